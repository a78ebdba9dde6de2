import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
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

it("says clearly when the API port is taken, and starts nothing", async () => {
  const blocker = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => blocker.once("listening", resolve));
  const port = (blocker.address() as AddressInfo).port;
  try {
    await expect(startBackend({ dataDir: null, apiPort: port, quiet: true })).rejects.toThrow(
      `Port ${port} (API) is already in use. Stop whatever uses it, or choose another port: API_PORT=<port>.`,
    );
  } finally {
    blocker.close();
  }
});
