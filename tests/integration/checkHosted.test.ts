import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { checklist, productFunctions, productTables, runHostedChecks } from "../../scripts/hostedChecks";
import { useBackendWithSql } from "./backend";

// `npm run check:hosted` (scripts/check-hosted.ts) against the local stand-in, which is set up as
// a project ready to go live should be: every check passes; and each kind of mistake it exists to
// catch, made on purpose, is named.
const ctx = useBackendWithSql();
const FIRST_START_MS = 200_000;

const verdicts = (checks: Awaited<ReturnType<typeof runHostedChecks>>) =>
  Object.fromEntries(checks.map((check) => [check.title, check.verdict]));

describe("npm run check:hosted", () => {
  it("reads every table and function of the product", () => {
    expect(productTables()).toContain("contact_messages");
    expect(productTables().length).toBeGreaterThan(15);
    expect(productFunctions().sort()).toEqual(["invite-staff", "notify-staff", "rebuild-site", "send-receipt"]);
  });

  it(
    "passes a project set up as it should be, and prints 'Ready to go live.'",
    async () => {
      const { backend } = ctx;
      const checks = await runHostedChecks({
        url: backend.url,
        publishableKey: backend.publishableKey,
        secretKey: backend.secretKey,
      });
      expect(checks.filter((check) => check.verdict !== "pass")).toEqual([]);
      expect(checks.length).toBeGreaterThanOrEqual(8);
      expect(checklist(checks)).toMatch(/Ready to go live\.$/);
    },
    FIRST_START_MS,
  );

  it("fails a secret key in the site, and warns of the legacy keys", async () => {
    const { backend } = ctx;
    const secretInSite = await runHostedChecks({ url: backend.url, publishableKey: backend.secretKey });
    expect(verdicts(secretInSite)["The site's key is a publishable key"]).toBe("fail");
    expect(checklist(secretInSite)).toMatch(/SECRET key/);
    const legacy = await runHostedChecks({
      url: backend.url,
      publishableKey: backend.anonKey,
      secretKey: backend.serviceRoleKey,
    });
    expect(verdicts(legacy)).toMatchObject({
      "The site's key is a publishable key": "warn",
      "The scripts' key is a secret key": "warn",
    });
  });

  it("names a table anyone can read personal data from", async () => {
    const { backend, sql } = ctx;
    await sql`insert into public.contact_messages (name, email, subject, message) values ('Check', 'check@example.org', 'other', 'A message to leak.')`;
    await sql`create policy "leak for the check" on public.contact_messages for select to anon using (true)`;
    await sql`grant select on public.contact_messages to anon`;
    try {
      const checks = await runHostedChecks({ url: backend.url, publishableKey: backend.publishableKey });
      const rls = checks.find((check) => check.title === "Anyone reading the database sees only what is published");
      expect(rls).toMatchObject({ verdict: "fail", detail: expect.stringMatching(/^contact_messages shows .*email/) });
    } finally {
      await sql`drop policy "leak for the check" on public.contact_messages`;
    }
  });

  it("runs as a command: the checklist, and exit code 0 when nothing is to fix", async () => {
    const { backend } = ctx;
    // Not spawnSync: the backend answers from this very process.
    const run = await promisify(execFile)("npx", ["tsx", "scripts/check-hosted.ts"], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        SUPABASE_URL: backend.url,
        VITE_SUPABASE_PUBLISHABLE_KEY: backend.publishableKey,
        SUPABASE_SECRET_KEY: backend.secretKey,
      },
      encoding: "utf8",
      timeout: 120_000,
    });
    // execFile rejects on a non-zero exit code, so getting here means 0.
    expect(run.stdout).toContain("[ok]  Functions refuse anonymous callers");
    expect(run.stdout).toContain("Ready to go live.");
  }, 130_000);
});
