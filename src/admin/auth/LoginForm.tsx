import { Alert, Anchor, Box, Button, Paper, PasswordInput, TextInput, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { LOGIN_FAILED, type LoginParams } from "../providers/auth";
import { notify, useAuthActions } from "./authActions";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { prerenderedDoorAttribute, submittedEarlyAttribute } from "./doorMarkers";
import { emailRules, requiredInput } from "./requiredInput";

/**
 * What was typed into the prerendered login form (src/admin/auth/PrerenderedDoor.tsx) before the
 * door's code started: it is carried into the live form, never lost.
 */
function typedBeforeStart(name: keyof LoginParams): string {
  if (typeof document === "undefined") return "";
  return document.querySelector<HTMLInputElement>(`[${prerenderedDoorAttribute}] input[name="${name}"]`)?.value ?? "";
}

interface LoginFormProps {
  /** Why an existing session was refused (e.g. not a staff account). */
  refusal?: string;
  /** What happened just before, e.g. a password was set from an e-mailed link; and for which address. */
  notice?: { notice: string; email: string };
  onSignedIn: () => void;
}

/**
 * 'Admin Login': e-mail and password, 'Signing in...' while busy, the server's message on failure;
 * 'Forgot password?' turns the same card into the request for a reset link.
 */
export function LoginForm({ refusal, notice, onSignedIn }: LoginFormProps) {
  const [failure, setFailure] = useState<string | undefined>(refusal);
  const [forgot, setForgot] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);
  const auth = useAuthActions();
  const [isPending, setPending] = useState(false);
  useDocumentTitle("Admin Login");
  const form = useForm<LoginParams>({
    defaultValues: { email: notice?.email ?? typedBeforeStart("email"), password: typedBeforeStart("password") },
  });
  const { handleSubmit, getValues } = form;
  // The control that switched the card is gone: keyboard and screen-reader users continue at its heading.
  useEffect(() => {
    if (switched.current) heading.current?.focus();
    switched.current = true;
  }, [forgot]);
  // The auth provider's plain login (no Refine here: the door shows this form before Refine loads);
  // the gate re-checks at once. A failure is said once, under the form, where the person is looking
  // (issue 36: a toast said it a second time, over the page's top-right corner).
  const login = async (values: LoginParams) => {
    setPending(true);
    let failed: string;
    try {
      const result = await auth.login(values);
      if (result.success) {
        setFailure(undefined);
        setPending(false);
        if (result.successNotification) notify({ type: "success", message: result.successNotification.message });
        onSignedIn();
        return;
      }
      failed = result.error?.message || LOGIN_FAILED;
    } catch (error) {
      failed = (error as Error)?.message || LOGIN_FAILED;
    }
    setPending(false);
    setFailure(failed);
  };

  // 'Sign in' pressed on the prerendered form, before this code ran (PrerenderedDoor.tsx): do it now.
  const submitEarly = useRef(() => void handleSubmit(login)());
  useEffect(() => {
    const root = document.documentElement;
    if (!root.hasAttribute(submittedEarlyAttribute)) return;
    root.removeAttribute(submittedEarlyAttribute);
    submitEarly.current();
  }, []);

  return (
    <Box
      component="main"
      sx={(theme) => ({ minHeight: "100vh", display: "grid", placeItems: "center", background: theme.colors.gray[0] })}
    >
      <Paper withBorder shadow="sm" p="xl" radius="md" sx={{ width: "min(420px, 92vw)" }}>
        <Title order={1} size="h2" mb="lg" ref={heading} tabIndex={-1}>
          {forgot ? "Reset your password" : "Admin Login"}
        </Title>
        {forgot ? (
          <ForgotPasswordForm email={getValues("email")} onBack={() => setForgot(false)} />
        ) : (
          <form noValidate onSubmit={handleSubmit(login)}>
            <TextInput
              label="E-mail address"
              type="email"
              autoComplete="username"
              {...requiredInput(form, "email", emailRules)}
            />
            <PasswordInput
              mt="md"
              label="Password"
              autoComplete="current-password"
              {...requiredInput(form, "password", { required: "Password is required" })}
            />
            {failure && (
              <Alert color="red" mt="md" role="alert">
                {failure}
              </Alert>
            )}
            {notice && !failure && (
              <Alert color="green" mt="md" role="status">
                {notice.notice}
              </Alert>
            )}
            <Button type="submit" fullWidth mt="lg" disabled={isPending}>
              {isPending ? "Signing in..." : "Sign in"}
            </Button>
            <Anchor component="button" type="button" mt="md" display="block" mx="auto" onClick={() => setForgot(true)}>
              Forgot password?
            </Anchor>
          </form>
        )}
      </Paper>
    </Box>
  );
}
