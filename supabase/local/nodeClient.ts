import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { request } from "node:http";
import WebSocket from "ws";
import type { Database } from "../../src/lib/database.types";

/**
 * supabase-js as tests and scripts use it from Node: no stored session, no refresh timer, and
 * `ws` as the realtime transport, which Node 20 lacks. With `localAddress`, its requests leave
 * from that loopback address (fetchFrom).
 */
export function nodeClient(url: string, key: string, localAddress?: string): SupabaseClient<Database> {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    ...(localAddress ? { global: { fetch: fetchFrom(localAddress) } } : {}),
  });
}

/**
 * fetch whose connections leave from this loopback address (Linux answers on all of 127.0.0.0/8).
 * The gateway takes the caller's address from the socket and nowhere else (docs/decisions/065-the-clients-address-cf-connecting-ip-never-the-first-hop-of.md,
 * "The client's address"), so this is how a test stands for visitors on different networks.
 */
export function fetchFrom(localAddress: string): typeof fetch {
  return async (input, init) => {
    const outgoing = new Request(input, init);
    const body = outgoing.body ? Buffer.from(await outgoing.arrayBuffer()) : undefined;
    return new Promise<Response>((resolve, reject) => {
      const req = request(
        outgoing.url,
        { method: outgoing.method, headers: Object.fromEntries(outgoing.headers), localAddress },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("error", reject);
          res.on("end", () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              for (const one of [value ?? []].flat()) headers.append(name, one);
            }
            const status = res.statusCode ?? 500;
            resolve(new Response([204, 304].includes(status) ? null : Buffer.concat(chunks), { status, headers }));
          });
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  };
}
