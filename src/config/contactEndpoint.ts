import { anonymousHeaders, contactEndpoint as override, supabasePublishableKey, supabaseUrl } from "../lib/env";

export type ContactEndpoint = {
  /**
   * "rpc": our own submit_contact_message, which stores a message's key once, so a message it
   * could not take is kept on the device and sent again. "override": an endpoint we do not run
   * (VITE_CONTACT_ENDPOINT), tried by JSON, then form-encoded, then a hidden form.
   */
  kind: "rpc" | "override";
  /** Where the fetch methods post. */
  url: string;
  /** Headers the fetch methods send (the API key for the database RPC, none for an override). */
  headers: Record<string, string>;
  /** Where the hidden form posts: a form cannot send headers, so the API key rides in the query. */
  formActionUrl: string;
};

const rpcUrl = `${supabaseUrl}/rest/v1/rpc/submit_contact_message`;

/** Where the contact form posts; VITE_CONTACT_ENDPOINT overrides the database RPC (docs/architecture.md). */
export const contactEndpoint: ContactEndpoint = override
  ? { kind: "override", url: override, headers: {}, formActionUrl: override }
  : {
      kind: "rpc",
      url: rpcUrl,
      headers: anonymousHeaders,
      formActionUrl: `${rpcUrl}?apikey=${encodeURIComponent(supabasePublishableKey)}`,
    };
