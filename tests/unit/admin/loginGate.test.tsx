import { MantineProvider } from "@mantine/core";
import { NotificationsProvider } from "@mantine/notifications";
import { type AuthProvider, Refine } from "@refinedev/core";
import { useNotificationProvider } from "@refinedev/mantine";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { LoginGate } from "../../../src/admin/auth/LoginGate";
import { LOGIN_SUCCESS } from "../../../src/admin/providers/auth";
import { inMemoryDataProvider } from "./support/inMemoryDataProvider";

/** A test double of Refine's AuthProvider interface: one account, answers like the real provider. */
function fakeAuth(): AuthProvider {
  let signedIn = false;
  return {
    login: async ({ email, password }: { email: string; password: string }) => {
      await new Promise((r) => setTimeout(r, 50));
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
  render(
    <MantineProvider>
      <NotificationsProvider>
        <Refine
          authProvider={fakeAuth()}
          dataProvider={inMemoryDataProvider({}).provider}
          notificationProvider={useNotificationProvider}
          options={{ disableTelemetry: true }}
        >
          <LoginGate>
            <p>Admin content</p>
          </LoginGate>
        </Refine>
      </NotificationsProvider>
    </MantineProvider>,
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
    expect(screen.getAllByText("Invalid login credentials")).toHaveLength(2); // inline and toast

    await userEvent.clear(screen.getByLabelText(/Password/));
    await userEvent.type(screen.getByLabelText(/Password/), "right");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Admin content")).toBeTruthy();
    expect(screen.getByText("Logged in successfully")).toBeTruthy();
  });
});
