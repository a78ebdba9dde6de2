import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { tag } from "../support/rows";
import { fetchFrom } from "../../supabase/local/nodeClient";
import { client, clientFrom, freshAddress, serviceClient, staffClient, useBackend } from "./backend";
import { expectUpdateRefused } from "./refused";
import { itRefusesAndStoresNothing, itTakesFiveAnHourFromOneAddress, visitorRpc } from "./visitorRpc";

// submit_receipt_request: the only way a visitor's 80G receipt request reaches the database.
// Every call leaves from its own loopback address, which the gateway passes on as the client's
// (clientNetwork.test.ts), so the per-network limit of one test does not spill into the next.

const handle = useBackend();
const THANKS = "Thank you! We have your request and will send the 80G receipt once we have matched your gift.";

const valid = () => ({
  donor_name: "Asha Gupta",
  pan: "ABCPG1234K",
  address: "12 Civil Lines, Prayagraj 211001",
  email: `asha-${tag()}@example.org`,
  phone: "",
  amount: "2500",
  gift_date: "2026-04-02",
  mode: "upi",
  transaction_reference: `UPI-${tag()}`,
});

const rpc = visitorRpc(handle, "submit_receipt_request", "receipt_requests", { freshAddresses: true });
const { rpcUrl, postJson, storedCount } = rpc;

/** The date in Prayagraj, n days from today, as the RPC reads "today". */
function indianDate(daysFromToday: number) {
  const date = new Date(Date.now() + daysFromToday * 86_400_000);
  return date.toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
}

describe("submit_receipt_request", () => {
  it("stores a valid request sent as JSON by supabase-js, with the PAN as typed, blanks trimmed", async () => {
    const request = { ...valid(), pan: " ABCPG1234K ", amount: "1,00,000.50" };
    const { data, error } = await clientFrom(handle.backend, freshAddress()).rpc("submit_receipt_request", request);
    expect(error).toBeNull();
    expect(data).toEqual({ success: true, message: THANKS });
    const { data: rows } = await serviceClient(handle.backend)
      .from("receipt_requests")
      .select("*")
      .eq("email", request.email);
    expect(rows).toHaveLength(1);
    expect(rows![0]).toMatchObject({
      donor_name: "Asha Gupta",
      pan: "ABCPG1234K",
      amount: 100000.5,
      gift_date: "2026-04-02",
      mode: "upi",
      phone: null,
      issued: false,
    });
  });

  it("stores a valid request sent form-encoded, with the API key in the query", async () => {
    const request = {
      ...valid(),
      email: "",
      phone: "+91 98765 43210",
      mode: "cheque",
      transaction_reference: "004512",
    };
    const before = await storedCount();
    const res = await fetchFrom(freshAddress())(`${rpcUrl()}?apikey=${handle.backend.anonKey}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(request).toString(),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: THANKS });
    expect(await storedCount()).toBe((before ?? 0) + 1);
  });

  it("accepts a cash gift without a transaction reference, and the amount as a JSON number", async () => {
    const { body } = await postJson({ ...valid(), mode: "cash", transaction_reference: "", amount: 500 });
    expect(body).toEqual({ success: true, message: THANKS });
  });

  const malformed: Array<[string, unknown, RegExp]> = [
    ["a PAN with a digit too few", { ...valid(), pan: "ABCPG123K" }, /^Please enter a valid PAN/],
    ["a PAN with letters and digits swapped", { ...valid(), pan: "1234PABCGK" }, /^Please enter a valid PAN/],
    ["a PAN with a space inside", { ...valid(), pan: "ABCPG 1234K" }, /^Please enter a valid PAN/],
    ["the PAN AAAAA0000A (serial number 0000)", { ...valid(), pan: "AAAAA0000A" }, /^Please enter a valid PAN/],
    ["a PAN whose fourth letter is no holder type", { ...valid(), pan: "ABCDE1234F" }, /^Please enter a valid PAN/],
    ["a PAN in small letters (checked as typed)", { ...valid(), pan: "abcpg1234k" }, /^Please enter a valid PAN/],
    ["a PAN with a dotless ı, which upper() makes I", { ...valid(), pan: "ıBCPG1234K" }, /^Please enter a valid PAN/],
    ["a PAN with a long ſ, which upper() makes S", { ...valid(), pan: "ABCPG1234ſ" }, /^Please enter a valid PAN/],
    [
      "a name of combining marks alone",
      { ...valid(), donor_name: "\u0301\u0301\u0301" },
      /^Please enter a name with at least one letter or digit\.$/,
    ],
    ["a name of dots", { ...valid(), donor_name: "..." }, /^Please enter a name with at least one letter or digit\.$/],
    [
      "an address of punctuation",
      { ...valid(), address: "-- , --" },
      /^Please enter an address with at least one letter or digit\.$/,
    ],
    [
      "a reference of dashes",
      { ...valid(), transaction_reference: "---" },
      /^Please enter a transaction reference with at least one letter or digit\.$/,
    ],
    ["a request key that is no UUID", { ...valid(), client_key: "123" }, /^The request key is not valid/],
    ["a zero amount", { ...valid(), amount: "0" }, /^The amount must be more than zero\.$/],
    ["a negative amount", { ...valid(), amount: "-500" }, /^The amount must be more than zero\.$/],
    ["a negative number", { ...valid(), amount: -500 }, /^The amount must be more than zero\.$/],
    ["an absurd amount", { ...valid(), amount: "99999999999" }, /^The amount must be at most ₹1,00,00,000/],
    ["an amount with three decimals", { ...valid(), amount: "10.505" }, /^Please enter the amount in rupees/],
    ["an amount in words", { ...valid(), amount: "five hundred" }, /^Please enter the amount in rupees/],
    [
      "a date in the future",
      { ...valid(), gift_date: indianDate(2) },
      /^The date of the gift cannot be in the future\.$/,
    ],
    [
      "a date that does not exist",
      { ...valid(), gift_date: "2026-02-30" },
      /^Please enter the date of the gift as YYYY-MM-DD\.$/,
    ],
    [
      "a date written the Indian way",
      { ...valid(), gift_date: "02/04/2026" },
      /^Please enter the date of the gift as YYYY-MM-DD\.$/,
    ],
    ["an unknown mode", { ...valid(), mode: "bitcoin" }, /^Please choose how you paid/],
    ["a mode by its label", { ...valid(), mode: "Bank transfer" }, /^Please choose how you paid/],
    [
      "a UPI gift without a reference",
      { ...valid(), transaction_reference: " " },
      /^Please enter the transaction reference/,
    ],
    [
      "neither e-mail nor phone",
      { ...valid(), email: "", phone: "" },
      /^Please give an e-mail address or a phone number/,
    ],
    ["an invalid e-mail", { ...valid(), email: "asha.example.org" }, /^Please enter a valid email address\.$/],
    ["a phone of letters", { ...valid(), email: "", phone: "call me" }, /^Please enter a valid phone number\.$/],
    ["an empty name", { ...valid(), donor_name: "\u200B " }, /^Please fill in all required fields\.$/],
    ["a missing address", { ...valid(), address: undefined }, /^Please fill in all required fields\.$/],
    ["a name too long", { ...valid(), donor_name: "x".repeat(121) }, /^Name must be at most 120 characters\.$/],
    ["an address too long", { ...valid(), address: "x".repeat(501) }, /^Address must be at most 500 characters\.$/],
    [
      "a reference too long",
      { ...valid(), transaction_reference: "9".repeat(101) },
      /^Transaction reference must be at most 100/,
    ],
    [
      "a name as a number",
      { ...valid(), donor_name: 42 },
      /^The amount must be a number and every other field text\.$/,
    ],
    ["an amount as an object", { ...valid(), amount: { rupees: 500 } }, /^The amount must be a number and every/],
    ["a PAN as an array", { ...valid(), pan: ["ABCPG1234K"] }, /^The amount must be a number and every/],
    ["an extra field", { ...valid(), issued: true }, /^Unknown field: issued\.$/],
    ["a health detail smuggled in", { ...valid(), diagnosis: "autism" }, /^Unknown field: diagnosis\.$/],
    ["an empty object", {}, /^Please fill in all required fields\.$/],
  ];

  itRefusesAndStoresNothing(rpc, malformed);

  it("stores a request once however often its key is sent, one after another or at once, and answers each alike", async () => {
    const key = randomUUID();
    const request = { ...valid(), client_key: key };
    const first = await postJson(request);
    expect(first.body).toEqual({ success: true, message: THANKS });
    // A retry after a lost answer: same key, same body, from wherever the donor is now.
    expect((await postJson(request)).body).toEqual(first.body);
    const burstKey = randomUUID();
    const burst = await Promise.all(
      Array.from({ length: 10 }, () =>
        clientFrom(handle.backend, freshAddress()).rpc("submit_receipt_request", { ...valid(), client_key: burstKey }),
      ),
    );
    expect(burst.map((answer) => answer.data)).toEqual(Array(10).fill({ success: true, message: THANKS }));
    const rows = async (k: string) =>
      (await serviceClient(handle.backend).from("receipt_requests").select("id").eq("client_key", k)).data;
    expect(await rows(key)).toHaveLength(1);
    expect(await rows(burstKey)).toHaveLength(1);
    // A repeat does not use up the donor's hour: four more requests from that address are still taken.
    for (let i = 0; i < 4; i += 1) {
      expect((await postJson({ ...valid(), email: request.email })).body.success).toBe(true);
    }
  });

  itTakesFiveAnHourFromOneAddress(
    "accepts five requests an hour from one donor's address and refuses the sixth",
    rpc,
    valid,
  );

  it("counts a donor who gives only a phone by its digits, however it is written", async () => {
    const digits = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
    // With +91 or a 0 in front, in Devanagari digits from a Hindi keyboard: one canonical phone (issue 35).
    const devanagari = [...digits].map((d) => String.fromCodePoint(0x966 + Number(d))).join("");
    const spellings = [
      digits,
      `${digits.slice(0, 5)} ${digits.slice(5)}`,
      `(${digits.slice(0, 3)}) ${digits.slice(3)}`,
      `+91 ${digits}`,
      `0${digits}`,
      `+९१ ${devanagari.slice(0, 5)} ${devanagari.slice(5)}`,
    ];
    const answers = [];
    for (const phone of spellings) answers.push((await postJson({ ...valid(), email: "", phone })).body);
    expect(answers.map((answer) => answer.success)).toEqual([true, true, true, true, true, false]);
    expect(answers[5].message).toBe("Too many messages from this address. Please try again in an hour.");
  });

  it("is the only way in: visitors and staff cannot insert directly, and staff cannot rewrite a PAN", async () => {
    const row = { ...valid(), amount: 100, email: "direct@example.org" };
    const anon = await client(handle.backend)
      .from("receipt_requests")
      .insert(row as never);
    expect(anon.error?.code).toBe("42501");
    const staff = await staffClient(handle.backend);
    expect((await staff.from("receipt_requests").insert(row as never)).error?.code).toBe("42501");
    const { data: stored } = await staff.from("receipt_requests").select("id").limit(1).single();
    await expectUpdateRefused(staff, "receipt_requests", stored!.id, { pan: "ZZZZZ9999Z" });
  });
});
