import { Alert, Button, Card, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useGetIdentity, useUpdatePassword } from "@refinedev/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type AdminIdentity, PASSWORD_UPDATE_FAILED, type UpdatePasswordParams } from "../providers/auth";

const MIN_PASSWORD_LENGTH = 8;
const PASSWORD_CHANGED = "Password updated successfully";

interface PasswordForm {
  password: string;
  confirm: string;
}

type Outcome = { ok: true; message: string } | { ok: false; message: string } | null;

/** The signed-in account and a change-password form (the auth provider's updatePassword). */
export function SettingsPage() {
  const { data: identity } = useGetIdentity<AdminIdentity>();
  // The outcome shows beside the form, where a screen reader already is; Refine's toasts would say it twice.
  const updatePassword = useUpdatePassword<UpdatePasswordParams>({
    mutationOptions: { onSuccess: () => {}, onError: () => {} },
  });
  const [outcome, setOutcome] = useState<Outcome>(null);
  useDocumentTitle("Settings · Admin");
  const { register, handleSubmit, formState, reset, getValues } = useForm<PasswordForm>({
    defaultValues: { password: "", confirm: "" },
  });

  const changePassword = handleSubmit(async ({ password }) => {
    setOutcome(null);
    const result = await updatePassword.mutateAsync({ password }).catch((error: Error) => ({
      success: false,
      error,
    }));
    if (!result.success) {
      setOutcome({ ok: false, message: result.error?.message || PASSWORD_UPDATE_FAILED });
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
