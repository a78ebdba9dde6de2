import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorClient, nonStaffClient, staffClient, useBackend, useBackendWithSql, type Client } from "./backend";

// The rebuild-site function and its one-a-minute limit (docs/product.md#the-sites-freshness).
// The first call starts Deno, which downloads supabase-js when its cache is empty.
const FIRST_START_MS = 200_000;

const call = (url: string, token: string | null) =>
  fetch(`${url}/functions/v1/rebuild-site`, {
    method: "POST",
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });

const tokenOf = async (c: Client) => (await c.auth.getSession()).data.session!.access_token;

describe("rebuild-site with a build hook", () => {
  // A stand-in for the static host's build hook, on loopback: counts the POSTs it receives.
  const hook = { calls: 0, server: undefined as unknown as Server };
  const secrets: Record<string, string> = {};
  beforeAll(async () => {
    hook.server = createServer((req, res) => {
      if (req.method === "POST" && req.url === "/build_hooks/abc") hook.calls++;
      res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
    await new Promise<void>((resolve) => hook.server.listen(0, "127.0.0.1", resolve));
    const address = hook.server.address();
    secrets.SITE_BUILD_HOOK_URL = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/build_hooks/abc`;
  });
  afterAll(() => new Promise<void>((resolve) => hook.server.close(() => resolve())));
  const ctx = useBackendWithSql({ functionSecrets: secrets });

  it(
    "refuses anon, a forged key and signed-in accounts that are not staff, without calling the hook",
    async () => {
      const { backend } = ctx;
      expect((await call(backend.url, null)).status).toBe(401);
      const forged = `${backend.anonKey.split(".").slice(0, 2).join(".")}.${"x".repeat(43)}`;
      expect((await call(backend.url, forged)).status).toBe(401);
      const outsider = await nonStaffClient(backend);
      for (const token of [backend.anonKey, await tokenOf(outsider)]) {
        const refused = await call(backend.url, token);
        expect(refused.status).toBe(403);
        expect(await refused.json()).toEqual({ error: "Only staff can rebuild the site." });
      }
      // Nor through the database: the claim itself is staff only.
      const claimed = await outsider.rpc("claim_site_rebuild");
      expect(claimed.error?.code).toBe("42501");
      expect(hook.calls).toBe(0);
      expect(await ctx.sql`select * from private.site_rebuilds`).toHaveLength(0);
    },
    FIRST_START_MS,
  );

  it("calls the hook once for staff and refuses a second call within the minute, by the database", async () => {
    const { backend, sql } = ctx;
    const editor = await editorClient(backend);
    const first = await editor.functions.invoke("rebuild-site");
    expect(first.error).toBeNull();
    expect(first.data).toEqual({ message: "The site is rebuilding. Changes show in a few minutes." });
    expect(hook.calls).toBe(1);

    // Another member of staff, at once: refused, and the hook is not called again.
    const admin = await staffClient(backend);
    const second = await call(backend.url, await tokenOf(admin));
    expect(second.status).toBe(429);
    expect(await second.json()).toMatchObject({ code: "too_soon" });
    expect(hook.calls).toBe(1);
    expect((await admin.rpc("last_site_rebuild")).data).not.toBeNull();

    // A minute later (the clock moved through SQL), the next call reaches the hook.
    await sql`update private.site_rebuilds set requested_at = requested_at - interval '61 seconds'`;
    expect((await call(backend.url, await tokenOf(admin))).status).toBe(200);
    expect(hook.calls).toBe(2);
  });

  it("lets the service role (the batching job) ask too, within the same limit", async () => {
    const { backend, sql } = ctx;
    await sql`update private.site_rebuilds set requested_at = requested_at - interval '61 seconds'`;
    expect((await call(backend.url, backend.serviceRoleKey)).status).toBe(200);
    expect((await call(backend.url, backend.serviceRoleKey)).status).toBe(429);
    expect(hook.calls).toBe(3);
  });

  // Issue 35, item 11: a rebuild every minute all day was 1,440 builds.
  it("lets staff ask for 20 rebuilds a day in India, says so clearly past that, and still lets the batching job rebuild", async () => {
    const { backend, sql } = ctx;
    const editor = await editorClient(backend);
    const minuteLater = () => sql`update private.site_rebuilds set requested_at = requested_at - interval '61 seconds'`;
    await minuteLater();
    // The tests above asked as staff too: this day starts from none.
    await sql`delete from private.site_rebuild_requests`;
    const before = hook.calls;
    for (let i = 0; i < 20; i += 1) {
      const asked = await editor.functions.invoke("rebuild-site");
      expect(asked.error).toBeNull();
      await minuteLater();
    }
    expect(hook.calls).toBe(before + 20);

    const refused = await call(backend.url, await tokenOf(editor));
    expect(refused.status).toBe(429);
    const daily = {
      code: "daily_limit",
      error:
        "The site has been rebuilt 20 times today at staff's request, the most in one day. Your changes still reach the site: it rebuilds by itself a few minutes after the last edit.",
    };
    expect(await refused.json()).toEqual(daily);
    // Another member of staff too, and straight through the database.
    const admin = await staffClient(backend);
    expect(await (await call(backend.url, await tokenOf(admin))).json()).toEqual(daily);
    const direct = await admin.rpc("claim_site_rebuild");
    expect([direct.status, direct.error?.message]).toEqual([429, daily.error]);
    expect(hook.calls).toBe(before + 20);

    // The batching job is not counted; yesterday's requests (in India) are not today's.
    expect((await call(backend.url, backend.serviceRoleKey)).status).toBe(200);
    await minuteLater();
    await sql`update private.site_rebuild_requests set requested_at = requested_at - interval '1 day'`;
    expect((await call(backend.url, await tokenOf(editor))).status).toBe(200);
  });
});

describe("rebuild-site without a build hook", () => {
  const ctx = useBackend();

  it(
    "answers clearly that no hook is set, to staff only",
    async () => {
      const { backend } = ctx;
      expect((await call(backend.url, backend.anonKey)).status).toBe(403);
      const staff = await staffClient(backend);
      const answered = await call(backend.url, await tokenOf(staff));
      expect(answered.status).toBe(503);
      expect(await answered.json()).toEqual({
        code: "no_hook",
        error:
          "No build hook is set, so the site cannot be rebuilt from here. Ask whoever set up the site to add the SITE_BUILD_HOOK_URL secret.",
      });
    },
    FIRST_START_MS,
  );
});
