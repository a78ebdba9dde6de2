import { beforeAll, describe, expect, it } from "vitest";
import { caughtMails, eventually } from "./alertMail";
import { serviceClient, staffClient, useBackend, type Client } from "./backend";
import { aReceiptRequest, tag } from "../support/rows";

// "A new gift was recorded" (issue 26, "Donors' privacy"; docs/architecture.md#staff-alerts): a gift
// recorded in the ledger, by hand or from a receipt request, queues one alert per staff recipient,
// which the real notify-staff function delivers to the mail catcher. The e-mail links to the gift
// and holds nothing of the donor: no name, PAN, address, e-mail, phone, amount or reference.

const SITE = "https://site.example";
const handle = useBackend({
  siteUrl: SITE,
  alerts: { retry: { baseMs: 300, maxMs: 1_000 }, pollMs: 200, hourlyCap: 1000 },
});
// The first alert starts Deno for notify-staff, which downloads nodemailer when its cache is empty.
const FIRST_START_MS = 200_000;

let staff: Client;
let service: Client;

beforeAll(async () => {
  staff = await staffClient(handle.backend);
  service = serviceClient(handle.backend);
});

async function queuedFor(id: string) {
  const { data, error } = await service.from("staff_notifications").select("kind, recipient").eq("record_id", id);
  expect(error).toBeNull();
  return data ?? [];
}

/** The one e-mail linking to the gift, once the dispatcher has sent it; its text and HTML without links. */
async function deliveredFor(id: string) {
  const link = `${SITE}/admin/donations?id=${id}`;
  const sent = await eventually(
    "the gift's alert",
    () => caughtMails(handle.backend, (m) => m.Subject === "A new gift was recorded"),
    (mails) => mails.some((m) => m.Text.includes(link)),
    FIRST_START_MS,
  );
  return { link, mine: sent.filter((m) => m.Text.includes(link)) };
}

function expectNothingOfTheDonor(mail: { Subject: string; Text: string; HTML: string }, details: string[]) {
  for (const part of [mail.Subject, mail.Text, mail.HTML]) {
    const withoutLinks = part.replace(/https?:\/\/[^\s"<]+/g, "");
    for (const detail of details) expect(withoutLinks).not.toContain(detail);
  }
}

describe("the alert for a new gift", () => {
  it(
    "a gift staff record by hand: one alert per recipient, delivered, the link and nothing of the donor",
    async () => {
      const gift = {
        donor_name: `Asha Gupta ${tag()}`,
        id_number: "ABCPG1234K",
        address: "12 Civil Lines, Prayagraj 211001",
        email: `asha.${tag()}@example.org`,
        phone: "+91 98765 43210",
        amount: 2750,
        gift_date: "2026-04-02",
        mode: "upi" as const,
        reference: `UTR${tag()}`,
      };
      const { data: row, error } = await staff.from("donations").insert(gift).select("id").single();
      expect(error).toBeNull();
      expect(await queuedFor(row!.id)).toEqual([{ kind: "donation", recipient: handle.backend.adminEmail }]);

      const { link, mine } = await deliveredFor(row!.id);
      expect(mine).toHaveLength(1);
      expect(mine[0].To.map((to) => to.Address)).toEqual([handle.backend.adminEmail]);
      expect(mine[0].Text).toContain(`A new gift was recorded in the donations ledger.`);
      expect(mine[0].Text).toContain(`Open the gift in the admin: ${link}`);
      expect(mine[0].HTML).toContain(`href="${link}"`);
      expectNothingOfTheDonor(mine[0], [
        gift.donor_name,
        "Asha",
        gift.id_number,
        "1234K",
        "Civil Lines",
        gift.email,
        "98765",
        "2,750",
        "2750",
        gift.reference,
      ]);

      // Later edits of the gift (its 10BE stage, a receipt issued) are not news: still one alert.
      expect(
        (await staff.from("donations").update({ form10be_stage: "downloaded" }).eq("id", row!.id)).error,
      ).toBeNull();
      expect((await staff.rpc("issue_donation_receipt", { donation_id: row!.id })).error).toBeNull();
      expect(await queuedFor(row!.id)).toHaveLength(1);
    },
    FIRST_START_MS + 10_000,
  );

  it(
    "a gift recorded from a receipt request: one alert for the gift, once, however often staff click",
    async () => {
      const { data: request, error } = await service
        .from("receipt_requests")
        .insert(
          aReceiptRequest({
            donor_name: `Ravi Verma ${tag()}`,
            pan: "BCDPV2345L",
            address: "4 Katra, Prayagraj",
            email: `ravi.${tag()}@example.org`,
            amount: 5000,
          }),
        )
        .select("*")
        .single();
      expect(error).toBeNull();
      const first = await staff.rpc("record_gift_from_request", { request_id: request!.id });
      expect(first.error).toBeNull();
      const again = await staff.rpc("record_gift_from_request", { request_id: request!.id });
      expect(again.data).toBe(first.data);
      const giftId = first.data as string;
      expect(await queuedFor(giftId)).toEqual([{ kind: "donation", recipient: handle.backend.adminEmail }]);

      const { mine } = await deliveredFor(giftId);
      expect(mine).toHaveLength(1);
      expectNothingOfTheDonor(mine[0], [
        request!.donor_name,
        "Ravi",
        "BCDPV",
        "2345L",
        "Katra",
        request!.email!,
        "5,000",
      ]);
      expect(await queuedFor(giftId)).toHaveLength(1);
    },
    FIRST_START_MS + 10_000,
  );
});
