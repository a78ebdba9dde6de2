import { MantineProvider } from "@mantine/core";
import type { AuthProvider } from "@refinedev/core";
import type { SupabaseClient } from "@supabase/supabase-js";
import { render, screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { AuthActionsContext } from "../../../src/admin/auth/authActions";
import { readLinkFragment } from "../../../src/admin/auth/linkSession";
import { LINK_EXPIRED, PASSWORD_SAVED, SetPasswordPage } from "../../../src/admin/auth/SetPasswordPage";
import type { Database } from "../../../src/lib/database.types";

const SAME_PASSWORD = "New password should be different from the old password.";

/** The part of supabase-js's auth client the page uses: one valid link session for new@example.org. */
function fakeClient() {
  const log: string[] = [];
  let signedIn = false;
  const auth = {
    setSession: async ({ access_token }: { access_token: string }) => {
      log.push(`setSession ${access_token}`);
      signedIn = access_token === "good-token";
      return { data: {}, error: signedIn ? null : new Error("Invalid JWT") };
    },
    getUser: async () =>
      signedIn
        ? { data: { user: { email: "new@example.org" } }, error: null }
        : { data: { user: null }, error: new Error("Auth session missing!") },
    signOut: async ({ scope }: { scope: string }) => {
      log.push(`signOut ${scope}`);
      signedIn = false;
      return { error: null };
    },
  };
  // A structural double of the client: only `auth` is reached.
  return { client: { auth } as unknown as SupabaseClient<Database>, log };
}

function fakeAuth(passwords: string[]): AuthProvider {
  return {
    login: async () => ({ success: false }),
    logout: async () => ({ success: true }),
    check: async () => ({ authenticated: false }),
    onError: async () => ({}),
    updatePassword: async ({ password }: { password: string }) => {
      if (password === "the-old-password") return { success: false, error: { name: "Failed", message: SAME_PASSWORD } };
      passwords.push(password);
      return { success: true };
    },
  };
}

function AfterwardsProbe() {
  return <p>Login screen with {JSON.stringify(useLocation().state)}</p>;
}

function renderLink(hash: string, purpose: "recovery" | "invitation" = "recovery", { strict = false } = {}) {
  const { client, log } = fakeClient();
  const passwords: string[] = [];
  window.history.replaceState(null, "", `/admin/update-password${hash}`);
  const Mode = strict ? StrictMode : "div";
  render(
    <Mode>
      <MemoryRouter initialEntries={["/admin/update-password"]}>
        <MantineProvider>
          {/* No Refine: the page runs in the admin's door, on the auth provider's plain functions. */}
          <AuthActionsContext.Provider value={fakeAuth(passwords)}>
            <Routes>
              <Route path="/admin/update-password" element={<SetPasswordPage purpose={purpose} client={client} />} />
              <Route path="/admin" element={<AfterwardsProbe />} />
            </Routes>
          </AuthActionsContext.Provider>
        </MantineProvider>
      </MemoryRouter>
    </Mode>,
  );
  return { log, passwords };
}

describe("readLinkFragment", () => {
  it("reads the session, or the refusal, that Auth's verify link put after the #", () => {
    expect(readLinkFragment("#access_token=a&refresh_token=r&type=recovery")).toEqual({
      kind: "session",
      accessToken: "a",
      refreshToken: "r",
    });
    expect(readLinkFragment("#error=access_denied&error_code=otp_expired")).toEqual({
      kind: "refused",
      code: "otp_expired",
    });
    expect(readLinkFragment("#access_token=a")).toEqual({ kind: "none" });
    expect(readLinkFragment("")).toEqual({ kind: "none" });
  });
});

describe("SetPasswordPage", () => {
  // Typing into six fields in jsdom: seconds alone, far more beside the whole suite on a busy machine.
  it(
    "takes the tokens out of the address, sets the password, signs this device out and asks to sign in",
    { timeout: 60_000 },
    async () => {
      const { log, passwords } = renderLink("#access_token=good-token&refresh_token=r1&type=recovery");
      expect(await screen.findByText(/Choose a new password for new@example\.org\./)).toBeTruthy();
      expect(window.location.hash).toBe("");
      expect(screen.getByRole("heading", { level: 1, name: "Set a new password" })).toBeTruthy();

      await userEvent.click(screen.getByRole("button", { name: "Save new password" }));
      expect(await screen.findByText("New password is required")).toBeTruthy();
      await userEvent.type(screen.getByLabelText(/^New password/), "short");
      await userEvent.type(screen.getByLabelText(/Confirm new password/), "other");
      await userEvent.click(screen.getByRole("button", { name: "Save new password" }));
      expect(await screen.findByText("Use at least 8 characters")).toBeTruthy();
      expect(screen.getByText("The passwords do not match")).toBeTruthy();

      for (const label of [/^New password/, /Confirm new password/]) {
        await userEvent.clear(screen.getByLabelText(label));
        await userEvent.type(screen.getByLabelText(label), "the-old-password");
      }
      await userEvent.click(screen.getByRole("button", { name: "Save new password" }));
      expect((await screen.findByRole("alert")).textContent).toBe(SAME_PASSWORD);

      for (const label of [/^New password/, /Confirm new password/]) {
        await userEvent.clear(screen.getByLabelText(label));
        await userEvent.type(screen.getByLabelText(label), "a-brand-new-one");
      }
      await userEvent.click(screen.getByRole("button", { name: "Save new password" }));
      expect(await screen.findByText(/Login screen with/)).toBeTruthy();
      expect(screen.getByText(/Login screen with/).textContent).toContain(
        JSON.stringify({ notice: PASSWORD_SAVED, email: "new@example.org" }),
      );
      expect(passwords).toEqual(["a-brand-new-one"]);
      expect(log).toEqual(["setSession good-token", "signOut local"]);
    },
  );

  it("accepts a fresh link under StrictMode, as `npm start` renders it (docs/architecture.md#the-admin)", async () => {
    // StrictMode renders twice in development: a first render that took the tokens out of the
    // address left the second with none, and every fresh link said it had expired.
    renderLink("#access_token=good-token&refresh_token=r1&type=invite", "invitation", { strict: true });
    expect(await screen.findByText(/Choose a password for new@example\.org;/)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    await waitFor(() => expect(window.location.hash).toBe(""));
    expect(window.location.pathname).toBe("/admin/update-password");
  });

  it("says a used or expired link is no good, and where to get a new one", async () => {
    renderLink("#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(
      `${LINK_EXPIRED} Ask for a new link: choose 'Forgot password?' on the sign-in screen.`,
    );
    expect(screen.getByRole("link", { name: "Go to the sign-in screen" }).getAttribute("href")).toBe("/admin");
    expect(screen.queryByLabelText(/New password/)).toBeNull();
  });

  it("refuses a link whose session Auth does not accept, with the invitation's words", async () => {
    const { log } = renderLink("#access_token=forged&refresh_token=r", "invitation");
    expect(screen.getByRole("heading", { level: 1, name: "Set a password" })).toBeTruthy();
    expect((await screen.findByRole("alert")).textContent).toBe(
      `${LINK_EXPIRED} Ask a member of staff to invite you again.`,
    );
    expect(log).toEqual(["setSession forged"]);
  });
});
