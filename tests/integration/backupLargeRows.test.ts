import { expect, it } from "vitest";
import { publicTables, readTable } from "../../scripts/backup/catalog";
import { useMigratedDatabase } from "./backend";

// A backup reads every table by COPY on one connection (scripts/backup/catalog.ts, readTable).
// A row larger than the COPY stream's buffer (a policy page in Hindi is 9 KB; an article can be
// longer) once left postgres.js's socket paused after the COPY, and the next statement never
// answered: the backup, or the restore's check, hung.
const db = useMigratedDatabase();

it("reads a table with a 60 KB row by COPY, and the connection answers the next statement", async () => {
  await db.sql`insert into public.pages (slug, title_en, title_hi, body_en, body_hi)
    values ('large-row', 'Large', 'बड़ा', 'Text.', ${"क".repeat(20_000)})`;
  const { rows, next } = await db.sql.begin(async (tx) => {
    const table = (await publicTables(tx)).find((t) => t.name === "pages")!;
    const first = await readTable(tx, table);
    const again = await readTable(tx, table);
    const [{ one }] = await tx<{ one: number }[]>`select 1 as one`;
    return { rows: [first.rows, again.rows], next: one };
  });
  expect(rows[0]).toBeGreaterThan(0);
  expect(rows[1]).toBe(rows[0]);
  expect(next).toBe(1);
}, 20_000);
