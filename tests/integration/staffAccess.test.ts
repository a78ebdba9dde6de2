import { describe, expect, it } from "vitest";
import { client, nonStaffClient, serviceClient, signedIn, staffClient, useBackend, type Client } from "./backend";
import { freshEmail } from "../support/rows";

// The staff access RPCs (docs/product.md#staff-access, docs/architecture.md#security-model).
const ctx = useBackend();
const LAST_ONE = {
  code: "LSTAF",
  message: "This is the last admin who can sign in, so their access cannot be removed.",
};

async function newAccount(): Promise<{ email: string; id: string; client: Client }> {
  const email = freshEmail("person");
  const { data, error } = await serviceClient(ctx.backend).auth.admin.createUser({
    email,
    password: "person-password",
    email_confirm: true,
  });
  if (error) throw error;
  return { email, id: data.user.id, client: await signedIn(ctx.backend, email, "person-password") };
}

/** An invited account that has not accepted yet (no confirmed e-mail), given staff access. */
async function pendingInvitee(): Promise<string> {
  const email = freshEmail("invitee");
  const service = serviceClient(ctx.backend);
  const { data, error } = await service.auth.admin.inviteUserByEmail(email);
  if (error) throw error;
  expect(data.user.email_confirmed_at ?? null).toBeNull();
  const made = await service.from("admin_users").insert({ user_id: data.user.id });
  if (made.error) throw made.error;
  return data.user.id;
}

async function staffIds(): Promise<string[]> {
  const { data, error } = await serviceClient(ctx.backend).from("admin_users").select("user_id");
  if (error) throw error;
  return data.map((row) => row.user_id).sort();
}

describe("staff access RPCs", () => {
  it("refuse visitors and signed-in accounts that are not staff, and change nothing", async () => {
    const before = await staffIds();
    const anon = client(ctx.backend);
    for (const call of [
      anon.rpc("list_staff"),
      anon.rpc("grant_staff_access", { email: "x@example.org" }),
      anon.rpc("revoke_staff_access", { user_id: before[0] }),
    ]) {
      expect((await call).error?.code).toBe("42501"); // no EXECUTE for anon
    }
    const outsider = await nonStaffClient(ctx.backend);
    const { data: me } = await outsider.auth.getUser();
    const listed = await outsider.rpc("list_staff");
    expect(listed.error).toMatchObject({ code: "42501", message: "Only staff can see who has access." });
    const granted = await outsider.rpc("grant_staff_access", { email: me.user!.email! });
    expect(granted.error).toMatchObject({ code: "42501", message: "Only staff can give access." });
    const revoked = await outsider.rpc("revoke_staff_access", { user_id: before[0] });
    expect(revoked.error).toMatchObject({ code: "42501", message: "Only staff can remove access." });
    expect(await staffIds()).toEqual(before);
  });

  it("list the staff with their e-mail, since when, and last sign-in", async () => {
    const staff = await staffClient(ctx.backend);
    const { data, error } = await staff.rpc("list_staff");
    expect(error).toBeNull();
    const admin = data!.find((row) => row.email === ctx.backend.adminEmail)!;
    expect(admin).toBeDefined();
    expect(Date.parse(admin.staff_since)).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - Date.parse(admin.last_sign_in_at)).toBeLessThan(60_000);
    expect(admin.invitation_pending).toBe(false);
    expect(data!.map((row) => row.user_id).sort()).toEqual(await staffIds());
  });

  it("give an existing account access by e-mail, once, and take it away again", async () => {
    const staff = await staffClient(ctx.backend);
    const person = await newAccount();
    expect((await person.client.rpc("is_admin")).data).toBe(false);

    const granted = await staff.rpc("grant_staff_access", { email: `  ${person.email.toUpperCase()} ` });
    expect(granted.error).toBeNull();
    expect(granted.data).toBe(person.id);
    expect((await person.client.rpc("is_admin")).data).toBe(true);
    const listed = (await staff.rpc("list_staff")).data!;
    expect(listed.map((row) => row.email)).toContain(person.email);

    const again = await staff.rpc("grant_staff_access", { email: person.email });
    expect(again.error).toMatchObject({ code: "23505", message: "This account already has access." });
    const unknown = await staff.rpc("grant_staff_access", { email: `nobody-${Date.now()}@example.org` });
    expect(unknown.error).toMatchObject({
      code: "P0002",
      message: "No account uses this e-mail address. Invite them instead.",
    });

    expect((await staff.rpc("revoke_staff_access", { user_id: person.id })).error).toBeNull();
    // At once, in the session they already hold: the database asks on every request.
    expect((await person.client.rpc("is_admin")).data).toBe(false);
    expect((await person.client.rpc("list_staff")).error?.code).toBe("42501");
    const twice = await staff.rpc("revoke_staff_access", { user_id: person.id });
    expect(twice.error).toMatchObject({ code: "P0002", message: "This account does not have access." });
  });

  it("never remove the last member of staff, not even by themselves", async () => {
    const admin = await staffClient(ctx.backend);
    const { data: adminUser } = await admin.auth.getUser();
    const other = await newAccount();
    expect((await admin.rpc("grant_staff_access", { email: other.email })).error).toBeNull();

    // Someone may leave while another remains...
    expect((await other.client.rpc("revoke_staff_access", { user_id: adminUser.user!.id })).error).toBeNull();
    expect(await staffIds()).toEqual([other.id]);
    // ...but the last one may not.
    const alone = await other.client.rpc("revoke_staff_access", { user_id: other.id });
    expect(alone.error).toMatchObject(LAST_ONE);
    expect(await staffIds()).toEqual([other.id]);

    expect((await other.client.rpc("grant_staff_access", { email: ctx.backend.adminEmail })).error).toBeNull();
    // Two staff removing each other at the same moment: one wins, one is refused, one remains.
    const both = await Promise.all([
      admin.rpc("revoke_staff_access", { user_id: other.id }),
      other.client.rpc("revoke_staff_access", { user_id: adminUser.user!.id }),
    ]);
    expect(both.filter((r) => r.error === null)).toHaveLength(1);
    expect(await staffIds()).toHaveLength(1);

    // Leave the seeded staff account as staff for the tests that follow.
    const remaining = (await staffIds())[0];
    if (remaining === other.id) {
      expect((await other.client.rpc("grant_staff_access", { email: ctx.backend.adminEmail })).error).toBeNull();
      expect((await admin.rpc("revoke_staff_access", { user_id: other.id })).error).toBeNull();
    }
    expect(await staffIds()).toEqual([adminUser.user!.id]);
  });

  it("count only staff who can sign in: the last one cannot leave an unaccepted invitee alone", async () => {
    const admin = await staffClient(ctx.backend);
    const { data: adminUser } = await admin.auth.getUser();
    const invitee = await pendingInvitee();
    expect(await staffIds()).toEqual([adminUser.user!.id, invitee].sort());

    const alone = await admin.rpc("revoke_staff_access", { user_id: adminUser.user!.id });
    expect(alone.error).toMatchObject(LAST_ONE);
    expect(alone.error?.hint).toMatch(/an invitation counts once it has been accepted/);
    expect(await staffIds()).toEqual([adminUser.user!.id, invitee].sort());
    // The invitee may go: someone who can sign in remains.
    expect((await admin.rpc("revoke_staff_access", { user_id: invitee })).error).toBeNull();
  });

  it("leave one of two staff who remove each other at the same moment, with an invitee beside them", async () => {
    const admin = await staffClient(ctx.backend);
    const { data: adminUser } = await admin.auth.getUser();
    const other = await newAccount();
    expect((await admin.rpc("grant_staff_access", { email: other.email })).error).toBeNull();
    const invitee = await pendingInvitee();

    for (let round = 0; round < 3; round++) {
      const both = await Promise.all([
        admin.rpc("revoke_staff_access", { user_id: other.id }),
        other.client.rpc("revoke_staff_access", { user_id: adminUser.user!.id }),
      ]);
      expect(both.filter((r) => r.error === null)).toHaveLength(1);
      expect(both.find((r) => r.error)!.error).toMatchObject({
        code: "42501",
        message: "Only staff can remove access.",
      });
      const left = await staffIds();
      expect(left).toHaveLength(2);
      expect(left).toContain(invitee);
      // Put the one removed back for the next round.
      const winner = left.includes(other.id) ? other.client : admin;
      const loser = left.includes(other.id) ? ctx.backend.adminEmail : other.email;
      expect((await winner.rpc("grant_staff_access", { email: loser })).error).toBeNull();
    }
    expect((await admin.rpc("revoke_staff_access", { user_id: other.id })).error).toBeNull();
    expect((await admin.rpc("revoke_staff_access", { user_id: invitee })).error).toBeNull();
  });
});
