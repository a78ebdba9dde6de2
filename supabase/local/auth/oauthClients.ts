import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Sql } from "postgres";
import { AuthError } from "./http";

// The OAuth 2.1 server's client administration (`/admin/oauth/clients`, service_role only), after
// supabase/auth internal/api/oauthserver (handlers.go, service.go), in upstream's table
// auth.oauth_clients. Only the SHA-256 of a confidential client's secret is kept; the secret is
// shown once, when made. The authorization flow itself (/oauth/authorize, /oauth/token) is not
// built: docs/decisions/107-passkeys-and-oauth-clients-in-the-auth-stand-in.md.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const GRANT_TYPES = ["authorization_code", "refresh_token"];
const AUTH_METHODS = ["none", "client_secret_basic", "client_secret_post"];
const DANGEROUS_SCHEMES = ["javascript:", "data:", "file:", "vbscript:", "about:", "blob:"];

interface ClientRow {
  id: string;
  client_secret_hash: string | null;
  registration_type: "dynamic" | "manual";
  client_type: "public" | "confidential";
  token_endpoint_auth_method: string;
  redirect_uris: string;
  grant_types: string;
  client_name: string | null;
  client_uri: string | null;
  logo_uri: string | null;
  created_at: Date;
  updated_at: Date;
}

const invalid = (message: string) => new AuthError(400, "validation_failed", message);

/** handlers.go oauthServerClientToResponse: empty fields are left out, the secret only when just made. */
function clientAnswer(row: ClientRow, secret?: string) {
  return {
    client_id: row.id,
    ...(secret !== undefined && { client_secret: secret }),
    client_type: row.client_type,
    redirect_uris: row.redirect_uris.split(",").filter(Boolean),
    token_endpoint_auth_method: row.token_endpoint_auth_method,
    grant_types: row.grant_types.split(",").filter(Boolean),
    response_types: ["code"],
    ...(row.client_name && { client_name: row.client_name }),
    ...(row.client_uri && { client_uri: row.client_uri }),
    ...(row.logo_uri && { logo_uri: row.logo_uri }),
    registration_type: row.registration_type,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function stringList(body: Record<string, unknown>, key: string): string[] | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((item) => typeof item !== "string")) {
    throw new AuthError(400, "bad_json", "Invalid JSON body");
  }
  return value as string[];
}

function optionalString(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "string") throw new AuthError(400, "bad_json", "Invalid JSON body");
  return value;
}

/** service.go validateRedirectURI: an absolute URL, http only on loopback, no fragment, no script schemes. */
function checkRedirectUris(uris: string[]) {
  if (uris.length === 0) throw invalid("redirect_uris is required");
  if (uris.length > 10) throw invalid("redirect_uris cannot exceed 10 items");
  for (const uri of uris) {
    let reason: string | null = null;
    const url = URL.canParse(uri) ? new URL(uri) : null;
    if (!url || !url.host) reason = "must have scheme and host";
    else if (DANGEROUS_SCHEMES.includes(url.protocol)) reason = `scheme '${url.protocol.slice(0, -1)}' is not allowed`;
    else if (url.protocol === "http:" && !["localhost", "127.0.0.1", "[::1]"].includes(url.hostname))
      reason = "HTTP scheme only allowed for localhost";
    else if (url.hash || uri.includes("#")) reason = "fragment not allowed in redirect URI";
    if (reason) throw invalid(`invalid redirect_uri '${uri}': ${reason}`);
  }
}

function checkGrantTypes(grantTypes: string[]) {
  if (grantTypes.length === 0) throw invalid("grant_types cannot be empty");
  if (grantTypes.some((grant) => !GRANT_TYPES.includes(grant)))
    throw invalid("grant_types must only contain 'authorization_code' and/or 'refresh_token'");
}

function checkUri(value: string | undefined, field: string) {
  if (!value) return;
  if (value.length > 2048) throw invalid(`${field} cannot exceed 2048 characters`);
  if (!URL.canParse(value)) throw invalid(`${field} must be a valid URL`);
}

/** 32 random bytes, base64url, as upstream's generateClientSecret; stored as its SHA-256 only. */
function newSecret() {
  const secret = randomBytes(32).toString("base64url");
  return { secret, hash: createHash("sha256").update(secret).digest("base64url") };
}

export function createOAuthClients(sql: Sql) {
  async function load(clientId: string): Promise<ClientRow> {
    if (!UUID.test(clientId)) throw invalid("invalid client_id format");
    const [row] = await sql<ClientRow[]>`
      select * from auth.oauth_clients where id = ${clientId} and deleted_at is null`;
    if (!row) throw new AuthError(404, "oauth_client_not_found", "OAuth client not found");
    return row;
  }

  return {
    /** POST /admin/oauth/clients (registration_type manual): 201 with the secret, once. */
    async create(body: Record<string, unknown>) {
      const redirectUris = stringList(body, "redirect_uris") ?? [];
      checkRedirectUris(redirectUris);
      const grantTypes = stringList(body, "grant_types") ?? GRANT_TYPES;
      checkGrantTypes(grantTypes);
      const name = optionalString(body, "client_name") ?? "";
      if (name.length > 1024) throw invalid("client_name cannot exceed 1024 characters");
      const clientUri = optionalString(body, "client_uri");
      const logoUri = optionalString(body, "logo_uri");
      checkUri(clientUri, "client_uri");
      checkUri(logoUri, "logo_uri");
      const wantedType = optionalString(body, "client_type") ?? "";
      if (wantedType && wantedType !== "public" && wantedType !== "confidential")
        throw invalid("client_type must be 'public' or 'confidential'");
      const wantedMethod = optionalString(body, "token_endpoint_auth_method") ?? "";
      if (wantedMethod && !AUTH_METHODS.includes(wantedMethod))
        throw invalid(`token_endpoint_auth_method must be one of: [${AUTH_METHODS.join(" ")}]`);
      // client_auth.go DetermineClientType: the type given, else the method's, else confidential.
      const clientType = wantedType || (wantedMethod === "none" ? "public" : "confidential");
      if (wantedMethod && (wantedMethod === "none") !== (clientType === "public"))
        throw invalid(`token_endpoint_auth_method '${wantedMethod}' does not fit a ${clientType} client`);
      const method = wantedMethod || (clientType === "public" ? "none" : "client_secret_basic");
      const credentials = clientType === "confidential" ? newSecret() : null;
      const [row] = await sql<ClientRow[]>`
        insert into auth.oauth_clients (id, client_secret_hash, registration_type, client_type,
          token_endpoint_auth_method, redirect_uris, grant_types, client_name, client_uri, logo_uri)
        values (${randomUUID()}, ${credentials?.hash ?? null}, 'manual', ${clientType}, ${method},
          ${redirectUris.join(",")}, ${grantTypes.join(",")}, ${name || null}, ${clientUri || null},
          ${logoUri || null})
        returning *`;
      return clientAnswer(row, credentials?.secret);
    },

    /** GET /admin/oauth/clients: newest first (upstream pages nothing yet, whatever page is asked). */
    async list() {
      const rows = await sql<ClientRow[]>`
        select * from auth.oauth_clients where deleted_at is null order by created_at desc`;
      return { clients: rows.map((row) => clientAnswer(row)) };
    },

    async get(clientId: string) {
      return clientAnswer(await load(clientId));
    },

    /** PUT /admin/oauth/clients/{id}: only the fields given change. */
    async update(clientId: string, body: Record<string, unknown>) {
      const row = await load(clientId);
      const redirectUris = stringList(body, "redirect_uris");
      const grantTypes = stringList(body, "grant_types");
      const name = optionalString(body, "client_name");
      const clientUri = optionalString(body, "client_uri");
      const logoUri = optionalString(body, "logo_uri");
      const method = optionalString(body, "token_endpoint_auth_method");
      if ([redirectUris, grantTypes, name, clientUri, logoUri, method].every((value) => value === undefined))
        throw invalid("No fields provided for update");
      if (redirectUris) checkRedirectUris(redirectUris);
      if (grantTypes) checkGrantTypes(grantTypes);
      if (name !== undefined && name.length > 1024) throw invalid("client_name cannot exceed 1024 characters");
      checkUri(clientUri, "client_uri");
      checkUri(logoUri, "logo_uri");
      if (
        method !== undefined &&
        (!AUTH_METHODS.includes(method) || (method === "none") !== (row.client_type === "public"))
      )
        throw invalid(`token_endpoint_auth_method '${method}' does not fit a ${row.client_type} client`);
      const [updated] = await sql<ClientRow[]>`
        update auth.oauth_clients set
          redirect_uris = ${redirectUris?.join(",") ?? row.redirect_uris},
          grant_types = ${grantTypes?.join(",") ?? row.grant_types},
          client_name = ${name ?? row.client_name},
          client_uri = ${clientUri ?? row.client_uri},
          logo_uri = ${logoUri ?? row.logo_uri},
          token_endpoint_auth_method = ${method ?? row.token_endpoint_auth_method},
          updated_at = now()
        where id = ${row.id}
        returning *`;
      return clientAnswer(updated);
    },

    /** DELETE: the row stays, marked deleted (upstream's soft delete); 204. */
    async remove(clientId: string) {
      const row = await load(clientId);
      await sql`update auth.oauth_clients set deleted_at = now(), updated_at = now() where id = ${row.id}`;
    },

    /** POST .../regenerate_secret: a new secret for a confidential client; the old one stops working. */
    async regenerateSecret(clientId: string) {
      const row = await load(clientId);
      if (row.client_type !== "confidential") throw invalid("Cannot regenerate secret for public client");
      const { secret, hash } = newSecret();
      const [updated] = await sql<ClientRow[]>`
        update auth.oauth_clients set client_secret_hash = ${hash}, updated_at = now()
        where id = ${row.id} returning *`;
      return clientAnswer(updated, secret);
    },
  };
}
