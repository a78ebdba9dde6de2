// The browser's settings (where the backend is, the site's origin), read once and checked (src/lib/settings.ts): `npm start` and the tests
// set the values for the local stand-in; `vite build` refuses to run without valid ones
// (vite.config.ts), so a production site never points at 127.0.0.1 or nowhere by accident.
import { browserSettings } from "./settings";

const settings = browserSettings(import.meta.env);

export const { supabaseUrl, supabasePublishableKey, contactEndpoint } = settings;
/** The same key under its legacy name, for modules not yet moved to supabasePublishableKey. */
export const supabaseAnonKey = supabasePublishableKey;
/**
 * The headers of an anonymous request made by hand: the key in `apikey` only. A publishable key is
 * no JWT and belongs in no Authorization header; the gateway runs the request as the anon role.
 */
export const anonymousHeaders: Record<string, string> = { apikey: supabasePublishableKey };

// Said once, in the console of whoever checks the site: a legacy key still works, until Supabase turns it off.
if (settings.supabaseKeySource === "VITE_SUPABASE_ANON_KEY") {
  console.warn(
    "Supabase: this build uses the legacy anon key (VITE_SUPABASE_ANON_KEY), which Supabase retires at the end of 2026; " +
      "set VITE_SUPABASE_PUBLISHABLE_KEY (sb_publishable_…) instead.",
  );
}
