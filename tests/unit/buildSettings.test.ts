import { describe, expect, it } from "vitest";
import {
  auditSettings,
  benchContentSettings,
  benchReadersSettings,
  hostedProjectSettings,
  SettingsError,
  startSettings,
} from "../../scripts/settings";

// The build scripts' settings (scripts/settings.ts): defaults when unset, and a refusal naming
// every malformed or missing value, never a NaN or half a hosted project.
describe("scripts/settings.ts", () => {
  it("gives the documented defaults when nothing is set", () => {
    expect(startSettings({})).toEqual({ webPort: 5173, hosted: undefined });
    expect(auditSettings({})).toEqual({ runs: 1, extraArticles: 0, cpuSlowdowns: [4] });
    expect(benchContentSettings({}).sizes).toEqual([100, 1000]);
    // Each size once, without Hindi, unless BENCH_HINDI=1 asks for both (issue 39).
    expect(benchContentSettings({}).hindi).toBe(false);
    expect(benchContentSettings({ BENCH_HINDI: "1" }).hindi).toBe(true);
    const bench = benchReadersSettings({});
    expect([bench.url.hostname, bench.readers, bench.seconds]).toEqual(["127.0.0.1", 50, 20]);
    expect(hostedProjectSettings({})).toBeUndefined();
  });

  it("reads what is set", () => {
    expect(
      startSettings({
        WEB_PORT: "8080",
        VITE_SUPABASE_URL: "https://x.supabase.co",
        VITE_SUPABASE_PUBLISHABLE_KEY: "sb_publishable_k",
        VITE_SUPABASE_ANON_KEY: "legacy",
      }),
    ).toEqual({
      webPort: 8080,
      hosted: {
        url: "https://x.supabase.co",
        publishableKey: "sb_publishable_k",
        keyName: "VITE_SUPABASE_PUBLISHABLE_KEY",
      },
    });
    // The legacy anon key, when it is the only one set, and which one it is.
    expect(startSettings({ VITE_SUPABASE_URL: "https://x.supabase.co", VITE_SUPABASE_ANON_KEY: "k" }).hosted).toEqual({
      url: "https://x.supabase.co",
      publishableKey: "k",
      keyName: "VITE_SUPABASE_ANON_KEY",
    });
    expect(auditSettings({ AUDIT_RUNS: "3", AUDIT_ARTICLES: "1000" })).toEqual({
      runs: 3,
      extraArticles: 1000,
      cpuSlowdowns: [4],
    });
    expect(auditSettings({ AUDIT_CPU: "4, 6" }).cpuSlowdowns).toEqual([4, 6]);
    expect(
      hostedProjectSettings({
        SUPABASE_DB_URL: "postgresql://postgres:p@db.x.supabase.co:5432/postgres",
        SUPABASE_URL: "https://x.supabase.co/",
        SUPABASE_SECRET_KEY: "sb_secret_s",
        SUPABASE_SERVICE_ROLE_KEY: "legacy",
      }),
    ).toEqual({
      dbUrl: "postgresql://postgres:p@db.x.supabase.co:5432/postgres",
      url: "https://x.supabase.co",
      serviceRoleKey: "sb_secret_s",
    });
    expect(
      hostedProjectSettings({
        SUPABASE_DB_URL: "postgres://x",
        SUPABASE_URL: "https://x.supabase.co",
        SUPABASE_SERVICE_ROLE_KEY: "s",
      })?.serviceRoleKey,
    ).toBe("s");
  });

  it("refuses a malformed value, naming it and what it is", () => {
    expect(() => startSettings({ WEB_PORT: "80a" })).toThrow(SettingsError);
    expect(() => startSettings({ WEB_PORT: "70000" })).toThrow(/WEB_PORT is not a port number from 0 to 65535/);
    expect(() => auditSettings({ AUDIT_RUNS: "0" })).toThrow(
      /AUDIT_RUNS is not a whole number from 1 up \(it is "0"\)/,
    );
    expect(() => auditSettings({ AUDIT_CPU: "4,fast" })).toThrow(
      /AUDIT_CPU is not a list of whole numbers from 1 to 20/,
    );
    expect(() => benchContentSettings({ BENCH_ARTICLES: "100,lots" })).toThrow(/BENCH_ARTICLES/);
    expect(() => benchContentSettings({ BENCH_HINDI: "yes" })).toThrow(/BENCH_HINDI is 0 or 1/);
    expect(() => benchReadersSettings({ BENCH_URL: "https://x.supabase.co" })).toThrow(/local backend only/);
  });

  it("refuses half a hosted project, naming what is missing", () => {
    expect(() => startSettings({ VITE_SUPABASE_URL: "https://x.supabase.co" })).toThrow(
      /missing: VITE_SUPABASE_PUBLISHABLE_KEY/,
    );
    expect(() => startSettings({ VITE_SUPABASE_PUBLISHABLE_KEY: "sb_publishable_k" })).toThrow(
      /missing: VITE_SUPABASE_URL/,
    );
    expect(() => hostedProjectSettings({ SUPABASE_DB_URL: "postgres://x" })).toThrow(
      /missing: SUPABASE_URL, SUPABASE_SECRET_KEY/,
    );
  });

  it("names every problem in one message", () => {
    expect(() => auditSettings({ AUDIT_RUNS: "x", AUDIT_ARTICLES: "-1" })).toThrow(/AUDIT_RUNS.*; AUDIT_ARTICLES/);
  });
});
