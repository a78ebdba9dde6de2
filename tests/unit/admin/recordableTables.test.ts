import { describe, expect, it } from "vitest";
import { recordableTables } from "../../../src/admin/crud/RecordingsSection";
import { easyReadSlugs } from "../../../src/lib/easyRead";
import { easyReadPageIds } from "../../../src/lib/easyReadPageIds";

// What a row's edit screen records (docs/architecture.md#read-aloud): an article, an event or a
// story step records itself; an easy-read point records its whole page, under the page's fixed id;
// a policy page records itself, and no other page records anything.

describe("recordableTables", () => {
  it("an article, an event and a story step record themselves", () => {
    for (const table of ["news_articles", "events", "visit_steps"]) {
      expect(recordableTables[table]?.({ id: "1d9a5c2e-0000-4000-8000-000000000000" })).toEqual({
        kind: table,
        id: "1d9a5c2e-0000-4000-8000-000000000000",
      });
    }
  });

  it("an easy-read point records its page, the same for every point of the page, and says so", () => {
    for (const slug of easyReadSlugs) {
      const first = recordableTables.easy_read_points?.({ id: "a", page: slug });
      const second = recordableTables.easy_read_points?.({ id: "b", page: slug });
      expect(first).toEqual(second);
      expect(first).toMatchObject({ kind: "easy_read_pages", id: easyReadPageIds[slug] });
      expect(first?.about).toMatch(/^These recordings are of the whole easy-read page "/);
    }
    expect(new Set(Object.values(easyReadPageIds)).size).toBe(easyReadSlugs.length);
    expect(recordableTables.easy_read_points?.({ id: "c", page: "elsewhere" })).toBeNull();
  });

  it("a policy page records itself; another page (the first visit's sensory information) offers none", () => {
    for (const slug of ["privacy", "terms", "refund-policy"]) {
      expect(recordableTables.pages?.({ id: "7e5a0000-0000-4000-8000-000000000001", slug })).toEqual({
        kind: "pages",
        id: "7e5a0000-0000-4000-8000-000000000001",
      });
    }
    expect(
      recordableTables.pages?.({ id: "7e5a0000-0000-4000-8000-000000000002", slug: "first-visit-sensory" }),
    ).toBeNull();
  });

  it("other tables' edit screens offer none", () => {
    expect(recordableTables.doctors).toBeUndefined();
    expect(recordableTables.easy_read_pages).toBeUndefined();
  });
});
