import { buildSearchFilters } from "../../../src/admin/crud/searchFilter";
import { createDataProvider, NO_ROW_CHANGED } from "../../../src/admin/providers/data";
import { testimonialsResource } from "../../../src/admin/resources/testimonials";
import { LOCAL_PUBLISHABLE_KEY } from "../../../supabase/local/keys";
import { nodeClient } from "../../../supabase/local/nodeClient";
import { e2eApi, expect, serviceClient, test } from "../fixtures";
import { createAccount, uniqueName } from "./adminHelpers";

// The admin's data provider against the real backend: a write that row level security filters out
// comes back as 200 with no rows, and the provider must turn that into a failure, not a success.

async function signedInProvider(email: string, password: string) {
  const client = nodeClient(e2eApi.url, LOCAL_PUBLISHABLE_KEY);
  const { error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return createDataProvider(client);
}

test("updates and deletes that RLS filters out fail; staff writes succeed", async () => {
  const service = await serviceClient();
  const title = uniqueName("RLS probe");
  const { data: notice, error } = await service
    .from("notices")
    .insert({ title, content: "probe", type: "info", priority: 1, is_active: true })
    .select()
    .single();
  expect(error).toBeNull();

  const visitor = await createAccount({ staff: false });
  const outsider = await signedInProvider(visitor.email, visitor.password);
  await expect(
    outsider.update({ resource: "notices", id: notice!.id, variables: { title: "hijacked" } }),
  ).rejects.toMatchObject({
    message: NO_ROW_CHANGED,
  });
  await expect(outsider.deleteOne({ resource: "notices", id: notice!.id })).rejects.toMatchObject({
    message: NO_ROW_CHANGED,
  });
  const { data: untouched } = await service.from("notices").select("title").eq("id", notice!.id).single();
  expect(untouched?.title).toBe(title);

  const staff = await signedInProvider(e2eApi.adminEmail, e2eApi.adminPassword);
  const updated = await staff.update({ resource: "notices", id: notice!.id, variables: { priority: 9 } });
  expect(updated.data).toMatchObject({ id: notice!.id, priority: 9 });
  const deleted = await staff.deleteOne({ resource: "notices", id: notice!.id });
  expect(deleted.data).toMatchObject({ id: notice!.id });
  await expect(staff.deleteOne({ resource: "notices", id: notice!.id })).rejects.toMatchObject({
    message: NO_ROW_CHANGED,
  });
});

test("search goes to the server as a case-insensitive OR over the declared fields, with paging", async () => {
  const service = await serviceClient();
  const token = uniqueName("Srch").split(" ").at(-1)!;
  const rows = Array.from({ length: 15 }, (_, i) => ({
    name: i % 2 ? `Person ${token} ${i}` : `Person ${i}`,
    position: i % 2 ? "Parent" : `Teacher ${token.toUpperCase()}`,
    company: `Search ${token}`,
    review: "ok",
  }));
  expect((await service.from("testimonials").insert(rows)).error).toBeNull();
  const staff = await signedInProvider(e2eApi.adminEmail, e2eApi.adminPassword);
  const page = await staff.getList({
    resource: "testimonials",
    pagination: { currentPage: 2, pageSize: 10, mode: "server" },
    sorters: [{ field: "name", order: "asc" }],
    filters: buildSearchFilters(testimonialsResource.searchFields, token.toLowerCase()),
  });
  expect(page.total).toBe(15);
  expect(page.data).toHaveLength(5);
  await service.from("testimonials").delete().eq("company", `Search ${token}`);
});
