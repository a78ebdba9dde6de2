import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { aMessage, tag } from "../support/rows";
import { clientFrom, freshAddress, serviceClient, staffClient, useBackend } from "./backend";
import { expectUpdateRefused } from "./refused";

// The limits of submit_contact_message under concurrency (docs/decisions/015-visitor-submissions-one-mailbox-counted-once-limits-under-a.md, "Visitor
// submissions"). Each call leaves from its own loopback address unless a test says otherwise, as
// the gateway takes the client's address from the socket (clientNetwork.test.ts).

const handle = useBackend();
const TOO_MANY = "Too many messages from this address. Please try again in an hour.";

type Answer = { success: boolean; message: string };

async function send(
  fields: { email: string; name?: string; message?: string; client_key?: string },
  ip = freshAddress(),
) {
  const { data, error } = await clientFrom(handle.backend, ip).rpc("submit_contact_message", {
    name: fields.name ?? "Asha Gupta",
    email: fields.email,
    phone: "",
    subject: "support",
    message: fields.message ?? "Could we visit on Saturday?",
    ...(fields.client_key ? { client_key: fields.client_key } : {}),
  });
  if (error) throw new Error(`rpc failed: ${error.message}`);
  return data as Answer;
}

async function stored(column: "email_key" | "client_key" | "message", value: string) {
  const { data, error } = await serviceClient(handle.backend)
    .from("contact_messages")
    .select("email, held_for_review")
    .eq(column, value);
  if (error) throw new Error(error.message);
  return data;
}

describe("submit_contact_message limits", () => {
  it("stores exactly 5 of 30 concurrent messages from one address, and refuses the rest plainly", async () => {
    const email = `asha.${tag()}@example.org`;
    const answers = await Promise.all(Array.from({ length: 30 }, () => send({ email })));
    expect(answers.filter((a) => a.success)).toHaveLength(5);
    expect(answers.filter((a) => !a.success).map((a) => a.message)).toEqual(Array(25).fill(TOO_MANY));
    expect(await stored("email_key", email.replace(".", ""))).toHaveLength(5);
  });

  it("counts the variants of one mailbox as one: +tag, dots, case, trailing dot, invisible characters, look-alikes", async () => {
    const local = `asha${tag()}`;
    const [first, rest] = [local.slice(0, 2), local.slice(2)];
    const variants = [
      `${first}.${rest}@example.org`,
      `${local}+school@example.org`,
      `${local.toUpperCase()}@EXAMPLE.ORG`,
      `${local}@example.org.`,
      `${first}\u200B${rest}@example.org`,
      `${local}\uFEFF@exam\u00ADple.org`,
      `${first}\u2060.${rest}+x@example.org`,
      `\u0430${local.slice(1)}@example.org`, // Cyrillic а
      `${local}@\u0435x\u0430mple.\u043Erg`, // Cyrillic е, а, о
      `${local}@ex\u03B1mple.org`, // Greek α
      `${local.replace(/./g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))}@example.org`, // full-width
    ];
    const emails = Array.from({ length: 30 }, (_, i) => variants[i % variants.length]);
    const answers = await Promise.all(emails.map((email) => send({ email })));
    expect(answers.filter((a) => a.success)).toHaveLength(5);
    expect(answers.filter((a) => !a.success).every((a) => a.message === TOO_MANY)).toBe(true);
    const rows = await stored("email_key", `${local}@example.org`);
    expect(rows).toHaveLength(5);
    // Stored as typed, not as counted.
    for (const row of rows!) expect(emails).toContain(row.email);
  });

  it("stores all of 150 concurrent messages from different senders: past the hour's threshold they are held, never refused", async () => {
    const run = tag();
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) => send({ email: `parent${i}.${run}@example.org`, message: `Flood ${run}` })),
    );
    expect(answers.filter((a) => !a.success).map((a) => a.message)).toEqual([]);
    const rows = await stored("message", `Flood ${run}`);
    expect(rows).toHaveLength(150);
    const held = rows!.filter((r) => r.held_for_review).length;
    expect(held).toBeGreaterThan(0);
    expect(held).toBeLessThan(150);
  }, 120_000);

  it("stores a message once however often its key is sent, one after another or at once", async () => {
    const key = randomUUID();
    const email = `retry.${tag()}@example.org`;
    expect(await send({ email, client_key: key })).toEqual({ success: true, message: expect.stringMatching(/^Thank/) });
    expect((await send({ email, client_key: key })).success).toBe(true);
    expect(await stored("client_key", key)).toHaveLength(1);

    const burstKey = randomUUID();
    const burst = await Promise.all(Array.from({ length: 10 }, () => send({ email, client_key: burstKey })));
    expect(burst.every((a) => a.success)).toBe(true);
    expect(await stored("client_key", burstKey)).toHaveLength(1);
    // A repeat is not a new message: it does not use up the address's hour either.
    expect(await stored("email_key", email.replace("retry.", "retry"))).toHaveLength(2);
  });

  it("allows 20 messages an hour from one network, then refuses with a plain message", async () => {
    const ip = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => send({ email: `school${i}.${tag()}@example.org` }, ip)),
    );
    expect(answers.filter((a) => a.success)).toHaveLength(20);
    expect(answers.find((a) => !a.success)?.message).toBe(
      "Too many messages have come from your network in the last hour. Please try again later.",
    );
  });
});

describe("held messages", () => {
  it("staff may release a held message and mark it handled, but change nothing else", async () => {
    const service = serviceClient(handle.backend);
    const { data: row, error } = await service
      .from("contact_messages")
      .insert(aMessage({ name: "Held", email: `held.${tag()}@example.org`, held_for_review: true }))
      .select("id")
      .single();
    expect(error).toBeNull();
    const staff = await staffClient(handle.backend);
    const released = await staff
      .from("contact_messages")
      .update({ held_for_review: false, handled: true })
      .eq("id", row!.id)
      .select("held_for_review, handled");
    expect(released.error).toBeNull();
    expect(released.data).toEqual([{ held_for_review: false, handled: true }]);

    await expectUpdateRefused(staff, "contact_messages", row!.id, { message: "changed" });
  });
});
