import { describe, expect, it } from "vitest";
import {
  client,
  editorClient,
  nonStaffClient,
  serviceClient,
  signedIn,
  staffClient,
  useBackend,
  type Client,
} from "./backend";
import { freshEmail } from "../support/rows";

// Two staff roles (issue 23, docs/architecture.md#security-model): admins see personal data and manage
// staff; editors manage content. Settings -> Staff access sets the role through set_staff_role, which
// only an admin may call, and never demotes the last admin who can sign in.
const ctx = useBackend();

async function newStaff(role: "admin" | "editor"): Promise<{ id: string; email: string; client: Client }> {
  const email = freshEmail("role");
  const service = serviceClient(ctx.backend);
  const { data, error } = await service.auth.admin.createUser({
    email,
    password: "role-password",
    email_confirm: true,
  });
  if (error) throw error;
  const made = await service.from("admin_users").insert({ user_id: data.user.id, role });
  if (made.error) throw made.error;
  return { id: data.user.id, email, client: await signedIn(ctx.backend, email, "role-password") };
}

async function roles(): Promise<Record<string, string>> {
  const { data, error } = await serviceClient(ctx.backend).from("admin_users").select("user_id, role");
  if (error) throw error;
  return Object.fromEntries(data.map((row) => [row.user_id, row.role]));
}

async function removeStaff(id: string) {
  await serviceClient(ctx.backend).from("admin_users").delete().eq("user_id", id);
}

describe("staff roles", () => {
  it("the seeded staff account is an admin; an editor is staff but not an admin", async () => {
    const admin = await staffClient(ctx.backend);
    expect((await admin.rpc("is_admin")).data).toBe(true);
    expect((await admin.rpc("is_staff")).data).toBe(true);
    expect((await admin.rpc("staff_role")).data).toBe("admin");
    const editor = await editorClient(ctx.backend);
    expect((await editor.rpc("is_admin")).data).toBe(false);
    expect((await editor.rpc("is_staff")).data).toBe(true);
    expect((await editor.rpc("staff_role")).data).toBe("editor");
    const outsider = await nonStaffClient(ctx.backend);
    expect((await outsider.rpc("is_staff")).data).toBe(false);
    expect((await outsider.rpc("staff_role")).data).toBeNull();
    const anon = client(ctx.backend);
    expect((await anon.rpc("is_staff")).error?.code).toBe("42501");
    expect((await anon.rpc("staff_role")).error?.code).toBe("42501");
  });

  it("an admin makes someone an editor and back, and the change holds at once", async () => {
    const admin = await staffClient(ctx.backend);
    const person = await newStaff("admin");
    expect((await admin.rpc("set_staff_role", { user_id: person.id, role: "editor" })).error).toBeNull();
    expect((await roles())[person.id]).toBe("editor");
    expect((await person.client.rpc("is_admin")).data).toBe(false);
    expect((await person.client.from("contact_messages").select("id")).data).toEqual([]);
    const listed = (await admin.rpc("list_staff")).data!;
    expect(listed.find((row) => row.user_id === person.id)?.role).toBe("editor");
    expect((await admin.rpc("set_staff_role", { user_id: person.id, role: "admin" })).error).toBeNull();
    expect((await person.client.rpc("is_admin")).data).toBe(true);
    const bad = await admin.rpc("set_staff_role", { user_id: person.id, role: "owner" });
    expect(bad.error).toMatchObject({ code: "22023", message: "The role must be admin or editor." });
    const nobody = await admin.rpc("set_staff_role", { user_id: crypto.randomUUID(), role: "editor" });
    expect(nobody.error).toMatchObject({ code: "P0002", message: "This account does not have access." });
    await removeStaff(person.id);
  });

  it("an editor, a non-staff account and a visitor change nobody's role and manage no staff", async () => {
    const admin = await staffClient(ctx.backend);
    const { data: me } = await admin.auth.getUser();
    const editor = await editorClient(ctx.backend);
    const { data: editorUser } = await editor.auth.getUser();
    const outsider = await nonStaffClient(ctx.backend);
    const before = await roles();
    for (const caller of [editor, outsider]) {
      for (const [target, role] of [
        [me.user!.id, "editor"],
        [editorUser.user!.id, "admin"],
      ]) {
        const { error } = await caller.rpc("set_staff_role", { user_id: target, role });
        expect(error).toMatchObject({ code: "42501", message: "Only admins can change a role." });
      }
      expect((await caller.rpc("list_staff")).error?.code).toBe("42501");
      expect((await caller.rpc("grant_staff_access", { email: "x@example.org" })).error?.code).toBe("42501");
      expect((await caller.rpc("revoke_staff_access", { user_id: me.user!.id })).error?.code).toBe("42501");
    }
    const anon = await client(ctx.backend).rpc("set_staff_role", { user_id: me.user!.id, role: "editor" });
    expect(anon.error?.code).toBe("42501");
    // Nor through the table itself: staff read only their own row, and nobody writes it.
    const direct = await editor
      .from("admin_users")
      .update({ role: "admin" })
      .eq("user_id", editorUser.user!.id)
      .select();
    expect(direct.error?.code).toBe("42501");
    expect(await roles()).toEqual(before);
    await removeStaff(editorUser.user!.id);
  });

  it("never demotes or removes the last admin who can sign in; editors do not count", async () => {
    const admin = await staffClient(ctx.backend);
    const { data: me } = await admin.auth.getUser();
    const editor = await newStaff("editor");
    const demote = await admin.rpc("set_staff_role", { user_id: me.user!.id, role: "editor" });
    expect(demote.error).toMatchObject({
      code: "LSTAF",
      message: "This is the last admin who can sign in, so they cannot become an editor.",
    });
    const remove = await admin.rpc("revoke_staff_access", { user_id: me.user!.id });
    expect(remove.error).toMatchObject({
      code: "LSTAF",
      message: "This is the last admin who can sign in, so their access cannot be removed.",
    });
    expect((await roles())[me.user!.id]).toBe("admin");
    // An editor may always be removed.
    expect((await admin.rpc("revoke_staff_access", { user_id: editor.id })).error).toBeNull();

    // With a second admin, either may step down, but not both at the same moment.
    const second = await newStaff("admin");
    const both = await Promise.all([
      admin.rpc("set_staff_role", { user_id: me.user!.id, role: "editor" }),
      second.client.rpc("set_staff_role", { user_id: second.id, role: "editor" }),
    ]);
    expect(both.filter((r) => r.error === null)).toHaveLength(1);
    const after = await roles();
    expect([after[me.user!.id], after[second.id]].sort()).toEqual(["admin", "editor"]);
    // Put the seeded account back as the only admin.
    const stillAdmin = after[me.user!.id] === "admin" ? admin : second.client;
    expect((await stillAdmin.rpc("set_staff_role", { user_id: me.user!.id, role: "admin" })).error).toBeNull();
    await removeStaff(second.id);
  });

  it("an editor writes content and uploads media, and reads no personal data", async () => {
    const editor = await editorClient(ctx.backend);
    const service = serviceClient(ctx.backend);
    await service.rpc("submit_contact_message", {
      name: "Asha",
      email: "asha@example.org",
      phone: "",
      subject: "other",
      message: "hello",
    });
    expect((await service.from("contact_messages").select("id")).data!.length).toBeGreaterThan(0);
    for (const table of ["contact_messages", "receipt_requests", "alert_recipients", "staff_notifications"] as const) {
      expect((await editor.from(table).select("*")).data).toEqual([]);
    }
    const upload = await editor.storage
      .from("media")
      .upload(
        `roles/${crypto.randomUUID()}.png`,
        new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" }),
        {
          contentType: "image/png",
        },
      );
    expect(upload.error).toBeNull();
    expect((await editor.storage.from("media").remove([upload.data!.path])).data).toHaveLength(1);
    const outsider = await nonStaffClient(ctx.backend);
    const refused = await outsider.storage
      .from("media")
      .upload(`roles/${crypto.randomUUID()}.png`, new Blob([new Uint8Array([1])], { type: "image/png" }), {
        contentType: "image/png",
      });
    expect(refused.error).not.toBeNull();
    const { data: photos } = await service.from("photos").select("id").limit(2);
    const moved = await editor.rpc("move_photo", { photo_id: photos![1].id, direction: "up" });
    expect(moved.error).toBeNull();
  });
});
