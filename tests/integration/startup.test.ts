import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { startBackend } from "../../supabase/local/backend";
import { client } from "./backend";

const dataDir = mkdtempSync(join(tmpdir(), "foundation-data-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it("starts cold on an empty data directory, then warm on the same data", async () => {
  const cold = await startBackend({ dataDir, apiPort: 0, quiet: true });
  expect(cold.createdDatabase).toBe(true);
  const { data } = await client(cold).from("notices").insert({ title: "x", content: "y" }).select();
  expect(data).toBeNull(); // anonymous writes are refused, even right after start
  await cold.stop();

  const warm = await startBackend({ dataDir, apiPort: 0, quiet: true });
  expect(warm.createdDatabase).toBe(false);
  const { count } = await client(warm).from("doctors").select("*", { count: "exact", head: true });
  expect(count).toBe(5); // the seed ran once, on the cold start only
  await warm.stop();

  console.log(`local backend start: cold ${cold.startMs} ms (initdb, migrations, seed), warm ${warm.startMs} ms`);
});
