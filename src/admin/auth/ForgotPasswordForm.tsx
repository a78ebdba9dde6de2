import { Anchor } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { type ForgotPasswordParams, RESET_LINK_FAILED } from "../providers/auth";
import { useAuthActions } from "./authActions";
import { EmailActionForm } from "./EmailActionForm";

export const RESET_LINK_SENT =
  "If an account exists for that address, a link to set a new password is on its way. It works once, within one hour; if it does not arrive, look in the spam folder.";

/**
 * 'Forgot password?': asks Auth to e-mail a link. The confirmation never says whether the address
 * has an account (docs/product.md#forgot-password).
 */
export function ForgotPasswordForm({ email, onBack }: { email: string; onBack: () => void }) {
  useDocumentTitle("Reset your password · Admin");
  const auth = useAuthActions();

  const act = async (address: string) => {
    const result = await Promise.resolve()
      .then(() => auth.forgotPassword!({ email: address } satisfies ForgotPasswordParams))
      .catch(() => ({ success: false, error: undefined }));
    if (!result.success) throw new Error(result.error?.message || RESET_LINK_FAILED);
    return RESET_LINK_SENT;
  };

  return (
    <EmailActionForm
      intro="Enter the e-mail address you sign in with. We will e-mail you a link to set a new password."
      label="E-mail address"
      submit="Send reset link"
      act={act}
      defaultEmail={email}
      autoComplete="username"
      fullWidth
      footer={
        <Anchor component="button" type="button" onClick={onBack} sx={{ alignSelf: "center" }}>
          Back to sign in
        </Anchor>
      }
    />
  );
}
