import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { useMigratedDatabase } from "./backend";

// A project that already has articles gets their slugs from the migration itself: oldest first,
// with their updated_at untouched. Here the migration runs again on a database whose articles
// predate it (its column, trigger and functions removed, two articles sharing a title added).
const migration = readFileSync("supabase/migrations/20261123008000_news_article_slugs.sql", "utf8");
const db = useMigratedDatabase();

it("gives every existing article a unique slug, oldest first, without touching updated_at", async () => {
  await db.sql.unsafe(`
    drop trigger news_articles_set_slug on public.news_articles;
    alter table public.news_articles drop column slug;
    drop function private.set_news_article_slug();
    drop function private.slug_from_title(text);
    insert into public.news_articles (title, source, date, excerpt, content, created_at, updated_at) values
      ('Open house', 's', '2026-01-02', 'e', 'c', '2026-01-02', '2026-01-03'),
      ('Open House!', 's', '2026-01-01', 'e', 'c', '2026-01-01', '2026-01-03');
  `);
  const before = await db.sql<{ id: string; updated_at: Date }[]>`select id, updated_at from public.news_articles`;

  await db.sql.begin((tx) => tx.unsafe(migration));

  const after = await db.sql<{ id: string; title: string; slug: string; updated_at: Date }[]>`
    select id, title, slug, updated_at from public.news_articles order by created_at`;
  expect(after).toHaveLength(before.length);
  expect(new Set(after.map((row) => row.slug)).size).toBe(after.length);
  for (const row of after) expect(row.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  expect(after.find((row) => row.title === "Open House!")?.slug).toBe("open-house");
  expect(after.find((row) => row.title === "Open house")?.slug).toBe("open-house-2");
  const updatedAt = new Map(before.map((row) => [row.id, row.updated_at.getTime()]));
  for (const row of after) expect(row.updated_at.getTime()).toBe(updatedAt.get(row.id));
});
