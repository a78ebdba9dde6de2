// Where the backend is: the Supabase project's URL and its anon (publishable) key, baked in at
// build time. `npm start` and the tests set them for the local stand-in; `vite build` refuses to
// run without them (vite.config.ts), so a production site never points at 127.0.0.1 by accident.
export const supabaseUrl: string = import.meta.env.VITE_SUPABASE_URL;
export const supabaseAnonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY;
