import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { tag } from "../support/rows";
import { client, clientFrom, freshAddress, serviceClient, staffClient, useBackend } from "./backend";

// submit_callback_request: "Ask us to call you instead" on the assessment page
// (docs/product.md#assessment-request). A row of the assessment requests of the kind 'callback',
// with only a name, a phone and a time; the table's rules say what it may hold, and the privacy
// tools find and erase it by phone like any request.

const handle = useBackend({ alerts: { pollMs: 60 * 60_000 } });
const THANKS = "Thank you! Someone from the centre will call you back within two working days.";

/** A fresh Indian mobile number, 10 digits from 8. */
const mobile = () => `8${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
/** The same number in Devanagari digits, as a Hindi keyboard types it. */
const devanagari = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x0966 + Number(d)));

const valid = () => ({
  parent_name: `Sunita ${tag()}`,
  phone: mobile(),
  call_language: "hi",
  call_time: "evening",
  consent: true,
  client_key: randomUUID(),
});

async function ask(body: unknown, ip = freshAddress()) {
  const { data, error } = await clientFrom(handle.backend, ip).rpc("submit_callback_request", body as never);
  expect(error).toBeNull();
  return data as unknown as { success: boolean; message: string };
}

const stored = async (parentName: string) =>
  (await serviceClient(handle.backend).from("assessment_requests").select("*").eq("parent_name", parentName)).data ??
  [];

describe("submit_callback_request", () => {
  it("stores a call back with only a name, a phone typed in Devanagari digits and a time, and nothing of a child", async () => {
    const digits = mobile();
    const request = { ...valid(), phone: `+९१ ${devanagari(digits)}` };
    expect(await ask(request)).toEqual({ success: true, message: THANKS });
    const rows = await stored(request.parent_name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "callback",
      phone: request.phone,
      phone_key: digits,
      phone_canonical: digits,
      call_language: "hi",
      call_time: "evening",
      child_name: null,
      age_in_months: null,
      age_group: null,
      concerns: [],
      email: null,
      status: "new",
    });
    expect(rows[0].consent_at).not.toBeNull();
  });

  it("asks the time of day only if the parent wants: without one it is any time", async () => {
    const { call_time: _time, ...request } = valid();
    expect((await ask(request)).success).toBe(true);
    expect((await stored(request.parent_name))[0]).toMatchObject({ call_time: "any" });
  });

  it("refuses what is missing or wrong with a sentence, and stores nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ parent_name: " " }, "Please enter your name."],
      [{ phone: "" }, "Please enter your mobile number, so that we can call you."],
      [{ phone: "12345" }, "Please enter a 10-digit Indian mobile number, with or without +91."],
      [{ consent: false }, "Please tick the consent box: we cannot keep your request without it."],
      [{ call_time: "midnight" }, "Please choose a time of day for our call."],
      [{ call_language: "fr" }, "Please choose the language for our call: Hindi or English."],
      [{ parent_name: "<b>Sunita</b>" }, "Please write plain text: markup such as <b> is not accepted."],
      // The short form takes no child: a field of the long one is unknown here.
      [{ child_name: "Aarav" }, "Unknown field: child_name."],
    ];
    for (const [change, message] of cases) {
      const request = { ...valid(), ...change };
      expect(await ask(request), message).toEqual({ success: false, message });
      expect(await stored(String(request.parent_name))).toEqual([]);
    }
  });

  it("stores a key once: its repeat is thanked, the same key with another call back refused", async () => {
    const request = valid();
    expect((await ask(request)).success).toBe(true);
    expect((await ask(request)).success).toBe(true);
    expect(await stored(request.parent_name)).toHaveLength(1);
    expect(await ask({ ...request, call_time: "morning" })).toEqual({
      success: false,
      message: "This request key was already used for another request. Please reload the page and send again.",
    });
  });

  it("counts a family's call backs and assessment requests together: five an hour per phone, in any script", async () => {
    const digits = mobile();
    const writings = [digits, `+91 ${digits}`, devanagari(digits), `0${digits}`, `91-${digits}`];
    for (const phone of writings) {
      expect((await ask({ ...valid(), phone })).success).toBe(true);
    }
    expect(await ask({ ...valid(), phone: `+९१ ${devanagari(digits)}` })).toEqual({
      success: false,
      message: "Too many messages from this address. Please try again in an hour.",
    });
  });

  it("holds the rules in the table: a call back with a child's details, or an assessment without them, is refused", async () => {
    const service = serviceClient(handle.backend);
    const base = { parent_name: "Meena", phone: mobile(), call_language: "en", call_time: "any" } as const;
    const consentAt = new Date().toISOString();
    const withChild = await service
      .from("assessment_requests")
      .insert({ ...base, kind: "callback", child_name: "Aarav", consent_at: consentAt });
    expect(withChild.error?.code).toBe("23514");
    expect(withChild.error?.message).toContain("an assessment has a child, age and worry; a call back has none");
    const noChild = await service.from("assessment_requests").insert({ ...base, consent_at: consentAt });
    expect(noChild.error?.code).toBe("23514");
  });

  it("is not open to anyone through the table: the anon key cannot insert or read", async () => {
    const anon = client(handle.backend);
    const insert = await anon.from("assessment_requests").insert({
      kind: "callback",
      parent_name: "X",
      phone: mobile(),
      call_language: "en",
      call_time: "any",
      consent_at: new Date().toISOString(),
    });
    expect(insert.error).not.toBeNull();
    expect((await anon.from("assessment_requests").select("id")).data ?? []).toEqual([]);
  });

  it("is found and erased by the privacy tools by its phone's digits, whatever script it was typed in", async () => {
    const digits = mobile();
    const request = { ...valid(), phone: devanagari(digits) };
    expect((await ask(request)).success).toBe(true);
    const staff = await staffClient(handle.backend);
    const found = await staff.rpc("find_personal_data", { query: digits });
    expect(found.error).toBeNull();
    const rows = (found.data as { table_name: string; match: string }[]).filter(
      (row) => row.table_name === "assessment_requests",
    );
    expect(rows.map((row) => row.match)).toEqual(["exact"]);
    const erased = await staff.rpc("erase_personal_data", { query: digits, confirmation: digits });
    expect(erased.error).toBeNull();
    expect(await stored(request.parent_name)).toEqual([]);
  });

  it("answers a no-JavaScript post with a page in the form's language", async () => {
    const parent = `Kamla ${tag()}`;
    const body = new URLSearchParams({ parent_name: parent, phone: devanagari(mobile()), consent: "on", lang: "hi" });
    const res = await fetch(
      `${handle.backend.url}/rest/v1/rpc/submit_callback_request_page?apikey=${encodeURIComponent(handle.backend.anonKey)}`,
      { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" }, body },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const page = await res.text();
    expect(page).toContain('<html lang="hi">');
    expect(page).toContain("धन्यवाद! केंद्र से कोई दो कार्यदिवस के भीतर आपको वापस फ़ोन करेगा।");
    expect(await stored(parent)).toMatchObject([{ kind: "callback", call_language: "hi", call_time: "any" }]);
  });
});
