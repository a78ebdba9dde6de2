import { useIsAuthenticated } from "@refinedev/core";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { AdminLoading } from "../layout/AdminLoading";
import { LoginForm } from "./LoginForm";
import type { SignInNotice } from "./SetPasswordPage";

/** Checking, then the login form or the admin: the auth provider's check() decides (getUser + is_staff). */
export function LoginGate({ children }: { children: ReactNode }) {
  const check = useIsAuthenticated();
  // A password just set from an e-mailed link arrives as navigation state (SetPasswordPage).
  const notice = (useLocation().state as SignInNotice | null) ?? undefined;
  if (check.isLoading) {
    return <AdminLoading label="Checking authentication" fullScreen />;
  }
  if (!check.data?.authenticated) {
    return <LoginForm refusal={check.data?.error?.message} notice={notice} onSignedIn={() => void check.refetch()} />;
  }
  return <>{children}</>;
}
