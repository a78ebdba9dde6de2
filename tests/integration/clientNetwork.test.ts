import { describe, expect, it } from "vitest";
import { tag } from "../support/rows";
import { clientFrom, freshAddress, serviceClient, useBackend, useMigratedDatabase } from "./backend";

// The per-network limit counts the client as the gateway saw it, never as the caller wrote it
// (docs/decisions/065-the-clients-address-cf-connecting-ip-never-the-first-hop-of.md, "The client's address"): private.client_network() reads CF-Connecting-IP,
// which hosted Supabase's edge sets and the local gateway sets from the socket; X-Forwarded-For is
// the caller's to write. A missing or unparseable address is one shared bucket, never no limit.

const handle = useBackend();
const db = useMigratedDatabase();
const NETWORK_LIMIT = "Too many messages have come from your network in the last hour. Please try again later.";

const message = (run: string, i: number) => ({
  name: "Asha Gupta",
  email: `parent${i}.${run}@example.org`,
  phone: "",
  subject: "support",
  message: `Network ${run}`,
});

describe("through the gateway", () => {
  it("stores at most 20 of 40 calls from one address, whatever they write in the forwarding headers", async () => {
    const run = tag();
    const address = freshAddress();
    const forged = (i: number): Record<string, string> =>
      [
        { "X-Forwarded-For": `198.51.100.${i}` },
        { "X-Forwarded-For": `2001:db8:${i}::1, 203.0.113.9` },
        { "X-Forwarded-For": "not an address" },
        { "X-Forwarded-For": "" },
        { "CF-Connecting-IP": `192.0.2.${i}` },
        { "CF-Connecting-IP": "garbage", "X-Real-IP": `192.0.2.${i}` },
        { Forwarded: `for=192.0.2.${i}` },
        {},
      ][i % 8];
    const answers = [];
    for (let i = 0; i < 40; i += 1) {
      let call = clientFrom(handle.backend, address).rpc("submit_contact_message", message(run, i));
      for (const [name, value] of Object.entries(forged(i))) call = call.setHeader(name, value);
      const { data, error } = await call;
      expect(error).toBeNull();
      answers.push(data as { success: boolean; message: string });
    }
    expect(answers.filter((a) => a.success)).toHaveLength(20);
    expect(answers.slice(20).every((a) => !a.success && a.message === NETWORK_LIMIT)).toBe(true);
    const { count } = await serviceClient(handle.backend)
      .from("contact_messages")
      .select("*", { count: "exact", head: true })
      .eq("message", `Network ${run}`);
    expect(count).toBe(20);
    // Another address is another network.
    const other = await clientFrom(handle.backend, freshAddress()).rpc("submit_contact_message", message(run, 99));
    expect(other.data).toMatchObject({ success: true });
  });
});

describe("in SQL, with request.headers set as PostgREST sets them", () => {
  /** One call as PostgREST makes it: the anon role and the request's headers, in a transaction of its own. */
  async function submit(headers: Record<string, string> | null, run: string, i: number) {
    return db.sql.begin(async (tx) => {
      await tx`set local role anon`;
      if (headers) await tx`select set_config('request.headers', ${JSON.stringify(headers)}, true)`;
      const [row] = await tx<{ answer: { success: boolean; message: string } }[]>`
        select public.submit_contact_message(${tx.json(message(run, i))}::jsonb) as answer`;
      return row.answer;
    });
  }

  async function stored(run: string) {
    const [row] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from public.contact_messages where message = ${`Network ${run}`}`;
    return row.n;
  }

  it("counts by CF-Connecting-IP and ignores 40 rotating X-Forwarded-For values", async () => {
    const run = tag();
    for (let i = 0; i < 40; i += 1) {
      await submit({ "cf-connecting-ip": "203.0.113.50", "x-forwarded-for": `10.0.${i}.1, 203.0.113.50` }, run, i);
    }
    expect(await stored(run)).toBe(20);
  });

  it("puts a missing or unparseable address in one shared bucket, never no limit", async () => {
    const run = tag();
    const unusable: (Record<string, string> | null)[] = [
      null,
      {},
      { "x-forwarded-for": "198.51.100.7" },
      { "cf-connecting-ip": "" },
      { "cf-connecting-ip": "not an address" },
      { "cf-connecting-ip": "10.0.0.0/8" },
      { "cf-connecting-ip": "192.0.2.1, 192.0.2.2" },
      { "cf-connecting-ip": "999.1.1.1" },
    ];
    const answers = [];
    for (let i = 0; i < 40; i += 1) answers.push(await submit(unusable[i % unusable.length], run, i));
    expect(answers.filter((a) => a.success)).toHaveLength(20);
    expect(answers.at(-1)).toEqual({ success: false, message: NETWORK_LIMIT });
    expect(await stored(run)).toBe(20);
  });

  it("counts an IPv6 client per /64", async () => {
    const run = tag();
    const answers = [];
    for (let i = 1; i <= 21; i += 1) {
      answers.push(await submit({ "cf-connecting-ip": `2001:db8:1:2::${i.toString(16)}` }, run, i));
    }
    expect(answers.slice(0, 20).every((a) => a.success)).toBe(true);
    expect(answers[20]).toEqual({ success: false, message: NETWORK_LIMIT });
    // Another /64 is another client.
    expect((await submit({ "cf-connecting-ip": "2001:db8:1:3::1" }, run, 22)).success).toBe(true);
  });
});
