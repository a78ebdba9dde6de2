// The browser's settings (where the backend is, the site's origin), read once and checked (src/lib/settings.ts): `npm start` and the tests
// set the values for the local stand-in; `vite build` refuses to run without valid ones
// (vite.config.ts), so a production site never points at 127.0.0.1 or nowhere by accident.
import { browserSettings } from "./settings";

export const { supabaseUrl, supabaseAnonKey, contactEndpoint } = browserSettings(import.meta.env);
