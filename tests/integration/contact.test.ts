import { describe, expect, it } from "vitest";
import { isEmailAddress } from "../../src/lib/email";
import { client, clientFrom, freshAddress, serviceClient, useBackend } from "./backend";
import { itRefusesAndStoresNothing, itTakesFiveAnHourFromOneAddress, visitorRpc } from "./visitorRpc";

const handle = useBackend();
const THANKS = "Thank you for your message! We will get back to you soon.";

const valid = () => ({
  name: "Asha Gupta",
  email: `asha-${Math.random().toString(36).slice(2, 10)}@example.org`,
  phone: "+91 98765 43210",
  subject: "services",
  message: "We would like to book an assessment for our son.",
});

const rpc = visitorRpc(handle, "submit_contact_message", "contact_messages", { freshAddresses: false });
const { rpcUrl, storedCount } = rpc;

describe("submit_contact_message", () => {
  it("stores a valid message sent as JSON by supabase-js, and answers success", async () => {
    const message = valid();
    const { data, error } = await client(handle.backend).rpc("submit_contact_message", message);
    expect(error).toBeNull();
    expect(data).toEqual({ success: true, message: THANKS });
    const { data: rows } = await serviceClient(handle.backend)
      .from("contact_messages")
      .select("*")
      .eq("email", message.email);
    expect(rows).toHaveLength(1);
    expect(rows![0]).toMatchObject({ name: message.name, phone: message.phone, subject: "services", handled: false });
  });

  it("stores a valid message sent form-encoded, with the API key in the query as a hidden form sends it", async () => {
    const message = valid();
    const res = await fetch(`${rpcUrl()}?apikey=${handle.backend.anonKey}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(message).toString(),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: THANKS });
    expect(await storedCount(message.email)).toBe(1);
  });

  it("takes an empty phone as no phone", async () => {
    const message = { ...valid(), phone: "" };
    await client(handle.backend).rpc("submit_contact_message", message);
    const { data } = await serviceClient(handle.backend)
      .from("contact_messages")
      .select("phone")
      .eq("email", message.email);
    expect(data).toEqual([{ phone: null }]);
  });

  const long = (n: number) => "x".repeat(n);
  const malformed: Array<[string, unknown, RegExp]> = [
    ["empty name", { ...valid(), name: "" }, /^Please fill in all required fields\.$/],
    ["whitespace name", { ...valid(), name: "   " }, /^Please fill in all required fields\.$/],
    ["empty email", { ...valid(), email: "" }, /^Please fill in all required fields\.$/],
    ["empty subject", { ...valid(), subject: "" }, /^Please fill in all required fields\.$/],
    ["whitespace message", { ...valid(), message: "\n\t " }, /^Please fill in all required fields\.$/],
    [
      "missing message",
      { name: "A", email: "a@example.org", subject: "other" },
      /^Please fill in all required fields\.$/,
    ],
    ["email without @", { ...valid(), email: "asha.example.org" }, /^Please enter a valid email address\.$/],
    ["email with a space", { ...valid(), email: "asha gupta@example.org" }, /^Please enter a valid email address\.$/],
    ["email without a domain dot", { ...valid(), email: "asha@example" }, /^Please enter a valid email address\.$/],
    ["email with two @", { ...valid(), email: "a@b@example.org" }, /^Please enter a valid email address\.$/],
    [
      "markup as the e-mail",
      { ...valid(), email: "<script>alert(1)</script>@x.org" },
      /^Please enter a valid email address\.$/,
    ],
    ["a quoted e-mail", { ...valid(), email: '"asha"@example.org' }, /^Please enter a valid email address\.$/],
    [
      "a name of zero-width spaces",
      { ...valid(), name: "\u200B\u200B\u200B" },
      /^Please fill in all required fields\.$/,
    ],
    [
      "a message of invisible characters",
      { ...valid(), message: "\uFEFF \u2060\u00AD\u200D\u00A0" },
      /^Please fill in all required fields\.$/,
    ],
    [
      "a name of combining marks alone",
      { ...valid(), name: "\u0301\u0301\u0301" },
      /^Please enter a name with at least one letter or digit\.$/,
    ],
    ["a name of dots", { ...valid(), name: ". . ." }, /^Please enter a name with at least one letter or digit\.$/],
    [
      "a message of punctuation and marks",
      { ...valid(), message: "?!\u0308" },
      /^Please write a message with at least one letter or digit\.$/,
    ],
    ["a client key that is not a UUID", { ...valid(), client_key: "1" }, /^The message key is not valid\./],
    ["unknown subject", { ...valid(), subject: "lottery" }, /^Please choose a subject from the list\.$/],
    ["subject by label", { ...valid(), subject: "Services Inquiry" }, /^Please choose a subject from the list\.$/],
    ["name too long", { ...valid(), name: long(121) }, /^Name must be at most 120 characters\.$/],
    ["email too long", { ...valid(), email: `${long(250)}@example.org` }, /^Email must be at most 254 characters\.$/],
    ["phone too long", { ...valid(), phone: "9".repeat(31) }, /^Phone must be at most 30 characters\.$/],
    ["message too long", { ...valid(), message: long(5001) }, /^Message must be at most 5000 characters\.$/],
    ["name as a number", { ...valid(), name: 42 }, /^Every field must be text\.$/],
    ["message as an object", { ...valid(), message: { text: "hi" } }, /^Every field must be text\.$/],
    ["email as an array", { ...valid(), email: ["a@example.org"] }, /^Every field must be text\.$/],
    ["phone as a boolean", { ...valid(), phone: true }, /^Every field must be text\.$/],
    ["an extra field", { ...valid(), website: "http://spam.example" }, /^Unknown field: website\.$/],
    ["an extra field alone", { ...valid(), is_admin: true }, /^Unknown field: is_admin\.$/],
    ["an empty object", {}, /^Please fill in all required fields\.$/],
  ];

  itRefusesAndStoresNothing(rpc, malformed);

  it("refuses a form-encoded post with an unknown field, and stores nothing", async () => {
    const before = await storedCount();
    const res = await fetch(rpcUrl(), {
      method: "POST",
      headers: { apikey: handle.backend.anonKey, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...valid(), extra: "1" }).toString(),
    });
    expect(res.ok).toBe(false);
    expect((await res.json()).message).toMatch(/submit_contact_message/);
    expect(await storedCount()).toBe(before);
  });

  itTakesFiveAnHourFromOneAddress("accepts five messages an hour from one address and refuses the sixth", rpc, valid);

  it("agrees with the form on which addresses are mailboxes (src/lib/email.ts)", async () => {
    const addresses = [
      "asha@example.org",
      "o'neil@example.ie",
      "asha+school@example.co.in",
      "asha@example.org.",
      "as\u200Bha@example.org",
      "आशा@उदाहरण.भारत",
      "<b>asha</b>@example.org",
      "asha@exam ple.org",
      "asha@example..org",
      "asha@.example.org",
      "asha;drop@example.org",
      "asha@example.org>",
      "\u200B@example.org",
      "asha@exa\u00A0mple.org",
    ];
    for (const email of addresses) {
      // Each from its own address, so the per-network limit never decides.
      const { data } = await clientFrom(handle.backend, freshAddress()).rpc("submit_contact_message", {
        ...valid(),
        email,
      });
      const answer = data as { success: boolean; message: string };
      expect({ email, server: answer.success }).toEqual({ email, server: isEmailAddress(email) });
    }
  });

  it("is the only way in: visitors cannot insert into contact_messages directly", async () => {
    const { error } = await client(handle.backend)
      .from("contact_messages")
      .insert(valid() as never);
    expect(error?.code).toBe("42501");
  });
});
