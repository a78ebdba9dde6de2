import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { tag } from "../support/rows";
import { fetchFrom } from "../../supabase/local/nodeClient";
import { caughtMails, eventually } from "./alertMail";
import {
  client,
  clientFrom,
  freshAddress,
  nonStaffClient,
  serviceClient,
  staffClient,
  useBackend,
  useMigratedDatabase,
} from "./backend";
import { expectUpdateRefused } from "./refused";

// submit_assessment_request: the only way a parent's request for an assessment reaches the
// database (docs/product.md#assessment-request). Every call leaves from its own loopback address
// unless a test says otherwise, so the per-network limit of one test does not spill into the next.

const SITE = "https://site.example";
const handle = useBackend({
  siteUrl: SITE,
  alerts: { retry: { baseMs: 300, maxMs: 1_000 }, pollMs: 200, hourlyCap: 1000 },
});
// The first alert starts Deno for notify-staff, which downloads nodemailer when its cache is empty.
const FIRST_START_MS = 200_000;
const THANKS = "Thank you! We have your request. Someone from the centre will call you within two working days.";

/** A fresh Indian mobile number, 10 digits from 9. */
const mobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

const valid = () => ({
  child_name: "Chotu",
  age_years: "4",
  age_months: "6",
  concerns: ["speech", "social"],
  concern_details: "He does not answer to his name.",
  parent_name: `Sunita ${tag()}`,
  phone: `+91 ${mobile()}`,
  whatsapp: true,
  email: "",
  call_language: "hi",
  call_time: "morning",
  service: "not_sure",
  consent: true,
});

/** A row as a direct insert would write it: every column right, so only the grants can refuse it. */
const directRow = () => {
  const { consent: _consent, age_months: _months, email: _email, ...row } = valid();
  return { ...row, age_years: 4, age_in_months: 48, consent_at: new Date().toISOString() };
};

const rpc = (body: unknown, ip = freshAddress()) =>
  clientFrom(handle.backend, ip).rpc("submit_assessment_request", body as never);

async function answerOf(body: unknown, ip = freshAddress()) {
  const { data, error } = await rpc(body, ip);
  expect(error).toBeNull();
  return data as unknown as { success: boolean; message: string };
}

const storedFor = async (column: string, value: string) =>
  (await serviceClient(handle.backend).from("assessment_requests").select("*").eq(column, value)).data ?? [];

describe("submit_assessment_request", () => {
  it("stores a valid request with the phone as typed, its key the ten digits, the consent's time and status new", async () => {
    const digits = mobile();
    const request = { ...valid(), phone: `+91 ${digits.slice(0, 5)}-${digits.slice(5)}` };
    expect(await answerOf(request)).toEqual({ success: true, message: THANKS });
    const rows = await storedFor("parent_name", request.parent_name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      child_name: "Chotu",
      age_years: 4,
      age_months: 6,
      age_in_months: 54,
      age_group: "3-5",
      concerns: ["social", "speech"],
      phone: request.phone,
      phone_key: digits,
      whatsapp: true,
      email: null,
      call_language: "hi",
      status: "new",
      held_for_review: false,
    });
    expect(Date.now() - new Date(rows[0].consent_at).getTime()).toBeLessThan(60_000);
  });

  it("takes a date of birth instead of years and months, and Devanagari digits in the phone", async () => {
    const twoYearsAgo = new Date(Date.now() - (2 * 365 + 40) * 86_400_000).toISOString().slice(0, 10);
    const request = { ...valid(), age_years: "", age_months: "", date_of_birth: twoYearsAgo, phone: "९८७६५४३२१०" };
    expect((await answerOf(request)).success).toBe(true);
    const [row] = await storedFor("parent_name", request.parent_name);
    expect(row).toMatchObject({
      date_of_birth: twoYearsAgo,
      age_years: null,
      age_group: "0-2",
      phone_key: "9876543210",
    });
  });

  it.each([
    ["a landline", { phone: "0532 246 1234" }, "Please enter a 10-digit Indian mobile number, with or without +91."],
    ["too few digits", { phone: "98765 4321" }, "Please enter a 10-digit Indian mobile number, with or without +91."],
    [
      "a foreign number",
      { phone: "+44 7700 900123" },
      "Please enter a 10-digit Indian mobile number, with or without +91.",
    ],
    [
      "an age of 19",
      { age_years: "19", age_months: "0" },
      "We see children from birth to 18 years: please check the age.",
    ],
    ["a negative age", { age_years: "-1" }, "We see children from birth to 18 years: please check the age."],
    [
      "a birth 20 years ago",
      { age_years: "", date_of_birth: "2006-01-01" },
      "We see children from birth to 18 years: please check the age.",
    ],
    [
      "a birth in the future",
      { age_years: "", date_of_birth: "2099-01-01" },
      "We see children from birth to 18 years: please check the age.",
    ],
    [
      "no age at all",
      { age_years: "", age_months: "" },
      "Please give the age of the child in years and months, or the date of birth.",
    ],
    [
      "no worry ticked and none written",
      { concerns: [], concern_details: "  " },
      "Please tick at least one worry, or describe it in your own words.",
    ],
    ["a worry not on the list", { concerns: ["speech", "astrology"] }, "Please choose the worries from the list."],
    [
      "markup in the child's name",
      { child_name: "<b>Chotu</b>" },
      "Please write plain text: markup such as <b> is not accepted.",
    ],
    [
      "markup in the description",
      { concern_details: 'See <img src=x onerror="alert(1)">' },
      "Please write plain text: markup such as <b> is not accepted.",
    ],
    [
      "markup in the parent's name",
      { parent_name: "Sunita <script>" },
      "Please write plain text: markup such as <b> is not accepted.",
    ],
    ["no consent", { consent: false }, "Please tick the consent box: we cannot keep your request without it."],
    [
      "a call language not offered",
      { call_language: "fr" },
      "Please choose the language for our call: Hindi or English.",
    ],
    ["a service not offered", { service: "surgery" }, "Please choose a service from the list, or Not sure."],
    ["a bad e-mail", { email: "asha@" }, "Please enter a valid email address."],
  ])("refuses %s with a clear message and stores nothing", async (_, change, message) => {
    const request = { ...valid(), ...change };
    expect(await answerOf(request)).toEqual({ success: false, message });
    expect(await storedFor("parent_name", request.parent_name)).toHaveLength(0);
  });

  it("keeps a lone < that is not markup", async () => {
    const request = { ...valid(), concern_details: "Speaks < 10 words" };
    expect((await answerOf(request)).success).toBe(true);
  });

  it("stores 5 of 30 parallel requests for one phone number, however it is written", async () => {
    const digits = mobile();
    const spellings = [digits, `+91${digits}`, `0${digits}`, `${digits.slice(0, 5)} ${digits.slice(5)}`];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => answerOf({ ...valid(), phone: spellings[i % spellings.length] })),
    );
    expect(answers.filter((a) => a.success)).toHaveLength(5);
    expect(answers.filter((a) => !a.success).map((a) => a.message)).toEqual(
      Array(25).fill("Too many messages from this address. Please try again in an hour."),
    );
    expect(await storedFor("phone_key", digits)).toHaveLength(5);
  });

  it("stores a request once however often its key is sent, and answers each retry alike", async () => {
    const request = { ...valid(), client_key: randomUUID() };
    const answers = await Promise.all(Array.from({ length: 6 }, () => answerOf(request)));
    expect(answers).toEqual(Array(6).fill({ success: true, message: THANKS }));
    expect(await answerOf(request)).toEqual({ success: true, message: THANKS });
    expect(await storedFor("client_key", request.client_key)).toHaveLength(1);
  });

  it("lets anon only call the RPC: no read, insert, update or delete of the table", async () => {
    const anon = client(handle.backend);
    const read = await anon.from("assessment_requests").select("id");
    expect(read.error?.code).toBe("42501");
    const insert = await anon.from("assessment_requests").insert(directRow() as never);
    expect(insert.error?.code).toBe("42501");
    const update = await anon
      .from("assessment_requests")
      .update({ status: "closed" } as never)
      .neq("parent_name", "");
    expect(update.error?.code).toBe("42501");
    const remove = await anon.from("assessment_requests").delete().neq("parent_name", "");
    expect(remove.error?.code).toBe("42501");
  });

  it("hides requests from a signed-in non-staff account and lets it change none", async () => {
    expect((await answerOf(valid())).success).toBe(true);
    const outsider = await nonStaffClient(handle.backend);
    const read = await outsider.from("assessment_requests").select("id");
    expect(read.data ?? []).toEqual([]);
    const update = await outsider
      .from("assessment_requests")
      .update({ status: "closed" })
      .neq("parent_name", "")
      .select();
    expect(update.data ?? []).toEqual([]);
    const remove = await outsider.from("assessment_requests").delete().neq("parent_name", "").select();
    expect(remove.data ?? []).toEqual([]);
    const { count } = await serviceClient(handle.backend)
      .from("assessment_requests")
      .select("*", { count: "exact", head: true })
      .eq("status", "closed");
    expect(count).toBe(0);
  });

  it("lets staff change the status, notes and date of the last call, and nothing the parent sent", async () => {
    const request = valid();
    expect((await answerOf(request)).success).toBe(true);
    const staff = await staffClient(handle.backend);
    const { data: row } = await staff
      .from("assessment_requests")
      .select("id")
      .eq("parent_name", request.parent_name)
      .single();
    const worked = await staff
      .from("assessment_requests")
      .update({ status: "closed", staff_notes: "Called; seen on Monday.", last_call_on: "2026-11-25" })
      .eq("id", row!.id)
      .select("status, staff_notes, last_call_on, closed_at")
      .single();
    expect(worked.error).toBeNull();
    expect(worked.data).toMatchObject({ status: "closed", last_call_on: "2026-11-25" });
    expect(worked.data!.closed_at).not.toBeNull();
    const reopened = await staff
      .from("assessment_requests")
      .update({ status: "contacted" })
      .eq("id", row!.id)
      .select("closed_at")
      .single();
    expect(reopened.data!.closed_at).toBeNull();
    await expectUpdateRefused(staff, "assessment_requests", row!.id, { child_name: "Someone else" });
    const direct = await staff.from("assessment_requests").insert(directRow() as never);
    expect(direct.error?.code).toBe("42501");
  });

  // Issue 35, items 9 and 13: one request, one row.
  it("stores the same request from the same phone once, even sent at once without a key", async () => {
    const request = valid();
    const answers = await Promise.all([1, 2, 3].map(() => answerOf(request)));
    expect(answers).toEqual([1, 2, 3].map(() => ({ success: true, message: THANKS })));
    expect(await storedFor("parent_name", request.parent_name)).toHaveLength(1);
    // Written differently, it is still the same request; another worry is another request.
    const digits = request.phone.replace("+91 ", "");
    expect(await answerOf({ ...request, phone: `0${digits}`, concerns: ["social", "speech"] })).toMatchObject({
      success: true,
    });
    expect(await storedFor("parent_name", request.parent_name)).toHaveLength(1);
    expect(await answerOf({ ...request, concerns: ["sleep_eating"] })).toMatchObject({ success: true });
    expect(await storedFor("parent_name", request.parent_name)).toHaveLength(2);
  });

  it("refuses a key sent again with another request, and the nil UUID as a key", async () => {
    const key = randomUUID();
    const first = { ...valid(), client_key: key };
    expect(await answerOf(first)).toEqual({ success: true, message: THANKS });
    expect(await answerOf(first)).toEqual({ success: true, message: THANKS });
    const other = { ...valid(), client_key: key };
    expect(await answerOf(other)).toEqual({
      success: false,
      message: "This request key was already used for another request. Please reload the page and send again.",
    });
    expect(await storedFor("parent_name", other.parent_name)).toHaveLength(0);
    const nil = { ...valid(), client_key: "00000000-0000-0000-0000-000000000000" };
    expect(await answerOf(nil)).toEqual({
      success: false,
      message: "The request key is not valid. Please reload the page and send again.",
    });
    expect(await storedFor("parent_name", nil.parent_name)).toHaveLength(0);
  });

  it("answers a plain form post (JavaScript off) with a result page in the form's language", async () => {
    const parent = `Meena ${tag()}`;
    const form = new URLSearchParams({
      child_name: "R.K.",
      age_years: "7",
      age_months: "0",
      concern_learning: "on",
      concern_behaviour: "on",
      concern_details: "",
      parent_name: parent,
      phone: mobile(),
      whatsapp: "no",
      email: "",
      call_language: "hi",
      call_time: "evening",
      service: "special-education",
      consent: "on",
      lang: "hi",
    });
    const post = (body: URLSearchParams) =>
      fetchFrom(freshAddress())(
        `${handle.backend.url}/rest/v1/rpc/submit_assessment_request_page?apikey=${handle.backend.anonKey}`,
        {
          method: "POST",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
            // Whoever posts the form chooses this header: the page never links to it.
            Origin: "https://evil.example",
          },
          body: body.toString(),
        },
      );
    const sent = await post(form);
    expect(sent.status).toBe(200);
    expect(sent.headers.get("content-type")).toMatch(/^text\/html/);
    const page = await sent.text();
    expect(page).toContain('<html lang="hi">');
    expect(page).toContain("धन्यवाद! आपका अनुरोध हमें मिल गया है।");
    expect(page).toContain(`href="${SITE}/hi"`);
    expect(page).toContain(`href="${SITE}/hi/assessment"`);
    expect(page).not.toContain("evil.example");
    const [row] = await storedFor("parent_name", parent);
    expect(row).toMatchObject({ concerns: ["behaviour", "learning"], whatsapp: false, service: "special-education" });

    // The same form posted twice more (a double press, a reload that posts again): one row.
    for (let i = 0; i < 2; i += 1) expect(await (await post(form)).text()).toContain("धन्यवाद!");
    expect(await storedFor("parent_name", parent)).toHaveLength(1);

    form.set("phone", "12345");
    form.set("lang", "en");
    const refused = await (await post(form)).text();
    expect(refused).toContain('<html lang="en">');
    expect(refused).toContain("Please enter a 10-digit Indian mobile number, with or without +91.");
    expect(refused).toContain("Back button");
    form.set("phone", mobile());
    form.set("child_name", "<b>x</b>");
    const escaped = await (await post(form)).text();
    expect(escaped).toContain("markup such as &lt;b&gt; is not accepted");
  });

  it(
    "queues one alert per staff recipient that says only that a request came, with a link to it",
    async () => {
      const request = { ...valid(), child_name: `Zoya${tag()}`, concern_details: "Diagnosed with cerebral palsy" };
      expect((await answerOf(request)).success).toBe(true);
      const [row] = await storedFor("parent_name", request.parent_name);
      const link = `${SITE}/admin/assessments?id=${row.id}`;
      const sent = await eventually(
        "the alert",
        () => caughtMails(handle.backend, (m) => m.Subject === "A new assessment request"),
        (mails) => mails.some((m) => m.Text.includes(link)),
        FIRST_START_MS,
      );
      const mine = sent.filter((m) => m.Text.includes(link));
      expect(mine).toHaveLength(1);
      for (const part of [mine[0].Subject, mine[0].Text, mine[0].HTML]) {
        for (const detail of [
          request.child_name,
          "cerebral palsy",
          "speech",
          "social",
          request.parent_name,
          request.phone,
          "4",
        ]) {
          expect(part.replace(link, "").replace(/https?:\/\/\S+/g, "")).not.toContain(detail);
        }
      }
      expect(mine[0].Text).toContain("A new assessment request came through the website.");
      const { data: queued } = await serviceClient(handle.backend)
        .from("staff_notifications")
        .select("kind, recipient")
        .eq("record_id", row.id);
      expect(queued).toEqual([{ kind: "assessment_request", recipient: handle.backend.adminEmail }]);
    },
    FIRST_START_MS + 10_000,
  );
});

describe("retention of assessment requests", () => {
  const retention = useMigratedDatabase();

  it("deletes only requests closed more than 24 months ago", async () => {
    const sql = retention.sql!;
    const insert = async (status: string, closedMonthsAgo: number | null) => {
      const [row] = await sql`
        insert into public.assessment_requests
          (child_name, age_years, age_in_months, concerns, parent_name, phone, call_language, call_time, consent_at, status)
        values ('R', 5, 60, '{speech}', ${`Retention ${status} ${closedMonthsAgo}`}, '9876543210', 'hi', 'any', now(), ${status})
        returning id`;
      if (closedMonthsAgo !== null) {
        // The trigger stamps closed_at on closing; the test moves it back in time behind it.
        await sql`alter table public.assessment_requests disable trigger assessment_requests_touch`;
        await sql`update public.assessment_requests set closed_at = now() - make_interval(months => ${closedMonthsAgo}) - interval '1 day' where id = ${row.id}`;
        await sql`alter table public.assessment_requests enable trigger assessment_requests_touch`;
      }
      return row.id as string;
    };
    const old = await insert("closed", 24);
    const recent = await insert("closed", 23);
    const openOld = await insert("new", null);
    await sql`update public.assessment_requests set created_at = now() - interval '30 months' where id = ${openOld}`;
    // The one retention job of docs/architecture.md#retention, with its rule for these requests.
    const report = await sql<{ table_name: string; removed: number }[]>`select * from public.apply_retention()`;
    expect(report.filter((rule) => rule.table_name === "assessment_requests").map((rule) => rule.removed)).toEqual([1]);
    const left = (await sql`select id from public.assessment_requests`).map((r) => r.id);
    expect(left).not.toContain(old);
    expect(left).toEqual(expect.arrayContaining([recent, openOld]));
  });
});
