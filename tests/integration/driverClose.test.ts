import postgres from "postgres";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase, type Database } from "../../supabase/local/database";

// postgres.js 3.4.9 flushes small writes on the next turn of the event loop. A query written to a
// pooled connection that Postgres had just closed flushed onto a socket the driver had already
// dropped, and threw outside every promise ("reading 'write'" of null): the whole Node process
// went down. The local backend is such a process: its alert dispatcher holds a transaction open
// while it sends, and Postgres may die under it. patches/postgres+3.4.9.patch makes the driver
// drop that write (docs/decisions/051-patching-postgresjs-patch-package.md, "Patching postgres.js").
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null, log: () => {} });
}, 60_000);
afterAll(() => database?.close());

const settledWithin = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<"unsettled">((resolve) => setTimeout(() => resolve("unsettled"), ms))]);

it("rejects transactions whose connection Postgres ended, and never throws outside them", async () => {
  const uncaught: unknown[] = [];
  const record = (error: unknown) => uncaught.push(error);
  process.on("uncaughtException", record);
  const admin = postgres(database.url, { max: 1, onnotice: () => {} });
  const sql = postgres(database.url, { max: 1, onnotice: () => {} });
  const outcomes: string[] = [];
  try {
    // One pooled connection, ended under a transaction again and again: without the patch an
    // uncaught TypeError came within the first few rounds (3 of 4 runs).
    for (let round = 0; round < 12; round++) {
      const transaction = sql.begin(async (tx) => {
        const [{ pid }] = await tx<{ pid: number }[]>`select pg_backend_pid() as pid`;
        await admin`select pg_terminate_backend(${pid})`;
        await new Promise((resolve) => setTimeout(resolve, 30)); // the driver sees the close
        await tx`select 1`;
      });
      const outcome = await settledWithin(
        transaction.then(
          () => "committed",
          (error: Error) => `rejected: ${error.message}`,
        ),
        3000,
      );
      outcomes.push(outcome);
      // The driver can also leave such a transaction waiting for good (a known limitation of
      // 3.4.9's reconnect, not the crash this test is about): the pool is then spent.
      if (outcome === "unsettled") break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100)); // any stray flush has run by now
    expect(uncaught).toEqual([]);
    expect(outcomes.filter((outcome) => !outcome.startsWith("rejected") && outcome !== "unsettled")).toEqual([]);
    expect(outcomes[0]).toMatch(/^rejected/);
  } finally {
    process.off("uncaughtException", record);
    await sql.end({ timeout: 1 });
    await admin.end({ timeout: 1 });
  }
}, 60_000);
