import { supabaseAnonKey, supabaseUrl } from "../lib/env";

export type ContactEndpoint = {
  /** Where the two fetch methods post. */
  url: string;
  /** Headers the two fetch methods send (the API key for the database RPC, none for an override). */
  headers: Record<string, string>;
  /** Where the hidden form posts: a form cannot send headers, so the API key rides in the query. */
  formActionUrl: string;
};

const override = import.meta.env.VITE_CONTACT_ENDPOINT as string | undefined;
const rpcUrl = `${supabaseUrl}/rest/v1/rpc/submit_contact_message`;

/**
 * Where the contact form posts; VITE_CONTACT_ENDPOINT overrides the database RPC
 * (docs/architecture.md#contact-endpoint).
 */
export const contactEndpoint: ContactEndpoint = override
  ? { url: override, headers: {}, formActionUrl: override }
  : {
      url: rpcUrl,
      headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` },
      formActionUrl: `${rpcUrl}?apikey=${encodeURIComponent(supabaseAnonKey)}`,
    };
