/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL: string;
  readonly VITE_SUPABASE_PUBLISHABLE_KEY?: string;
  /** Legacy: read only when VITE_SUPABASE_PUBLISHABLE_KEY is unset. */
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_CONTACT_ENDPOINT?: string;
  readonly VITE_SITE_URL?: string;
}
