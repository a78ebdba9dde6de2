import { describe, expect, it } from "vitest";
import { tag } from "../support/rows";
import { caughtMails, eventually } from "./alertMail";
import { clientFrom, freshAddress, serviceClient, staffClient, useBackend } from "./backend";

// The hourly cap on alert e-mails per recipient (docs/architecture.md#staff-alerts): at most 10
// single alerts to one address in a clock hour; the rest wait for the next full hour and go out
// together as one digest.
const SITE = "https://site.example";
const ctx = useBackend({ siteUrl: SITE, alerts: { retry: { baseMs: 300, maxMs: 1_000 }, pollMs: 200 } });
// The first alert starts Deno for notify-staff, which downloads nodemailer when its cache is empty.
const FIRST_START_MS = 200_000;

const mailsTo = (address: string) => caughtMails(ctx.backend, (m) => m.To.some((to) => to.Address === address));

describe("the hourly cap on alert e-mails", () => {
  it(
    "sends 10 single alerts to a recipient in an hour, and the rest in one digest at the next full hour",
    async () => {
      const staff = await staffClient(ctx.backend);
      const office = `office-${tag()}@example.org`;
      expect((await staff.from("alert_recipients").insert({ email: office })).error).toBeNull();
      const run = tag();
      const names = Array.from({ length: 13 }, (_, i) => `Parent ${i} ${run}`);
      // At once, each from its own network and mailbox: only the cap decides.
      const answers = await Promise.all(
        names.map((name, i) =>
          clientFrom(ctx.backend, freshAddress()).rpc("submit_contact_message", {
            name,
            email: `parent${i}.${run}@example.org`,
            phone: null,
            subject: "volunteer",
            message: "Can I help on Saturdays?",
          }),
        ),
      );
      expect(answers.map((a) => a.data)).toEqual(Array(13).fill(expect.objectContaining({ success: true })));

      const queued = (await staff.from("staff_notifications").select("*").eq("recipient", office)).data!;
      expect(queued).toHaveLength(13);
      const digest = queued.filter((row) => row.digest);
      expect(digest).toHaveLength(3);
      const nextHour = new Date(Math.floor(Date.now() / 3_600_000 + 1) * 3_600_000);
      for (const row of digest)
        expect(Date.parse(row.next_attempt_at)).toBeGreaterThanOrEqual(nextHour.getTime() - 1_800_000);
      for (const row of digest) expect(Date.parse(row.next_attempt_at)).toBeGreaterThan(Date.now());

      const singles = await eventually(
        "10 single alerts",
        () => mailsTo(office),
        (m) => m.length === 10,
        FIRST_START_MS,
      );
      expect(singles.every((m) => m.Subject.startsWith("New message on the website"))).toBe(true);
      // Not before the hour: a second look finds no eleventh e-mail. A time, on purpose: that nothing
      // more is sent is checked over a few of the dispatcher's passes, which show no count of their own.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await mailsTo(office)).toHaveLength(10);

      // The next full hour, brought forward: the three go out as one e-mail.
      const due = await serviceClient(ctx.backend)
        .from("staff_notifications")
        .update({ next_attempt_at: new Date(Date.now() - 1_000).toISOString() })
        .eq("recipient", office)
        .eq("digest", true);
      expect(due.error).toBeNull();
      const all = await eventually(
        "the digest",
        () => mailsTo(office),
        (m) => m.length === 11,
        30_000,
      );
      const [mail] = all.filter((m) => m.Subject.startsWith("Digest"));
      expect(mail.Subject).toBe("Digest: 3 more new records on the website");
      const digestNames = queued.filter((row) => row.digest).map((row) => row.record_id);
      for (const id of digestNames) expect(mail.Text).toContain(`${SITE}/admin/messages?id=${id}`);
      expect(mail.Text.match(/^> Name: Parent \d+ /gm)).toHaveLength(3);
      await eventually(
        "all marked sent",
        async () => (await staff.from("staff_notifications").select("sent_at").eq("recipient", office)).data!,
        (rows) => rows.every((row) => row.sent_at !== null),
      );
      // A time, on purpose: no twelfth e-mail over a few more of the dispatcher's passes.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await mailsTo(office)).toHaveLength(11);
      await staff.from("alert_recipients").delete().eq("email", office);
    },
    FIRST_START_MS + 60_000,
  );
});
