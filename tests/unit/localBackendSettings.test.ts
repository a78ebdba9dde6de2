// @vitest-environment node
// The local backend's settings are read and checked in one place (supabase/local/settings.ts).
import { describe, expect, it } from "vitest";
import { localBackendSettings } from "../../supabase/local/settings";

describe("localBackendSettings", () => {
  it("falls back to the README's defaults, and takes the values it is given", () => {
    expect(localBackendSettings({}, "/repo")).toMatchObject({
      dataDir: "/repo/.data/db",
      apiPort: 54321,
      siteUrl: "http://localhost:5173",
      databaseUrl: undefined,
    });
    expect(
      localBackendSettings({ API_PORT: "6000", WEB_PORT: "4000", DATABASE_URL: "postgres://u@h/db" }, "/repo"),
    ).toMatchObject({ apiPort: 6000, siteUrl: "http://localhost:4000", databaseUrl: "postgres://u@h/db" });
  });

  it("refuses malformed values, naming each one", () => {
    const wrong = () =>
      localBackendSettings(
        { API_PORT: "54321x", SMTP_PORT: "70000", DATABASE_URL: "localhost:5432", LOCAL_ADMIN_EMAIL: "admin" },
        "/repo",
      );
    expect(wrong).toThrow(/API_PORT is not a port number .*"54321x"/);
    expect(wrong).toThrow(/SMTP_PORT is not a port number/);
    expect(wrong).toThrow(/DATABASE_URL is not a postgres:\/\//);
    expect(wrong).toThrow(/LOCAL_ADMIN_EMAIL is not an e-mail address/);
  });
});
