// A test function: answers what it received and which of Supabase's variables it was given.
import escapeHtml from "npm:escape-html@1.0.3";

Deno.serve(async (req) => {
  const url = new URL(req.url);
  return Response.json({
    method: req.method,
    path: url.pathname,
    search: url.search,
    body: req.method === "GET" ? null : await req.json(),
    escaped: escapeHtml("<b>"),
    supabaseUrl: Deno.env.get("SUPABASE_URL"),
    hasAnonKey: Boolean(Deno.env.get("SUPABASE_ANON_KEY")),
    hasServiceRoleKey: Boolean(Deno.env.get("SUPABASE_SERVICE_ROLE_KEY")),
    publishableKeys: JSON.parse(Deno.env.get("SUPABASE_PUBLISHABLE_KEYS") ?? "null"),
    secretKeys: JSON.parse(Deno.env.get("SUPABASE_SECRET_KEYS") ?? "null"),
    jwks: JSON.parse(Deno.env.get("SUPABASE_JWKS") ?? "null"),
  });
});
