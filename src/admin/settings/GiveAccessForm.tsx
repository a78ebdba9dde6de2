import { Alert, Button, Stack, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { isEmailAddress } from "../../lib/email";
import type { StaffAccessApi } from "./staffAccess";

type Outcome = { ok: boolean; message: string } | null;

/** 'Give access to an existing account': the grant_staff_access RPC by e-mail address. */
export function GiveAccessForm({ api, onGranted }: { api: StaffAccessApi; onGranted: () => void }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { register, handleSubmit, formState, reset } = useForm<{ email: string }>({ defaultValues: { email: "" } });

  const submit = handleSubmit(async ({ email }) => {
    setOutcome(null);
    try {
      await api.grant(email);
      reset();
      setOutcome({ ok: true, message: `${email.trim()} now has access.` });
      onGranted();
    } catch (error) {
      setOutcome({ ok: false, message: (error as Error).message });
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby="give-access-heading">
      <Stack spacing="sm">
        <Title order={3} size="h5" id="give-access-heading">
          Give access to an existing account
        </Title>
        <TextInput
          label="E-mail address of the account"
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
          Give access
        </Button>
      </Stack>
    </form>
  );
}
