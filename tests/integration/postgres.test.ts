import { expect, it } from "vitest";
import { client, useBackend } from "./backend";

// The local backend runs real Postgres 17, as hosted Supabase does: role timeouts cancel runaway
// statements, and requests run side by side on PostgREST's pool instead of one at a time.
const handle = useBackend();

// Back-references make Postgres' regex engine try every way to split the text in eight: minutes
// on one article's text. Anyone may send it, as a PostgREST `match` filter.
const RUNAWAY = String.raw`^(.*)(.*)(.*)(.*)\4\3\2\1$`;

it("cancels an anonymous runaway regex filter after the anon role's 3 s, and keeps answering", async () => {
  const anon = client(handle.backend);
  const started = Date.now();
  // supabase-js sends a query when it is awaited or then'd: start it now.
  const runaway = anon
    .from("news_articles")
    .select("id")
    .filter("content", "match", RUNAWAY)
    .then((answer) => answer);

  // Meanwhile another visitor's read is answered at once, not queued behind the runaway one. A time,
  // on purpose: the runaway query is under way by then (anon cannot see pg_stat_activity to tell).
  await new Promise((resolve) => setTimeout(resolve, 300));
  const readStarted = Date.now();
  const { data: doctors, error: readError } = await anon.from("doctors").select("name");
  const readMs = Date.now() - readStarted;

  const { data, error, status } = await runaway;
  const runawayMs = Date.now() - started;
  expect(data).toBeNull();
  expect(status).toBe(500);
  expect(error?.code).toBe("57014"); // query_canceled: "canceling statement due to statement timeout"
  expect(runawayMs).toBeGreaterThanOrEqual(2900);
  expect(runawayMs).toBeLessThan(8000);

  expect(readError).toBeNull();
  expect(doctors).toHaveLength(5);
  expect(readMs).toBeLessThan(2000);

  const { data: after, error: afterError } = await anon.from("notices").select("title");
  expect(afterError).toBeNull();
  expect(after!.length).toBeGreaterThan(0);
});
