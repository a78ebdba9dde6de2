import { Alert, Box, Button, Paper, PasswordInput, TextInput, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useLogin, useNotification } from "@refinedev/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { LOGIN_FAILED, type LoginParams } from "../providers/auth";
import { isEmailAddress } from "../../lib/email";

interface LoginFormProps {
  /** Why an existing session was refused (e.g. not a staff account). */
  refusal?: string;
  onSignedIn: () => void;
}

/** 'Admin Login': e-mail and password, 'Signing in...' while busy, the server's message on failure. */
export function LoginForm({ refusal, onSignedIn }: LoginFormProps) {
  const [failure, setFailure] = useState<string | undefined>(refusal);
  const { open } = useNotification();
  useDocumentTitle("Admin Login");
  const { register, handleSubmit, formState } = useForm<LoginParams>({ defaultValues: { email: "", password: "" } });
  // Our own outcome handling: the toast carries exactly the spec's text, and the gate re-checks at once.
  const { mutate: login, isPending } = useLogin<LoginParams>({
    mutationOptions: {
      onSuccess: (result) => {
        if (result.success) {
          setFailure(undefined);
          if (result.successNotification) open?.({ type: "success", message: result.successNotification.message });
          onSignedIn();
          return;
        }
        const message = result.error?.message || LOGIN_FAILED;
        setFailure(message);
        open?.({ type: "error", message, key: "login-error" });
      },
      onError: (error) => {
        const message = error.message || LOGIN_FAILED;
        setFailure(message);
        open?.({ type: "error", message, key: "login-error" });
      },
    },
  });

  return (
    <Box
      component="main"
      sx={(theme) => ({ minHeight: "100vh", display: "grid", placeItems: "center", background: theme.colors.gray[0] })}
    >
      <Paper withBorder shadow="sm" p="xl" radius="md" sx={{ width: "min(420px, 92vw)" }}>
        <Title order={1} size="h2" mb="lg">
          Admin Login
        </Title>
        <form noValidate onSubmit={handleSubmit((values) => login(values))}>
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
          <PasswordInput
            mt="md"
            label="Password"
            autoComplete="current-password"
            required
            error={formState.errors.password?.message}
            {...register("password", { required: "Password is required" })}
          />
          {failure && (
            <Alert color="red" mt="md" role="alert">
              {failure}
            </Alert>
          )}
          <Button type="submit" fullWidth mt="lg" disabled={isPending}>
            {isPending ? "Signing in..." : "Sign in"}
          </Button>
        </form>
      </Paper>
    </Box>
  );
}
