// The Supabase CLI's well-known local development secrets. They protect nothing: they are
// public, and exist so that the local stand-in and `supabase start` are interchangeable.
export const LOCAL_JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";
export const LOCAL_API_PORT = 54321;
export const LOCAL_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";
export const LOCAL_SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";

/** The local staff login, unless LOCAL_ADMIN_EMAIL / LOCAL_ADMIN_PASSWORD say otherwise. */
export const LOCAL_ADMIN_EMAIL = "admin@example.org";
export const LOCAL_ADMIN_PASSWORD = "admin-password";
