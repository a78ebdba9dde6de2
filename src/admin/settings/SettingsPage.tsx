import { Alert, Button, Card, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useGetIdentity } from "@refinedev/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { supabase } from "../../lib/supabase";
import type { AdminIdentity } from "../providers/auth";

const MIN_PASSWORD_LENGTH = 8;
const PASSWORD_CHANGED = "Password updated successfully";

interface PasswordForm {
  password: string;
  confirm: string;
}

type Outcome = { ok: true; message: string } | { ok: false; message: string } | null;

/** The signed-in account and a change-password form (Supabase Auth updateUser). */
export function SettingsPage() {
  const { data: identity } = useGetIdentity<AdminIdentity>();
  const [outcome, setOutcome] = useState<Outcome>(null);
  useDocumentTitle("Settings · Admin");
  const { register, handleSubmit, formState, reset, getValues } = useForm<PasswordForm>({
    defaultValues: { password: "", confirm: "" },
  });

  const changePassword = handleSubmit(async ({ password }) => {
    setOutcome(null);
    const { error } = await supabase.auth.updateUser({ password });
    if (error) {
      setOutcome({ ok: false, message: error.message || "Failed to update password" });
      return;
    }
    reset();
    setOutcome({ ok: true, message: PASSWORD_CHANGED });
  });

  return (
    <Stack spacing="lg" sx={{ maxWidth: 560 }}>
      <Title order={1}>Settings</Title>
      <Card withBorder radius="md" component="section" aria-labelledby="account-heading">
        <Title order={2} size="h4" id="account-heading" mb="xs">
          Account
        </Title>
        <Text>
          Signed in as <strong>{identity?.email ?? "…"}</strong>
        </Text>
      </Card>
      <Card withBorder radius="md" component="section" aria-labelledby="password-heading">
        <Title order={2} size="h4" id="password-heading" mb="xs">
          Change password
        </Title>
        <form noValidate onSubmit={changePassword}>
          <Stack spacing="sm">
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              required
              description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
              error={formState.errors.password?.message}
              {...register("password", {
                required: "New password is required",
                minLength: { value: MIN_PASSWORD_LENGTH, message: `Use at least ${MIN_PASSWORD_LENGTH} characters` },
              })}
            />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              required
              error={formState.errors.confirm?.message}
              {...register("confirm", {
                validate: (value) => value === getValues("password") || "The passwords do not match",
              })}
            />
            {outcome && (
              <Alert color={outcome.ok ? "green" : "red"} role={outcome.ok ? "status" : "alert"}>
                {outcome.message}
              </Alert>
            )}
            <Button type="submit" loading={formState.isSubmitting} sx={{ alignSelf: "flex-start" }}>
              Update password
            </Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
