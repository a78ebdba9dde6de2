import { MantineProvider } from "@mantine/core";
import { NotificationsProvider } from "@mantine/notifications";
import { type AuthProvider, Refine } from "@refinedev/core";
import { useNotificationProvider } from "@refinedev/mantine";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AuthActionsContext } from "../../../src/admin/auth/authActions";
import { LoginGate } from "../../../src/admin/auth/LoginGate";
import { RESET_LINK_SENT } from "../../../src/admin/auth/ForgotPasswordForm";
import { LOGIN_SUCCESS, RESET_LINK_TOO_SOON } from "../../../src/admin/providers/auth";
import { inMemoryDataProvider } from "./support/inMemoryDataProvider";

/**
 * A test double of Refine's AuthProvider interface: one account, answers like the real provider;
 * a second reset link for the same address within the minute is refused, as Auth does.
 */
function fakeAuth(): AuthProvider {
  let signedIn = false;
  const linksSent: string[] = [];
  return {
    forgotPassword: async ({ email }: { email: string }) => {
      if (linksSent.includes(email)) {
        return { success: false, error: { name: "Failed", message: RESET_LINK_TOO_SOON } };
      }
      linksSent.push(email);
      return { success: true };
    },
    login: async ({ email, password }: { email: string; password: string }) => {
      await new Promise((r) => setTimeout(r, 400));
      if (email !== "staff@example.org" || password !== "right") {
        return { success: false, error: { name: "Failed to login", message: "Invalid login credentials" } };
      }
      signedIn = true;
      return { success: true, successNotification: { message: LOGIN_SUCCESS } };
    },
    logout: async () => ({ success: true }),
    check: async () => ({ authenticated: signedIn }),
    onError: async () => ({}),
  };
}

function renderGate() {
  const auth = fakeAuth();
  render(
    <MemoryRouter>
      <MantineProvider>
        <NotificationsProvider>
          <Refine
            authProvider={auth}
            dataProvider={inMemoryDataProvider({}).provider}
            notificationProvider={useNotificationProvider}
            options={{ disableTelemetry: true }}
          >
            <AuthActionsContext.Provider value={auth}>
              <LoginGate>
                <p>Admin content</p>
              </LoginGate>
            </AuthActionsContext.Provider>
          </Refine>
        </NotificationsProvider>
      </MantineProvider>
    </MemoryRouter>,
  );
}

describe("LoginGate", () => {
  it("checks, asks, shows the server's message, then lets staff in", { timeout: 30_000 }, async () => {
    renderGate();
    expect(screen.getByText("Checking authentication")).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 1, name: "Admin Login" })).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Please enter a valid email address.")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();

    await userEvent.type(screen.getByLabelText(/E-mail address/), "staff@example.org");
    await userEvent.type(screen.getByLabelText(/Password/), "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("button", { name: "Signing in..." })).toBeTruthy();
    const form = screen.getByRole("button", { name: /Sign/ }).closest("form") as HTMLFormElement;
    expect((await within(form).findByRole("alert")).textContent).toBe("Invalid login credentials");
    expect(screen.getAllByText("Invalid login credentials")).toHaveLength(1); // said once, under the form: no toast

    await userEvent.clear(screen.getByLabelText(/Password/));
    await userEvent.type(screen.getByLabelText(/Password/), "right");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Admin content")).toBeTruthy();
    expect(screen.getByText("Logged in successfully")).toBeTruthy();
  });

  it(
    "'Forgot password?' asks for the address, answers neutrally, and says when to wait",
    { timeout: 60_000 },
    async () => {
      renderGate();
      await userEvent.type(await screen.findByLabelText(/E-mail address/), "someone@example.org");
      await userEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
      const heading = await screen.findByRole("heading", { level: 1, name: "Reset your password" });
      expect(document.activeElement).toBe(heading);
      // The address typed for signing in is carried over.
      expect((screen.getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe("someone@example.org");

      await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
      expect((await screen.findByRole("status")).textContent).toBe(RESET_LINK_SENT);
      await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
      expect((await screen.findByRole("alert")).textContent).toBe(RESET_LINK_TOO_SOON);

      await userEvent.clear(screen.getByLabelText(/E-mail address/));
      await userEvent.type(screen.getByLabelText(/E-mail address/), "not an address");
      await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
      expect(await screen.findByText("Please enter a valid email address.")).toBeTruthy();

      await userEvent.click(screen.getByRole("button", { name: "Back to sign in" }));
      expect(await screen.findByRole("heading", { level: 1, name: "Admin Login" })).toBeTruthy();
    },
  );
});
