import { Alert, Button, Stack, Text, TextInput, Title } from "@mantine/core";
import { useId, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { emailRules, requiredInput } from "./requiredInput";

type Outcome = { ok: boolean; message: string } | null;

interface EmailActionFormProps {
  /** A heading that names the form; without it the surrounding screen names it. */
  heading?: string;
  intro?: string;
  label: string;
  submit: string;
  /** Does the work; resolves with the success text, or throws with the refusal to show. */
  act: (email: string) => Promise<string>;
  defaultEmail?: string;
  /** "username" where the address is the reader's own sign-in, "off" for someone else's. */
  autoComplete: "username" | "off";
  /** Empties the field after a success: the next address is another person's. */
  clearOnSuccess?: boolean;
  /** A full-width button, as on the login card. */
  fullWidth?: boolean;
  /** Below the button: 'Back to sign in'. */
  footer?: ReactNode;
}

/**
 * One e-mail address and one action, with its outcome shown in the form, where the screen reader
 * is (a toast would say it twice): 'Forgot password?', 'Give access to an existing account' and
 * 'Invite someone new'.
 */
export function EmailActionForm(props: EmailActionFormProps) {
  const {
    heading,
    intro,
    label,
    submit,
    act,
    defaultEmail = "",
    autoComplete,
    clearOnSuccess,
    fullWidth,
    footer,
  } = props;
  const headingId = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<{ email: string }>({ defaultValues: { email: defaultEmail } });
  const { handleSubmit, formState, reset } = form;

  const onSubmit = handleSubmit(async ({ email }) => {
    setOutcome(null);
    try {
      const message = await act(email.trim());
      if (clearOnSuccess) reset({ email: "" });
      setOutcome({ ok: true, message });
    } catch (error) {
      setOutcome({ ok: false, message: (error as Error).message });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={heading ? headingId : undefined}>
      <Stack spacing="sm">
        {heading && (
          <Title order={3} size="h5" id={headingId}>
            {heading}
          </Title>
        )}
        {intro && <Text>{intro}</Text>}
        <TextInput
          label={label}
          type="email"
          autoComplete={autoComplete}
          {...requiredInput(form, "email", emailRules)}
        />
        {outcome && (
          <Alert color={outcome.ok ? "green" : "red"} role={outcome.ok ? "status" : "alert"}>
            {outcome.message}
          </Alert>
        )}
        <Button
          type="submit"
          fullWidth={fullWidth}
          loading={formState.isSubmitting}
          sx={fullWidth ? undefined : { alignSelf: "flex-start" }}
        >
          {submit}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}
