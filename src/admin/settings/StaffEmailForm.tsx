import { Alert, Button, Stack, Text, TextInput, Title } from "@mantine/core";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { isEmailAddress } from "../../lib/email";

type Outcome = { ok: boolean; message: string } | null;

interface StaffEmailFormProps {
  heading: string;
  intro?: string;
  label: string;
  submit: string;
  /** Does the work; resolves with the success text, or throws with the refusal to show. */
  act: (email: string) => Promise<string>;
}

/** One e-mail address and one action: 'Give access to an existing account' and 'Invite someone new'. */
export function StaffEmailForm({ heading, intro, label, submit, act }: StaffEmailFormProps) {
  const headingId = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { register, handleSubmit, formState, reset } = useForm<{ email: string }>({ defaultValues: { email: "" } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setOutcome(null);
    try {
      const message = await act(email.trim());
      reset();
      setOutcome({ ok: true, message });
    } catch (error) {
      setOutcome({ ok: false, message: (error as Error).message });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
      <Stack spacing="sm">
        <Title order={3} size="h5" id={headingId}>
          {heading}
        </Title>
        {intro && <Text>{intro}</Text>}
        <TextInput
          label={label}
          type="email"
          autoComplete="off"
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
        <Button type="submit" loading={formState.isSubmitting} sx={{ alignSelf: "flex-start" }}>
          {submit}
        </Button>
      </Stack>
    </form>
  );
}
