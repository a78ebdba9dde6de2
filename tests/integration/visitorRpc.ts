import { expect, it } from "vitest";
import type { Backend } from "../../supabase/local/backend";
import { fetchFrom } from "../../supabase/local/nodeClient";
import { freshAddress, serviceClient } from "./backend";

// A visitor form's RPC (submit_contact_message, submit_receipt_request) as the site's outbox calls
// it, over HTTP with the anon key, and the checks every such RPC must pass: whatever it refuses,
// it answers with a clear message and stores nothing; it takes five an hour from one address.

type Answer = { success?: boolean; message?: string };

export function visitorRpc(
  handle: { backend: Backend },
  rpc: "submit_contact_message" | "submit_receipt_request",
  table: "contact_messages" | "receipt_requests",
  /** Each post from its own loopback address, so that the per-network limit never decides. */
  options: { freshAddresses: boolean },
) {
  const rpcUrl = () => `${handle.backend.url}/rest/v1/rpc/${rpc}`;
  return {
    rpcUrl,
    async postJson(body: unknown) {
      const post = options.freshAddresses ? fetchFrom(freshAddress()) : fetch;
      const res = await post(rpcUrl(), {
        method: "POST",
        headers: { apikey: handle.backend.anonKey, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Answer };
    },
    /** The rows stored, all or those of one e-mail address (in any case). */
    async storedCount(email?: string) {
      let query = serviceClient(handle.backend).from(table).select("*", { count: "exact", head: true });
      if (email) query = query.ilike("email", email);
      return (await query).count;
    },
  };
}

type VisitorRpc = ReturnType<typeof visitorRpc>;

/** Each malformed body is refused with its message (HTTP 200, success false); so is a body that is not an object. */
export function itRefusesAndStoresNothing(rpc: VisitorRpc, malformed: Array<[string, unknown, RegExp]>) {
  it.each(malformed)("refuses %s with a clear message and stores nothing", async (_label, body, expected) => {
    const before = await rpc.storedCount();
    const { status, body: answer } = await rpc.postJson(body);
    expect(status).toBe(200);
    expect(answer.success).toBe(false);
    expect(answer.message).toMatch(expected);
    expect(await rpc.storedCount()).toBe(before);
  });

  it("refuses a body that is not an object, and stores nothing", async () => {
    const before = await rpc.storedCount();
    for (const body of [[1, 2], "hello", 7, null]) {
      const { status, body: answer } = await rpc.postJson(body);
      expect(answer.success === true).toBe(false);
      expect(status === 200 && answer.success !== false).toBe(false);
    }
    expect(await rpc.storedCount()).toBe(before);
  });
}

/** Five from one e-mail address in an hour are stored; the sixth, the address in capitals, is refused. */
export function itTakesFiveAnHourFromOneAddress(title: string, rpc: VisitorRpc, valid: () => { email: string }) {
  it(title, async () => {
    const email = valid().email;
    for (let i = 0; i < 5; i += 1) {
      expect((await rpc.postJson({ ...valid(), email })).body.success).toBe(true);
    }
    const sixth = await rpc.postJson({ ...valid(), email: email.toUpperCase() });
    expect(sixth.body).toEqual({
      success: false,
      message: "Too many messages from this address. Please try again in an hour.",
    });
    expect(await rpc.storedCount(email)).toBe(5);
  });
}
