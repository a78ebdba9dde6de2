import { LOCAL_ANON_KEY, LOCAL_API_PORT } from "../../supabase/local/keys";

// Where the backend is. `npm start` sets these for the local stand-in; a deployment sets them
// for its hosted Supabase project. Unset, they point at the local stand-in's defaults.
export const supabaseUrl: string =
  (import.meta.env.VITE_SUPABASE_URL as string | undefined) || `http://127.0.0.1:${LOCAL_API_PORT}`;
export const supabaseAnonKey: string = (import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined) || LOCAL_ANON_KEY;
