import { Alert, Anchor, Box, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import type { SupabaseClient } from "@supabase/supabase-js";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type { Database } from "../../lib/database.types";
import { AdminLoading } from "../layout/AdminLoading";
import { PASSWORD_UPDATE_FAILED, type UpdatePasswordParams } from "../providers/auth";
import { useAuthActions } from "./authActions";
import { readLinkFragment, startLinkSession } from "./linkSession";
import { NewPasswordFields, type NewPasswordValues } from "./NewPasswordFields";

/** The two e-mailed links that end here (docs/product.md#set-a-new-password). */
const TEXTS = {
  recovery: {
    title: "Set a new password",
    intro: (email: string) =>
      `Choose a new password for ${email}. Every other device signed in to it will be signed out.`,
    submit: "Save new password",
    expiredHint: "Ask for a new link: choose 'Forgot password?' on the sign-in screen.",
  },
  invitation: {
    title: "Set a password",
    intro: (email: string) => `Welcome. Choose a password for ${email}; you will sign in to the admin with it.`,
    submit: "Save password",
    expiredHint: "Ask a member of staff to invite you again.",
  },
} as const;

export const LINK_EXPIRED = "This link has expired or has already been used.";
export const PASSWORD_SAVED = "Your password is saved. Sign in with it now.";

/** What the login form shows after a password was set from a link (read by LoginGate). */
export interface SignInNotice {
  notice: string;
  email: string;
}

type LinkState = { status: "checking" } | { status: "expired" } | { status: "ready"; email: string };

/**
 * Where the 'Forgot password?' e-mail and the staff invitation lead: the link's session sets the
 * password, then this device signs out, so the first sign-in proves the new password works.
 */
export function SetPasswordPage({
  purpose,
  client,
}: {
  purpose: keyof typeof TEXTS;
  client: SupabaseClient<Database>;
}) {
  const texts = TEXTS[purpose];
  useDocumentTitle(`${texts.title} · Admin`);
  const navigate = useNavigate();
  // Rendering only reads the address: StrictMode (npm start) renders twice and keeps the second
  // render's state, so a render that also cleared the # left that one no tokens, and every fresh
  // link said it had expired in development alone.
  const [fragment] = useState(() => readLinkFragment(window.location.hash));
  const [link, setLink] = useState<LinkState>({ status: "checking" });
  const [failure, setFailure] = useState<string>();
  const form = useForm<NewPasswordValues>({ defaultValues: { password: "", confirm: "" } });
  const auth = useAuthActions();

  useEffect(() => {
    let current = true;
    void startLinkSession(client, fragment).then((account) => {
      // The session is kept by supabase-js now (or the link was refused): the tokens leave the
      // address bar and its history, and a reload finds the session without them.
      if (readLinkFragment(window.location.hash).kind !== "none")
        window.history.replaceState(null, "", window.location.pathname);
      if (current) setLink(account ? { status: "ready", email: account.email } : { status: "expired" });
    });
    return () => {
      current = false;
    };
  }, [client, fragment]);

  const save = form.handleSubmit(async ({ password }) => {
    if (link.status !== "ready") return;
    setFailure(undefined);
    const result = await Promise.resolve()
      .then(() => auth.updatePassword!({ password } satisfies UpdatePasswordParams))
      .catch((error: Error) => ({ success: false, error }));
    if (!result.success) {
      setFailure(result.error?.message || PASSWORD_UPDATE_FAILED);
      return;
    }
    await client.auth.signOut({ scope: "local" });
    const state: SignInNotice = { notice: PASSWORD_SAVED, email: link.email };
    navigate("/admin", { replace: true, state });
  });

  return (
    <Box
      component="main"
      sx={(theme) => ({ minHeight: "100vh", display: "grid", placeItems: "center", background: theme.colors.gray[0] })}
    >
      <Paper withBorder shadow="sm" p="xl" radius="md" sx={{ width: "min(420px, 92vw)" }}>
        <Title order={1} size="h2" mb="lg">
          {texts.title}
        </Title>
        {link.status === "checking" && <AdminLoading label="Checking your link" />}
        {link.status === "expired" && (
          <Stack spacing="md">
            <Alert color="red" role="alert">
              {LINK_EXPIRED} {texts.expiredHint}
            </Alert>
            <Anchor component={Link} to="/admin">
              Go to the sign-in screen
            </Anchor>
          </Stack>
        )}
        {link.status === "ready" && (
          <form noValidate onSubmit={save}>
            <Stack spacing="sm">
              <Text>{texts.intro(link.email)}</Text>
              <NewPasswordFields form={form} />
              {failure && (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              )}
              <Button type="submit" fullWidth mt="xs" loading={form.formState.isSubmitting}>
                {texts.submit}
              </Button>
            </Stack>
          </form>
        )}
      </Paper>
    </Box>
  );
}
