import { beforeAll, describe, expect, it } from "vitest";
import { fetchFrom } from "../../supabase/local/nodeClient";
import { caughtMails, eventually } from "./alertMail";
import {
  client,
  editorClient,
  freshAddress,
  nonStaffClient,
  serviceClient,
  staffClient,
  useBackendWithSql,
} from "./backend";
import { tag } from "../support/rows";

// Data requests (docs/architecture.md#privacy-requests): a person asks on /data-request to see,
// correct or erase their data; an e-mail address is checked by a code sent to it (only when the
// foundation holds it, with the same answer either way), a phone number by a call-back. The code is
// kept hashed, holds 30 minutes, takes five wrong tries and confirms one request. Admins list and
// answer the requests; the code e-mail goes through the staff alerts' queue.
const SITE = "https://site.example";
const ctx = useBackendWithSql({ siteUrl: SITE, alerts: { pollMs: 200, retry: { baseMs: 300, maxMs: 1_000 } } });
// The first e-mail starts Deno for notify-staff, which downloads nodemailer when its cache is empty.
const FIRST_START_MS = 200_000;

type Answer = { success: boolean; message: string; request?: string; verification?: string };

/** The RPC as the page calls it: a JSON body, the anon key, each call from its own network. */
async function post(rpc: "submit_data_request" | "confirm_data_request", body: unknown): Promise<Answer> {
  const response = await fetchFrom(freshAddress())(`${ctx.backend.url}/rest/v1/rpc/${rpc}`, {
    method: "POST",
    headers: { apikey: ctx.backend.anonKey, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
}

const codeMails = async (address: string) =>
  (await caughtMails(ctx.backend, (m) => m.To.some((to) => to.Address.toLowerCase() === address.toLowerCase()))).filter(
    (m) => m.Subject.startsWith("Your code"),
  );

async function codeSentTo(address: string): Promise<string> {
  const [mail] = await eventually(
    "the code e-mail",
    () => codeMails(address),
    (m) => m.length === 1,
    FIRST_START_MS,
  );
  return /Your code is (\d{6})/.exec(mail.Text)![1];
}

/** Someone the foundation holds data about: a contact message from this address. */
async function held(address: string) {
  await ctx.sql`insert into public.contact_messages (name, email, subject, message)
    values ('Asha', ${address}, 'support', 'About my son')`;
}

describe("data requests", () => {
  beforeAll(async () => {
    await ctx.sql`delete from public.alert_recipients`;
  });

  it(
    "sends a code to an address the foundation holds; the code confirms the request once, and staff are told",
    async () => {
      const address = `asha-${tag()}@example.org`;
      await held(address);
      const answer = await post("submit_data_request", {
        kind: "erasure",
        email: address.toUpperCase(),
        language: "hi",
        client_key: crypto.randomUUID(),
      });
      expect(answer).toMatchObject({ success: true, verification: "code" });
      expect(answer.message).toBe(
        "If we hold data under this e-mail address, we have sent it a code. Please enter the code below within 30 minutes.",
      );
      const code = await codeSentTo(address.toUpperCase());
      const [mail] = await codeMails(address.toUpperCase());
      // The subject says what it is, in both languages, and nothing of the person or the code.
      expect(mail.Subject).toBe("Your code for your data request / आपके डेटा अनुरोध का कोड");
      expect(mail.Text).toContain(`आपका कोड ${code} है`);

      // At rest: a hash, and the code itself forgotten once the e-mail went.
      const [stored] = await ctx.sql<{ code_hash: string; code_to_send: string | null }[]>`
      select code_hash, code_to_send from private.data_request_codes where request_id = ${answer.request!}`;
      expect(stored.code_hash).not.toContain(code);
      await eventually(
        "the sent code forgotten",
        async () =>
          (await ctx.sql`select code_to_send from private.data_request_codes where request_id = ${answer.request!}`)[0],
        (row) => row.code_to_send === null,
      );

      const wrong = code === "000000" ? "111111" : "000000";
      expect(await post("confirm_data_request", { request: answer.request, code: wrong })).toEqual({
        success: false,
        message: "This code is not right. Please check the e-mail and try again.",
      });
      const confirmed = await post("confirm_data_request", { request: answer.request, code: ` ${code} ` });
      expect(confirmed).toEqual({
        success: true,
        message: "Your request is confirmed. We will answer it within 90 days, usually much sooner.",
      });
      // A retry after a lost answer is answered alike; the code confirms nothing else.
      expect((await post("confirm_data_request", { request: answer.request, code })).success).toBe(true);
      const [row] = await ctx.sql`select kind, email, language, verification, verified_at from public.data_requests
      where id = ${answer.request!}`;
      expect(row).toMatchObject({ kind: "erasure", language: "hi", verification: "code" });
      expect(row.verified_at).not.toBeNull();

      // Staff hear of it once it is confirmed: a bare alert, nothing of the person.
      const [alert] = await eventually(
        "the staff alert",
        () => caughtMails(ctx.backend, (m) => m.Subject === "A new data request"),
        (m) => m.length === 1,
      );
      expect(alert.To.map((to) => to.Address)).toEqual([ctx.backend.adminEmail]);
      expect(alert.Text).toContain(`${SITE}/admin/settings?id=${answer.request}`);
      expect(alert.Text).not.toContain(address);
    },
    FIRST_START_MS + 30_000,
  );

  it("answers an address it does not hold exactly alike, and sends it nothing", async () => {
    const stranger = `stranger-${tag()}@example.org`;
    const answer = await post("submit_data_request", { kind: "access", email: stranger });
    expect(answer).toMatchObject({ success: true, verification: "code" });
    expect(answer.message).toMatch(/^If we hold data under this e-mail address/);
    expect(Object.keys(answer).sort()).toEqual(["message", "request", "success", "verification"]);
    // A code exists (so trying one behaves the same) but none is to be sent, and no e-mail is queued.
    const [code] =
      await ctx.sql`select code_to_send from private.data_request_codes where request_id = ${answer.request!}`;
    expect(code.code_to_send).toBeNull();
    expect(await ctx.sql`select 1 from public.staff_notifications where record_id = ${answer.request!}`).toHaveLength(
      0,
    );
    expect((await post("confirm_data_request", { request: answer.request, code: "123456" })).message).toMatch(
      /not right|no longer/,
    );
  });

  it("takes five wrong tries, then the code is dead, even the right one", async () => {
    const address = `tries-${tag()}@example.org`;
    await held(address);
    const { request } = await post("submit_data_request", { kind: "access", email: address });
    const code = await codeSentTo(address);
    const wrong = code === "000000" ? "111111" : "000000";
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await post("confirm_data_request", { request, code: wrong })).message);
    expect(answers.slice(0, 4)).toEqual(
      Array(4).fill("This code is not right. Please check the e-mail and try again."),
    );
    expect(answers[4]).toBe("This code can no longer be used. Please send your request again.");
    expect(await post("confirm_data_request", { request, code })).toEqual({
      success: false,
      message: "This code can no longer be used. Please send your request again.",
    });
  }, 60_000);

  it("refuses a code past its 30 minutes, and answers an unknown request as a dead code", async () => {
    const address = `late-${tag()}@example.org`;
    await held(address);
    const { request } = await post("submit_data_request", { kind: "access", email: address });
    const code = await codeSentTo(address);
    await ctx.sql`update private.data_request_codes set expires_at = now() - interval '1 second' where request_id = ${request!}`;
    expect((await post("confirm_data_request", { request, code })).success).toBe(false);
    const [row] = await ctx.sql`select verified_at from public.data_requests where id = ${request!}`;
    expect(row.verified_at).toBeNull();
    expect(await post("confirm_data_request", { request: crypto.randomUUID(), code: "123456" })).toEqual({
      success: false,
      message: "This code can no longer be used. Please send your request again.",
    });
    expect((await post("confirm_data_request", { request, code: "12ab" })).message).toBe(
      "Please enter the 6-digit code from the e-mail.",
    );
  }, 60_000);

  it("records a phone-only request to verify by a call-back, and tells staff at once", async () => {
    const answer = await post("submit_data_request", {
      kind: "correction",
      phone: "+91 98765 11111",
      correction: "My son's name is spelt Aarav, not Arav.",
    });
    expect(answer).toMatchObject({
      success: true,
      verification: "phone_call",
      message: "Thank you. We will call you on this number to check that it is you, then answer your request.",
    });
    const [row] =
      await ctx.sql`select verification, correction, email from public.data_requests where id = ${answer.request!}`;
    expect(row).toEqual({
      verification: "phone_call",
      correction: "My son's name is spelt Aarav, not Arav.",
      email: null,
    });
    expect(await ctx.sql`select 1 from private.data_request_codes where request_id = ${answer.request!}`).toHaveLength(
      0,
    );
    const queued = await ctx.sql`select kind from public.staff_notifications where record_id = ${answer.request!}`;
    expect(queued.map((n) => n.kind)).toEqual(["data_request"]);
  });

  it.each([
    [
      "no kind",
      { email: "a@example.org" },
      "Please choose what you are asking for: to see, to correct or to erase your data.",
    ],
    ["neither e-mail nor phone", { kind: "access" }, "Please enter your e-mail address or your mobile number."],
    ["a bad address", { kind: "access", email: "not-an-address" }, "Please enter a valid email address."],
    [
      "a bad phone",
      { kind: "access", phone: "12345" },
      "Please enter a 10-digit Indian mobile number, with or without +91.",
    ],
    [
      "a correction without what",
      { kind: "correction", phone: "9876512345" },
      "Please write what should be corrected.",
    ],
    [
      "markup",
      { kind: "access", email: "<b>x</b>@example.org" },
      "Please write plain text: markup such as <b> is not accepted.",
    ],
    ["an unknown field", { kind: "access", phone: "9876512345", name: "x" }, "Unknown field: name."],
    ["a number", { kind: "access", phone: 9876512345 }, "Every field must be text."],
  ])("refuses %s and stores nothing", async (_label, body, message) => {
    const [{ n: before }] = await ctx.sql<{ n: string }[]>`select count(*) as n from public.data_requests`;
    expect(await post("submit_data_request", body)).toEqual({ success: false, message });
    const [{ n: after }] = await ctx.sql<{ n: string }[]>`select count(*) as n from public.data_requests`;
    expect(after).toBe(before);
  });

  it("stores a request once per client key", async () => {
    const key = crypto.randomUUID();
    const body = { kind: "access", phone: "9876522222", client_key: key };
    const first = await post("submit_data_request", body);
    const second = await post("submit_data_request", body);
    expect(second).toEqual(first);
    expect(await ctx.sql`select 1 from public.data_requests where client_key = ${key}`).toHaveLength(1);
  });

  it("lets admins list and mark requests answered, and nobody else read or change them", async () => {
    const { request } = await post("submit_data_request", { kind: "access", phone: "9876533333" });
    const admin = await staffClient(ctx.backend);
    const open = await admin.from("data_requests").select("id, kind, phone, answered_at").is("answered_at", null);
    expect(open.data!.map((r) => r.id)).toContain(request);

    for (const caller of [client(ctx.backend), await nonStaffClient(ctx.backend), await editorClient(ctx.backend)]) {
      expect((await caller.from("data_requests").select("*")).data ?? []).toEqual([]);
      expect((await caller.rpc("mark_data_request_answered", { request_id: request! })).error?.code).toBe("42501");
      expect((await caller.rpc("data_request_code_mail", { request_id: request! })).error?.code).toBe("42501");
    }
    expect(
      (await admin.from("data_requests").update({ answered_at: new Date().toISOString() }).eq("id", request!)).error
        ?.code,
    ).toBe("42501");
    expect((await admin.rpc("data_request_code_mail", { request_id: request! })).error?.code).toBe("42501");

    expect((await admin.rpc("mark_data_request_answered", { request_id: request! })).error).toBeNull();
    const [row] = await ctx.sql`select answered_at, answered_by_email from public.data_requests where id = ${request!}`;
    expect(row.answered_at).not.toBeNull();
    expect(row.answered_by_email).toBe(ctx.backend.adminEmail);
    expect((await admin.rpc("mark_data_request_answered", { request_id: request! })).error?.code).toBe("P0002");
    // The service role may read the code to mail (notify-staff), and nothing is to be mailed here.
    expect((await serviceClient(ctx.backend).rpc("data_request_code_mail", { request_id: request! })).data).toEqual([]);
  });

  it("deletes unconfirmed requests after seven days and answered ones after a year", async () => {
    const made = async (verification: string, created: string, answered: string | null, verified: string | null) => {
      const [row] = await ctx.sql<{ id: string }[]>`
        insert into public.data_requests (kind, email, phone, verification, identity_hash, created_at, answered_at, verified_at)
        values ('access', ${verification === "code" ? "old@example.org" : null}, ${verification === "code" ? null : "9876544444"},
          ${verification}, 'x', ${ctx.sql.unsafe(created)}, ${answered === null ? null : ctx.sql.unsafe(answered)},
          ${verified === null ? null : ctx.sql.unsafe(verified)})
        returning id`;
      return row.id;
    };
    const rows = {
      unconfirmedOld: await made("code", "now() - interval '7 days 1 hour'", null, null),
      unconfirmedNew: await made("code", "now() - interval '6 days'", null, null),
      confirmedOpen: await made("code", "now() - interval '3 years'", null, "now() - interval '3 years'"),
      callBackOpen: await made("phone_call", "now() - interval '3 years'", null, null),
      answeredOld: await made("phone_call", "now() - interval '2 years'", "now() - interval '1 year 1 hour'", null),
      answeredNew: await made("phone_call", "now() - interval '2 years'", "now() - interval '11 months'", null),
    };
    const report = await ctx.backend.runRetention();
    const left = new Set(
      (
        await ctx.sql<{ id: string }[]>`select id from public.data_requests where id in ${ctx.sql(Object.values(rows))}`
      ).map((r) => r.id),
    );
    expect(Object.fromEntries(Object.entries(rows).map(([name, id]) => [name, left.has(id)]))).toEqual({
      unconfirmedOld: false,
      unconfirmedNew: true,
      confirmedOpen: true,
      callBackOpen: true,
      answeredOld: false,
      answeredNew: true,
    });
    expect(
      report.counts
        .filter((c) => c.table_name === "data_requests")
        .map((c) => c.removed)
        .sort(),
    ).toEqual([1, 1]);
  });
});
