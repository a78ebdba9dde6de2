import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { client, serviceClient, useBackendWithSql } from "./backend";

// The OAuth 2.1 server's client administration through supabase-js's real admin client
// (docs/architecture.md, "The local stand-in"), under a config.toml that switches the OAuth server
// on, as the auth-js test suite's does.
const dir = mkdtempSync(join(tmpdir(), "auth-oauth-config-"));
const configFile = join(dir, "config.toml");
writeFileSync(configFile, ["[auth.oauth_server]", "enabled = true"].join("\n"));
const ctx = useBackendWithSql({ auth: { configFile } });

describe("OAuth server clients", () => {
  it("creates, reads, lists, updates, regenerates the secret of and deletes a client, keeping only the secret's hash", async () => {
    const oauth = serviceClient(ctx.backend).auth.admin.oauth;
    const created = await oauth.createClient({
      client_name: "Parents' app",
      redirect_uris: ["https://app.example.org/callback", "http://localhost:3000/callback"],
    });
    expect(created.error).toBeNull();
    const made = created.data!;
    expect(made).toMatchObject({
      client_type: "confidential",
      token_endpoint_auth_method: "client_secret_basic",
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      registration_type: "manual",
    });
    expect(made.client_secret).toMatch(/^[\w-]{43}$/);

    const read = await oauth.getClient(made.client_id);
    expect(read.data).toMatchObject({ client_id: made.client_id, client_name: "Parents' app" });
    expect(read.data).not.toHaveProperty("client_secret");
    expect((await oauth.listClients()).data!.clients.map((c) => c.client_id)).toContain(made.client_id);

    const updated = await oauth.updateClient(made.client_id, { logo_uri: "https://app.example.org/logo.png" });
    expect(updated.data).toMatchObject({ client_name: "Parents' app", logo_uri: "https://app.example.org/logo.png" });

    const regenerated = await oauth.regenerateClientSecret(made.client_id);
    expect(regenerated.data!.client_secret).toMatch(/^[\w-]{43}$/);
    expect(regenerated.data!.client_secret).not.toBe(made.client_secret);

    const [row] = await ctx.sql<{ client_secret_hash: string }[]>`
      select client_secret_hash from auth.oauth_clients where id = ${made.client_id}`;
    expect(row.client_secret_hash).toBe(
      createHash("sha256").update(regenerated.data!.client_secret!).digest("base64url"),
    );

    expect((await oauth.deleteClient(made.client_id)).error).toBeNull();
    const gone = await oauth.getClient(made.client_id);
    expect(gone.error).toMatchObject({ status: 404, code: "oauth_client_not_found" });
  });

  it("refuses a client without redirect URIs or with a plain-http one off this machine", async () => {
    const oauth = serviceClient(ctx.backend).auth.admin.oauth;
    const none = await oauth.createClient({ client_name: "No URIs", redirect_uris: [] });
    expect(none.error).toMatchObject({ status: 400, code: "validation_failed", message: "redirect_uris is required" });
    const http = await oauth.createClient({ client_name: "Plain", redirect_uris: ["http://example.org/cb"] });
    expect(http.error?.message).toMatch(/HTTP scheme only allowed for localhost/);
  });

  it("answers only the secret key: the publishable key and a signed-in user get 403", async () => {
    const publishable = await client(ctx.backend).auth.admin.oauth.createClient({
      client_name: "Sneaky",
      redirect_uris: ["https://app.example.org/callback"],
    });
    expect(publishable.error).toMatchObject({ status: 403, code: "not_admin" });
    const listed = await fetch(`${ctx.backend.url}/auth/v1/admin/oauth/clients`, {
      headers: { apikey: ctx.backend.publishableKey },
    });
    expect(listed.status).toBe(403);
  });
});
