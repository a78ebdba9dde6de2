// The Supabase CLI's well-known local development keys. They protect nothing: they are public,
// and exist so that the local stand-in and `supabase start` are interchangeable
// (docs/decisions/091-the-new-api-keys-and-es256-sessions-locally.md).

/** The publishable key (browsers) and the secret key (servers): not JWTs, sent in `apikey` only. */
export const LOCAL_PUBLISHABLE_KEY = "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH";
export const LOCAL_SECRET_KEY = "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz";

/**
 * The key Auth signs sessions with (ES256, as a new hosted project's), fixed like the keys above
 * so that a session survives a restart and every checkout verifies the same way. Its public half
 * is served at /auth/v1/.well-known/jwks.json.
 */
export const LOCAL_SIGNING_KEY = {
  kty: "EC",
  crv: "P-256",
  kid: "local-es256-1",
  alg: "ES256",
  use: "sig",
  x: "0mc2u_jFOeLdzqXslPYJPcKtga3Lw8BkzDhMaCcaxFE",
  y: "VntVKcHMmeb299TMKsxuCtXo6fo5nhGKV99zr58KPfI",
  d: "nU1wMskQysrniIPTrgrLDFXthgtS-dgGUBemQ4y4X80",
} as const;

/** Legacy (deprecated by Supabase at the end of 2026): the HS256 secret and the JWT keys signed with it, still accepted. */
export const LOCAL_JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";
export const LOCAL_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";
export const LOCAL_SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";

export const LOCAL_API_PORT = 54321;

/** The local staff login, unless LOCAL_ADMIN_EMAIL / LOCAL_ADMIN_PASSWORD say otherwise. */
export const LOCAL_ADMIN_EMAIL = "admin@example.org";
export const LOCAL_ADMIN_PASSWORD = "admin-password";
