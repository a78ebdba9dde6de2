import { MantineProvider } from "@mantine/core";
import { NotificationsProvider } from "@mantine/notifications";
import { lazy, Suspense, useEffect, useState } from "react";
import { Route, Routes, useLocation } from "react-router";
import { supabaseUrl } from "../lib/env";
import { supabase } from "../lib/supabase";
import { adminAuth } from "./adminAuth";
import { AuthActionsContext } from "./auth/authActions";
import { LoginForm } from "./auth/LoginForm";
import type { SignInNotice } from "./auth/SetPasswordPage";
import { SetPasswordPage } from "./auth/SetPasswordPage";
import { AdminLoading } from "./layout/AdminLoading";
import { adminTheme } from "./layout/theme";
import { INVITATION_ROUTE, RECOVERY_ROUTE } from "./providers/auth";

// The Refine app (data provider, resource screens): its own chunk, fetched while staff type.
const loadAdminApp = () => import("./AdminApp");
const AdminApp = lazy(loadAdminApp);

/**
 * Where supabase-js keeps the session in this browser (its default storage key). Reading it is
 * the door's tiny check: a stored session goes straight to the Refine app, whose own check
 * (getUser + is_admin, the database decides) then stands; none shows the login form at once.
 */
function hasStoredSession(): boolean {
  try {
    return Boolean(localStorage.getItem(`sb-${new URL(supabaseUrl).hostname.split(".")[0]}-auth-token`));
  } catch {
    return false;
  }
}

/**
 * /admin/*: the admin's door (docs/architecture.md#the-admins-login-route). The login form, 'Forgot
 * password?' and the e-mailed links' set-password pages render here without Refine; the one
 * MantineProvider and NotificationsProvider of the admin live here too, so toasts show once.
 */
export default function AdminDoor() {
  return (
    <MantineProvider theme={adminTheme} withGlobalStyles withNormalizeCSS>
      {/* Bottom right: the screens' actions (Add, Export) are at the top right, where toasts covered them. */}
      <NotificationsProvider position="bottom-right" zIndex={2000}>
        <AuthActionsContext.Provider value={adminAuth}>
          <Routes>
            {/* The e-mailed links sign in by themselves, so they come before the login gate. */}
            <Route path={RECOVERY_ROUTE} element={<SetPasswordPage purpose="recovery" client={supabase} />} />
            <Route path={INVITATION_ROUTE} element={<SetPasswordPage purpose="invitation" client={supabase} />} />
            <Route path="*" element={<Door />} />
          </Routes>
        </AuthActionsContext.Provider>
      </NotificationsProvider>
    </MantineProvider>
  );
}

function Door() {
  const [signedIn, setSignedIn] = useState(hasStoredSession);
  // A password just set from an e-mailed link arrives as navigation state (SetPasswordPage).
  const notice = (useLocation().state as SignInNotice | null) ?? undefined;
  // The rest of the admin loads once the staff member starts on the form (a focus, a tap, a key):
  // nothing else competes with the form on a slow phone.
  useEffect(() => {
    if (signedIn) return;
    const load = () => void loadAdminApp().catch(() => {});
    const events = ["focusin", "pointerdown", "keydown"] as const;
    for (const name of events) document.addEventListener(name, load, { once: true, passive: true });
    return () => {
      for (const name of events) document.removeEventListener(name, load);
    };
  }, [signedIn]);
  if (!signedIn) return <LoginForm notice={notice} onSignedIn={() => setSignedIn(true)} />;
  return (
    <Suspense fallback={<AdminLoading label="Checking authentication" fullScreen />}>
      <AdminApp />
    </Suspense>
  );
}
