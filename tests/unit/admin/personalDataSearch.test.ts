import type { CrudFilter, GetListParams } from "@refinedev/core";
import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it, vi } from "vitest";
import {
  buildQuickFilters,
  buildSearchFilters,
  searchTermOf,
  splitSearchFilter,
} from "../../../src/admin/crud/searchFilter";
import { PERSONAL_DATA_COLUMNS } from "../../../src/admin/privacy/personalData";
import { createDataProvider, SEARCHED_BY_POST } from "../../../src/admin/providers/data";
import { declarations } from "../../../src/admin/resources";
import { contactMessagesResource } from "../../../src/admin/resources/contactMessages";
import type { Database } from "../../../src/lib/database.types";

// A list search on a table of personal data travels in a POST body, not a URL (issue 23;
// docs/architecture.md, "Personal data out of subjects, logs and URLs").

describe("the search term, back from the filter the search box made", () => {
  // Hindi digits and an invisible character go as typed: the database folds them (docs/architecture.md#one-canonical-form-for-identities).
  it.each([
    "98765 43210",
    "asha@example.org",
    "ABCPG1234K",
    'a "quoted" name',
    "50% off_",
    "back\\slash \\% \\\\",
    "+९१ ९४५०१ २३४५६",
    "०९४५०१\u200b२३४५६",
  ])("round-trips %j", (term) => {
    const [filter] = buildSearchFilters(["name", "phone"], term);
    expect(splitSearchFilter([filter])).toEqual({ search: { term, fields: ["name", "phone"] }, rest: [] });
    expect(searchTermOf((filter.value as { value: string }[])[0].value)).toBe(term);
  });

  it("leaves the equality filters beside it, and finds no search where there is none", () => {
    const quick = buildQuickFilters([{ label: "Held", field: "held_for_review", value: true }], ["Held"]);
    const [search] = buildSearchFilters(["name"], "Asha");
    expect(splitSearchFilter([...quick, search])).toEqual({ search: { term: "Asha", fields: ["name"] }, rest: quick });
    expect(splitSearchFilter(quick)).toEqual({ search: null, rest: quick });
  });
});

describe("which lists search by POST", () => {
  it("every table with declared personal-data columns, and no content table", () => {
    expect([...SEARCHED_BY_POST].sort()).toEqual(Object.keys(PERSONAL_DATA_COLUMNS).sort());
    for (const table of [
      "news_articles",
      "notices",
      "doctors",
      "testimonials",
      "advisories",
      "photos",
      "events",
      "pages",
    ])
      expect(SEARCHED_BY_POST.has(table)).toBe(false);
  });

  it("every declaration of a table with personal data is marked personalData (admins only), and only those", () => {
    for (const declaration of declarations)
      expect([declaration.table, declaration.personalData === true]).toEqual([
        declaration.table,
        SEARCHED_BY_POST.has(declaration.table),
      ]);
  });
});

/** A supabase-js stand-in that records whether the list went to a table (GET) or a procedure (POST). */
function recordingClient() {
  const calls: { kind: "from" | "rpc"; name: string; args?: unknown }[] = [];
  const query: Record<string, unknown> = {};
  for (const method of ["select", "range", "order", "or", "eq", "ilike"]) query[method] = () => query;
  query.then = (resolve: (value: unknown) => void) => resolve({ data: [{ id: "c1" }], count: 1, error: null });
  const client = {
    from: (name: string) => {
      calls.push({ kind: "from", name });
      return query;
    },
    rpc: vi.fn(async (name: string, args: unknown) => {
      calls.push({ kind: "rpc", name, args });
      return { data: { total: 13, data: [{ id: "m1" }] }, error: null };
    }),
  };
  return { calls, client: client as unknown as SupabaseClient<Database> };
}

const listParams = (resource: string, filters: CrudFilter[]): GetListParams => ({
  resource,
  filters,
  sorters: [
    { field: "created_at", order: "desc" },
    { field: "id", order: "asc" },
  ],
  pagination: { currentPage: 2, pageSize: 12, mode: "server" },
});

describe("the data provider's list", () => {
  it("posts a search of messages to search_personal_rows, with the filters, order and page", async () => {
    const { calls, client } = recordingClient();
    const provider = createDataProvider(client);
    const filters = [
      ...buildSearchFilters(contactMessagesResource.searchFields, " 98765 43210 "),
      ...buildQuickFilters(contactMessagesResource.quickFilters ?? [], ["Held for review only"]),
    ];
    const answer = await provider.getList(listParams("contact_messages", filters));
    expect(answer).toEqual({ data: [{ id: "m1" }], total: 13 });
    expect(calls).toEqual([
      {
        kind: "rpc",
        name: "search_personal_rows",
        args: {
          target_table: "contact_messages",
          search_term: "98765 43210",
          search_columns: ["name", "email", "phone", "subject"],
          filters: [{ field: "held_for_review", value: true }],
          sort: [
            { field: "created_at", order: "desc" },
            { field: "id", order: "asc" },
          ],
          row_offset: 12,
          row_limit: 12,
        },
      },
    ]);
  });

  it("keeps the GET for a personal-data list without a search, and for content searches", async () => {
    const { calls, client } = recordingClient();
    const provider = createDataProvider(client);
    await provider.getList(listParams("contact_messages", []));
    await provider.getList(listParams("news_articles", buildSearchFilters(["title"], "camp")));
    expect(calls.map((call) => [call.kind, call.name])).toEqual([
      ["from", "contact_messages"],
      ["from", "news_articles"],
    ]);
  });

  it("refuses, rather than sends in a URL, a filter the procedure does not take", async () => {
    const { calls, client } = recordingClient();
    const provider = createDataProvider(client);
    const filters: CrudFilter[] = [
      ...buildSearchFilters(["name"], "Asha"),
      { field: "created_at", operator: "gte", value: "2026-01-01" },
    ];
    await expect(provider.getList(listParams("contact_messages", filters))).rejects.toMatchObject({ statusCode: 400 });
    expect(calls).toEqual([]);
  });
});
