import { Alert, Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useForgotPassword } from "@refinedev/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { isEmailAddress } from "../../lib/email";
import { type ForgotPasswordParams, RESET_LINK_FAILED } from "../providers/auth";

export const RESET_LINK_SENT =
  "If an account exists for that address, a link to set a new password is on its way. It works once, within one hour; if it does not arrive, look in the spam folder.";

type Outcome = { ok: boolean; message: string } | null;

/**
 * 'Forgot password?': asks Auth to e-mail a link. The confirmation never says whether the address
 * has an account (docs/product.md#forgot-password).
 */
export function ForgotPasswordForm({ email, onBack }: { email: string; onBack: () => void }) {
  useDocumentTitle("Reset your password · Admin");
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { register, handleSubmit, formState } = useForm<ForgotPasswordParams>({ defaultValues: { email } });
  // The outcome shows in the form, where the screen reader is; a toast would say it twice.
  const { mutateAsync: sendLink } = useForgotPassword<ForgotPasswordParams>({
    mutationOptions: { onSuccess: () => {}, onError: () => {} },
  });

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    const result = await sendLink(values).catch(() => ({ success: false, error: undefined }));
    setOutcome(
      result.success
        ? { ok: true, message: RESET_LINK_SENT }
        : { ok: false, message: result.error?.message || RESET_LINK_FAILED },
    );
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack spacing="sm">
        <Text>Enter the e-mail address you sign in with. We will e-mail you a link to set a new password.</Text>
        <TextInput
          label="E-mail address"
          type="email"
          autoComplete="username"
          required
          error={formState.errors.email?.message}
          {...register("email", {
            validate: (v) => isEmailAddress(v.trim()) || "Please enter a valid email address.",
          })}
        />
        {outcome && (
          <Alert color={outcome.ok ? "green" : "red"} role={outcome.ok ? "status" : "alert"}>
            {outcome.message}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={formState.isSubmitting}>
          Send reset link
        </Button>
        <Anchor component="button" type="button" onClick={onBack} sx={{ alignSelf: "center" }}>
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  );
}
