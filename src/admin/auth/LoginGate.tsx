import { Center, Loader, Text } from "@mantine/core";
import { useIsAuthenticated } from "@refinedev/core";
import type { ReactNode } from "react";
import { LoginForm } from "./LoginForm";

/** Checking, then the login form or the admin: the auth provider's check() decides (getUser + is_admin). */
export function LoginGate({ children }: { children: ReactNode }) {
  const check = useIsAuthenticated();
  if (check.isLoading) {
    return (
      <Center role="status" sx={{ minHeight: "100vh", gap: 12 }}>
        <Loader size="sm" />
        <Text>Checking authentication</Text>
      </Center>
    );
  }
  if (!check.data?.authenticated) {
    return <LoginForm refusal={check.data?.error?.message} onSignedIn={() => void check.refetch()} />;
  }
  return <>{children}</>;
}
