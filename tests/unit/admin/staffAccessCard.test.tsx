import { MantineProvider } from "@mantine/core";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { StaffAccessCard } from "../../../src/admin/settings/StaffAccessCard";
import {
  lastSignIn,
  revokeRefusal,
  type StaffAccessApi,
  type StaffMember,
} from "../../../src/admin/settings/staffAccess";

const member = (email: string, extra: Partial<StaffMember> = {}): StaffMember => ({
  user_id: `id-${email}`,
  email,
  role: "admin",
  staff_since: "2026-11-01T04:30:00Z",
  last_sign_in_at: "2026-11-23T08:35:00Z",
  invitation_pending: false,
  ...extra,
});

/** The RPCs and the function as the database answers them, over an in-memory list. */
function fakeApi(staff: StaffMember[]): StaffAccessApi {
  return {
    list: async () => [...staff],
    grant: async (email) => {
      if (!email.endsWith("@known.org")) throw new Error("No account uses this e-mail address. Invite them instead.");
      staff.push(member(email, { last_sign_in_at: null }));
    },
    invite: async (email) => {
      if (email === "taken@example.org") throw new Error("This address already has an account.");
      staff.push(member(email, { invitation_pending: true }));
    },
    setRole: async (userId, role) => {
      const target = staff.find((m) => m.user_id === userId)!;
      if (role === "editor" && staff.filter((m) => m.role === "admin" && m.user_id !== userId).length === 0) {
        throw new Error("This is the last admin who can sign in, so they cannot become an editor.");
      }
      target.role = role;
    },
    revoke: async (userId) => {
      staff.splice(
        staff.findIndex((m) => m.user_id === userId),
        1,
      );
    },
  };
}

function renderCard(staff: StaffMember[], myId: string) {
  render(
    <MantineProvider>
      <StaffAccessCard api={fakeApi(staff)} myId={myId} />
    </MantineProvider>,
  );
}

describe("lastSignIn", () => {
  it("shows a moment in Prayagraj, 'Never', or a pending invitation", () => {
    expect(lastSignIn(member("a@x.org"))).toBe("23 Nov 2026, 2:05 pm");
    expect(lastSignIn(member("a@x.org", { last_sign_in_at: null }))).toBe("Never");
    expect(lastSignIn(member("a@x.org", { invitation_pending: true }))).toBe("Invitation not accepted yet");
  });
});

describe("StaffAccessCard", () => {
  it("offers 'Remove access' on one's own row too, and shows why the database refused it", async () => {
    const staff = [member("me@example.org"), member("new@example.org", { invitation_pending: true })];
    const refusal =
      "This is the last admin who can sign in, so their access cannot be removed. Give someone else access first; an invitation counts once it has been accepted.";
    render(
      <MantineProvider>
        <StaffAccessCard
          api={{
            ...fakeApi(staff),
            revoke: async () => {
              throw new Error(refusal);
            },
          }}
          myId="id-me@example.org"
        />
      </MantineProvider>,
    );
    const table = await screen.findByRole("table", { name: "Staff access" });
    expect(within(table).getByText("me@example.org (you)")).toBeTruthy();
    await userEvent.click(within(table).getByRole("button", { name: "Remove access for me@example.org" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Remove access" }));
    expect((await screen.findByRole("alert")).textContent).toBe(refusal);
    expect(within(table).getByText("me@example.org (you)")).toBeTruthy();
  });

  it("words a refusal with the database's hint", () => {
    expect(revokeRefusal({ message: "Refused.", hint: "Do this first." })).toBe("Refused. Do this first.");
    expect(revokeRefusal({ message: "Refused.", hint: null })).toBe("Refused.");
  });

  it("gives access, invites, and removes access after asking", { timeout: 60_000 }, async () => {
    renderCard([member("me@example.org"), member("colleague@example.org")], "id-me@example.org");
    const table = await screen.findByRole("table", { name: "Staff access" });

    await userEvent.type(screen.getByLabelText(/E-mail address of the account/), "someone@unknown.org");
    await userEvent.click(screen.getByRole("button", { name: "Give access" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "No account uses this e-mail address. Invite them instead.",
    );
    await userEvent.clear(screen.getByLabelText(/E-mail address of the account/));
    await userEvent.type(screen.getByLabelText(/E-mail address of the account/), "friend@known.org");
    await userEvent.click(screen.getByRole("button", { name: "Give access" }));
    expect(await screen.findByText("friend@known.org now has access.")).toBeTruthy();
    expect(await within(table).findByText("friend@known.org")).toBeTruthy();

    await userEvent.type(screen.getByLabelText(/E-mail address to invite/), "new@example.org");
    await userEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText(/^An invitation is on its way to new@example\.org\./)).toBeTruthy();
    const invitedRow = (await within(table).findByText("new@example.org")).closest("tr")!;
    expect(within(invitedRow).getByText("Invitation not accepted yet")).toBeTruthy();

    await userEvent.click(within(table).getByRole("button", { name: "Remove access for colleague@example.org" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("colleague@example.org will no longer be able to use the admin.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove access" }));
    expect(await screen.findByText("Access removed for colleague@example.org.")).toBeTruthy();
    expect(within(table).queryByText("colleague@example.org")).toBeNull();
  });

  it("shows each member's role and changes it, saying why the database refused", async () => {
    const staff = [member("me@example.org"), member("ed@example.org", { role: "editor" })];
    renderCard(staff, "id-me@example.org");
    const table = await screen.findByRole("table", { name: "Staff access" });
    const edRole = within(table).getByRole("combobox", { name: "Role of ed@example.org" });
    expect((edRole as HTMLSelectElement).value).toBe("editor");
    await userEvent.selectOptions(edRole, "admin");
    expect((await screen.findByRole("status")).textContent).toBe("ed@example.org is now an admin.");
    expect(staff[1].role).toBe("admin");
    await userEvent.selectOptions(within(table).getByRole("combobox", { name: "Role of ed@example.org" }), "editor");
    await userEvent.selectOptions(within(table).getByRole("combobox", { name: "Role of me@example.org" }), "editor");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This is the last admin who can sign in, so they cannot become an editor.",
    );
    expect(staff[0].role).toBe("admin");
  });
});
