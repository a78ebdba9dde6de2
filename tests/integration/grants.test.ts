import { describe, expect, it } from "vitest";
import { client, serviceClient, staffClient, useBackend } from "./backend";

// Privileges that must hold whatever a project's default privileges say (docs/architecture.md,
// "Security model"): every migration revokes before it grants.

const handle = useBackend();

describe("grants", () => {
  it("anonymous visitors cannot call is_admin(), signed-in staff can", async () => {
    const anon = await client(handle.backend).rpc("is_admin");
    expect(anon.error?.code).toBe("42501");
    expect((await (await staffClient(handle.backend)).rpc("is_admin")).data).toBe(true);
  });

  it("anonymous visitors still read active notices, doctors and advisories only", async () => {
    for (const table of ["notices", "doctors", "advisories"] as const) {
      const { data, error } = await client(handle.backend).from(table).select("is_active");
      expect(error).toBeNull();
      expect(data!.length).toBeGreaterThan(0);
      expect(data!.every((row) => row.is_active)).toBe(true);
    }
  });

  it("staff may change only whether a contact message is handled", async () => {
    const service = serviceClient(handle.backend);
    const { data: inserted } = await service
      .from("contact_messages")
      .insert({ name: "Grant Test", email: "grant@example.org", subject: "other", message: "m" })
      .select("id")
      .single();
    const staff = await staffClient(handle.backend);
    const rename = await staff.from("contact_messages").update({ name: "Changed" }).eq("id", inserted!.id).select();
    expect(rename.error?.code).toBe("42501");
    const mark = await staff.from("contact_messages").update({ handled: true }).eq("id", inserted!.id).select();
    expect(mark.error).toBeNull();
    expect(mark.data).toHaveLength(1);
  });
});
