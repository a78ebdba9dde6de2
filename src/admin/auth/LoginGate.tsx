import { useIsAuthenticated } from "@refinedev/core";
import type { ReactNode } from "react";
import { AdminLoading } from "../layout/AdminLoading";
import { LoginForm } from "./LoginForm";

/** Checking, then the login form or the admin: the auth provider's check() decides (getUser + is_admin). */
export function LoginGate({ children }: { children: ReactNode }) {
  const check = useIsAuthenticated();
  if (check.isLoading) {
    return <AdminLoading label="Checking authentication" fullScreen />;
  }
  if (!check.data?.authenticated) {
    return <LoginForm refusal={check.data?.error?.message} onSignedIn={() => void check.refetch()} />;
  }
  return <>{children}</>;
}
