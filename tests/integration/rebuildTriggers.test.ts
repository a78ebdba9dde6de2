import { expect, it, vi } from "vitest";
import { useMigratedDatabase } from "./backend";

// src/site/publishedData.ts declares, once, which tables the public pages read; a change to any
// of them must reach the prerendered pages (README, "Content changes reach the static pages").
// The migrated database must note the changes of exactly those tables.
const db = useMigratedDatabase();

// The declaration sits beside the site's readers, which want the site's settings to load; none
// of them is called here.
vi.stubEnv("VITE_SUPABASE_URL", "http://127.0.0.1:1");
vi.stubEnv("VITE_SUPABASE_PUBLISHABLE_KEY", "sb_publishable_unused");
const { tablesThePublicPagesRead } = await import("../../src/site/publishedData");

async function tablesWithChangeTriggers(): Promise<string[]> {
  const rows = await db.sql<{ table: string }[]>`
    select distinct c.relname as table
    from pg_catalog.pg_trigger t
    join pg_catalog.pg_class c on c.oid = t.tgrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    join pg_catalog.pg_proc p on p.oid = t.tgfoid
    where n.nspname = 'public' and p.proname = 'note_site_content_change' and not t.tgisinternal`;
  return rows.map((row) => row.table).sort();
}

it("notes the changes of every table the public pages read, and of no other", async () => {
  expect(tablesThePublicPagesRead).toContain("photos");
  expect(await tablesWithChangeTriggers()).toEqual([...tablesThePublicPagesRead].sort());
});

it("registers a new public table for rebuilds with one call", async () => {
  await db.sql
    .begin(async (tx) => {
      await tx`create table public.rebuild_probe (id uuid primary key default gen_random_uuid(), created_at timestamptz not null default now())`;
      await tx`insert into public.rebuild_probe default values`;
      await tx`select private.note_site_changes_of('rebuild_probe')`;
      const [noted] = await tx<{ count: number }[]>`
      select count(*)::int as count from private.site_content_changes where table_name = 'rebuild_probe'`;
      expect(noted.count).toBe(1);
      const [trigger] = await tx<{ count: number }[]>`
      select count(*)::int as count from pg_catalog.pg_trigger where tgname = 'rebuild_probe_note_site_change'`;
      expect(trigger.count).toBe(1);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
});

class Rollback extends Error {}
