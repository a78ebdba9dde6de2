// @vitest-environment node
// The browser's settings are checked in one place (src/lib/settings.ts), by the build and the browser.
import { describe, expect, it } from "vitest";
import { LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "../../../supabase/local/keys";
import { browserSettings } from "../../../src/lib/settings";

const local = { VITE_SUPABASE_URL: "http://127.0.0.1:54321", VITE_SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY };

describe("browserSettings", () => {
  it("takes the local backend's values, and a hosted project's publishable key", () => {
    expect(browserSettings(local)).toEqual({
      supabaseUrl: "http://127.0.0.1:54321",
      supabasePublishableKey: LOCAL_PUBLISHABLE_KEY,
      supabaseKeySource: "VITE_SUPABASE_PUBLISHABLE_KEY",
      siteOrigin: "http://localhost:4173",
      contactEndpoint: undefined,
    });
    const hosted = browserSettings({
      VITE_SUPABASE_URL: "https://abcd.supabase.co/",
      VITE_SUPABASE_PUBLISHABLE_KEY: "sb_publishable_abc123",
      VITE_SITE_URL: "https://www.example.org/",
    });
    expect(hosted).toMatchObject({ supabaseUrl: "https://abcd.supabase.co", siteOrigin: "https://www.example.org" });
  });

  it("falls back to the legacy anon key, and says that it did", () => {
    const legacy = browserSettings({
      VITE_SUPABASE_URL: "http://127.0.0.1:54321",
      VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    });
    expect(legacy).toMatchObject({
      supabasePublishableKey: LOCAL_ANON_KEY,
      supabaseKeySource: "VITE_SUPABASE_ANON_KEY",
    });
    const both = browserSettings({ ...local, VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY });
    expect(both.supabasePublishableKey).toBe(LOCAL_PUBLISHABLE_KEY);
  });

  it("refuses a secret key, which must never reach a browser, without repeating it", () => {
    const secret = () => browserSettings({ ...local, VITE_SUPABASE_PUBLISHABLE_KEY: LOCAL_SECRET_KEY });
    expect(secret).toThrow(
      /VITE_SUPABASE_PUBLISHABLE_KEY is a secret key \(sb_secret_…\), which must never reach a browser/,
    );
    expect(secret).not.toThrow(new RegExp(LOCAL_SECRET_KEY));
  });

  it("refuses missing values, naming each one and where to find it", () => {
    expect(() => browserSettings({})).toThrow(
      /VITE_SUPABASE_URL is missing; VITE_SUPABASE_PUBLISHABLE_KEY is missing \(or, legacy, VITE_SUPABASE_ANON_KEY\)\. .*Project Settings -> API Keys/,
    );
  });

  it("refuses malformed values without repeating the key", () => {
    const wrong = () =>
      browserSettings({
        VITE_SUPABASE_URL: "abcd.supabase.co",
        VITE_SUPABASE_ANON_KEY: "service-role-secret",
        VITE_SITE_URL: "www.example.org",
        VITE_CONTACT_ENDPOINT: "script.example.org/exec",
      });
    expect(wrong).toThrow(/VITE_SUPABASE_URL is not a project's address/);
    expect(wrong).toThrow(/VITE_SUPABASE_ANON_KEY is not a publishable key \(sb_publishable_…\) or a legacy anon key/);
    expect(wrong).toThrow(/VITE_SITE_URL is not the site's address/);
    expect(wrong).toThrow(/VITE_CONTACT_ENDPOINT is not an http\(s\) address/);
    expect(wrong).not.toThrow(/service-role-secret/);
  });
});
