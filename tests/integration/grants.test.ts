import { describe, expect, it } from "vitest";
import { aMessage } from "../support/rows";
import { client, serviceClient, staffClient, useBackend, useMigratedDatabase } from "./backend";
import { expectUpdateRefused } from "./refused";

// Privileges that must hold whatever a project's default privileges say (docs/architecture.md,
// "Security model"): every migration revokes before it grants.

const handle = useBackend();
const database = useMigratedDatabase();

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
      .insert(aMessage({ name: "Grant Test", email: "grant@example.org" }))
      .select("id")
      .single();
    const staff = await staffClient(handle.backend);
    await expectUpdateRefused(staff, "contact_messages", inserted!.id, { name: "Changed" });
    const mark = await staff.from("contact_messages").update({ handled: true }).eq("id", inserted!.id).select();
    expect(mark.error).toBeNull();
    expect(mark.data).toHaveLength(1);
  });

  // Hosted Supabase grants service_role EXECUTE on every new function in `public`, and every role
  // USAGE on every new sequence (its default privileges, mirrored in supabase/local/bootstrap.sql).
  it("service_role may not execute the staff-only functions; no API role may draw staff alert ids", async () => {
    const sql = database.sql;
    const staffOnly = [
      "public.list_staff()",
      "public.grant_staff_access(text)",
      "public.revoke_staff_access(uuid)",
      "public.move_photo(uuid, text)",
      "public.set_staff_role(uuid, text)",
      "public.find_personal_data(text)",
      "public.export_personal_data(text, text, text[])",
      "public.erase_personal_data(text, text, text[])",
    ];
    for (const fn of staffOnly) {
      const [row] = await sql<{ service: boolean; staff: boolean }[]>`
        select has_function_privilege('service_role', ${fn}, 'execute') as service,
               has_function_privilege('authenticated', ${fn}, 'execute') as staff`;
      expect({ fn, ...row }).toEqual({ fn, service: false, staff: true });
    }
    // The retention job is the scheduler's (the service role, pg_cron's superuser), nobody else's.
    const [job] = await sql<{ service: boolean; staff: boolean; anon: boolean }[]>`
      select has_function_privilege('service_role', 'public.apply_retention()', 'execute') as service,
             has_function_privilege('authenticated', 'public.apply_retention()', 'execute') as staff,
             has_function_privilege('anon', 'public.apply_retention()', 'execute') as anon`;
    expect(job).toEqual({ service: true, staff: false, anon: false });
    // Visitors write only through security definer functions: no sequence of ours is theirs to draw.
    const drawable = await sql<{ sequence: string }[]>`
      select c.oid::regclass::text as sequence from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'S' and n.nspname in ('public', 'private')
        and (has_sequence_privilege('anon', c.oid, 'usage') or has_sequence_privilege('anon', c.oid, 'update'))`;
    expect(drawable).toEqual([]);
    for (const role of ["anon", "authenticated", "service_role"]) {
      const [row] = await sql<{ usage: boolean }[]>`
        select has_sequence_privilege(${role}, 'public.staff_notifications_id_seq', 'usage')
          or has_sequence_privilege(${role}, 'public.retention_log_id_seq', 'usage')
          or has_sequence_privilege(${role}, 'public.privacy_request_log_id_seq', 'usage') as usage`;
      expect({ role, usage: row.usage }).toEqual({ role, usage: false });
    }
  });
});
