import { beforeAll, describe, expect, it } from "vitest";
import type { InsertRow } from "../../src/lib/database.types";
import { buildQuickFilters, buildSearchFilters } from "../../src/admin/crud/searchFilter";
import { createDataProvider } from "../../src/admin/providers/data";
import { donationsResource } from "../../src/admin/resources/donations";
import { countForm10beWaiting } from "../../src/admin/dashboard/donationsStatus";
import { aDonation, aReceiptRequest, tag } from "../support/rows";
import { client, nonStaffClient, serviceClient, staffClient, useBackend, type Client } from "./backend";

// The donations ledger and its numbered 80G receipts (issue 26) against the real PostgREST and
// Postgres: the numbering under concurrency, a reference recorded once, cash over ₹2,000 refused
// a receipt, cancelled numbers kept and never reused, and nobody but staff touching any of it.

const handle = useBackend();
let staff: Client;
let service: Client;

const gift = (overrides: Partial<InsertRow<"donations">> = {}): InsertRow<"donations"> =>
  aDonation({
    donor_name: "Asha Gupta",
    address: "12 Civil Lines, Prayagraj 211001",
    email: "asha@example.org",
    amount: 2500,
    gift_date: "2026-04-02",
    reference: `UTR${tag()}`,
    ...overrides,
  });

async function recordGift(overrides: Partial<InsertRow<"donations">> = {}) {
  const { data, error } = await staff.from("donations").insert(gift(overrides)).select("*").single();
  if (error) throw new Error(error.message);
  return data;
}

async function issue(id: string, as: Client = staff) {
  return as.rpc("issue_donation_receipt", { donation_id: id });
}

beforeAll(async () => {
  staff = await staffClient(handle.backend);
  service = serviceClient(handle.backend);
});

describe("the ledger", () => {
  it("derives the financial year from the date of the gift", async () => {
    expect((await recordGift({ gift_date: "2026-03-31" })).financial_year).toBe("2025-26");
    expect((await recordGift({ gift_date: "2026-04-01" })).financial_year).toBe("2026-27");
    expect((await recordGift({ gift_date: "2099-12-31" })).financial_year).toBe("2099-00");
  });

  it("refuses the same UTR twice, with a clear message, whatever its spacing and case", async () => {
    const reference = `UTR${tag()}`;
    await recordGift({ reference });
    const again = await staff.from("donations").insert(gift({ reference: ` ${reference.toLowerCase()} ` }));
    expect(again.error?.code).toBe("23505");
    expect(again.error?.message).toContain("a gift with this utr or cheque number is already recorded");
  });

  it("records one bank transfer once, however its UTR was typed: invisible characters, hyphens, other digits", async () => {
    // Issue 35 (docs/architecture.md#one-canonical-form-for-identities): four requests for one transfer, three of
    // them carrying a zero-width space, a word joiner or a soft hyphen, are one gift, and so one 80G receipt.
    const utr = `SBIN${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    const writings = [
      utr,
      `${utr.slice(0, 4)}\u200b${utr.slice(4)}`,
      `${utr.slice(0, 6)}\u2060${utr.slice(6)}`,
      `${utr}\u00ad`,
    ];
    const { data: requests, error } = await service
      .from("receipt_requests")
      .insert(writings.map((reference) => aReceiptRequest({ mode: "bank_transfer", transaction_reference: reference })))
      .select("id, reference_key");
    expect(error).toBeNull();
    expect(new Set(requests!.map((r) => r.reference_key))).toEqual(new Set([`transfer:${utr}`]));
    const answers = [];
    for (const request of requests!)
      answers.push(await staff.rpc("record_gift_from_request", { request_id: request.id }));
    expect(answers[0].error).toBeNull();
    for (const answer of answers.slice(1)) {
      expect(answer.error?.code).toBe("23505");
      expect(answer.error?.message).toContain("a gift with this utr or cheque number is already recorded");
    }
    const { data: gifts } = await staff.from("donations").select("id").eq("reference_key", `transfer:${utr}`);
    expect(gifts).toHaveLength(1);
    // Typed by staff too: with a hyphen, in lower case, its digits in Devanagari.
    const devanagari = utr.replace(/[0-9]/g, (d) => String.fromCodePoint(0x966 + Number(d)));
    for (const reference of [`${utr.slice(0, 4)}-${utr.slice(4).toLowerCase()}`, devanagari]) {
      const again = await staff.from("donations").insert(gift({ mode: "bank_transfer", reference }));
      expect(again.error?.code, reference).toBe("23505");
    }
  });

  it("refuses the same cheque number twice, but a cheque may share digits with a transfer", async () => {
    const number = String(Math.floor(Math.random() * 1e6)).padStart(6, "0");
    await recordGift({ mode: "cheque", reference: number });
    expect((await staff.from("donations").insert(gift({ mode: "cheque", reference: number }))).error?.code).toBe(
      "23505",
    );
    expect((await staff.from("donations").insert(gift({ mode: "bank_transfer", reference: number }))).error).toBeNull();
  });

  it("checks amount, PAN or Aadhaar, mode and nature in the schema", async () => {
    const refused = [
      gift({ amount: 0 }),
      gift({ amount: -5 }),
      gift({ id_number: "ABCDE1234F" }),
      gift({ id_code: "aadhaar", id_number: "123456789012" }),
      gift({ mode: "barter" as never }),
      gift({ nature: "gift" as never }),
      gift({ mode: "upi", reference: null }),
    ];
    for (const row of refused) {
      const { error } = await staff.from("donations").insert(row);
      expect(error?.code, JSON.stringify(row)).toBe("23514");
    }
    expect(
      (await staff.from("donations").insert(gift({ id_code: "aadhaar", id_number: "234567890123" }))).error,
    ).toBeNull();
    expect((await staff.from("donations").insert(gift({ mode: "cash", reference: null }))).error).toBeNull();
  });

  it("turns a receipt request into a gift in one call, prefilled, the request marked, once", async () => {
    const { data: request } = await service
      .from("receipt_requests")
      .insert(
        aReceiptRequest({
          donor_name: "Ravi Verma",
          pan: "BCDPV2345L",
          address: "4 Katra, Prayagraj",
          email: "ravi@example.org",
          gift_date: "2026-05-10",
          mode: "bank_transfer",
          transaction_reference: `NEFT${tag()}`,
        }),
      )
      .select("*")
      .single();
    const first = await staff.rpc("record_gift_from_request", { request_id: request!.id });
    expect(first.error).toBeNull();
    const again = await staff.rpc("record_gift_from_request", { request_id: request!.id });
    expect(again.data).toBe(first.data);
    const { data: gifts } = await staff.from("donations").select("*").eq("receipt_request_id", request!.id);
    expect(gifts).toHaveLength(1);
    expect(gifts![0]).toMatchObject({
      donor_name: "Ravi Verma",
      id_code: "pan",
      id_number: "BCDPV2345L",
      amount: 5000,
      mode: "bank_transfer",
      reference: request!.transaction_reference,
      financial_year: "2026-27",
    });
    const { data: marked } = await staff.from("receipt_requests").select("recorded_as_gift").eq("id", request!.id);
    expect(marked![0].recorded_as_gift).toBe(true);
  });

  it("shows on the request the receipt issued from its gift, and no hand-marked 'issued' (issue 36)", async () => {
    const { data: request } = await service
      .from("receipt_requests")
      .insert(aReceiptRequest({ transaction_reference: `NEFT${tag()}` }))
      .select("id")
      .single();
    const stage = async () =>
      (await staff.from("receipt_requests").select("recorded_as_gift, receipt_number, issued").eq("id", request!.id))
        .data![0];
    const recorded = await staff.rpc("record_gift_from_request", { request_id: request!.id });
    expect(await stage()).toEqual({ recorded_as_gift: true, receipt_number: null, issued: false });

    const number = await issue(recorded.data!);
    expect(number.error).toBeNull();
    expect(await stage()).toEqual({ recorded_as_gift: true, receipt_number: number.data, issued: true });

    expect((await staff.rpc("cancel_donation_receipt", { donation_id: recorded.data! })).error).toBeNull();
    expect(await stage()).toEqual({ recorded_as_gift: true, receipt_number: null, issued: false });

    // A gift deleted before any receipt lets its request be recorded again.
    const { data: other } = await service
      .from("receipt_requests")
      .insert(aReceiptRequest({ transaction_reference: `NEFT${tag()}` }))
      .select("id")
      .single();
    const second = await staff.rpc("record_gift_from_request", { request_id: other!.id });
    expect((await staff.from("donations").delete().eq("id", second.data!)).error).toBeNull();
    const { data: freed } = await staff.from("receipt_requests").select("recorded_as_gift").eq("id", other!.id);
    expect(freed![0].recorded_as_gift).toBe(false);

    // Staff no longer mark a request issued by hand: the gift's receipt decides.
    const marked = await staff.from("receipt_requests").update({ issued: true }).eq("id", other!.id).select("id");
    expect(marked.error?.code).toBe("42501");
  });
});

describe("numbered receipts", () => {
  it("20 concurrent issues for 20 gifts give 0001 to 0020, no gap, no duplicate", async () => {
    const gifts = await Promise.all(Array.from({ length: 20 }, () => recordGift({ gift_date: "2005-06-15" })));
    const answers = await Promise.all(gifts.map((g) => issue(g.id)));
    expect(answers.map((a) => a.error)).toEqual(Array(20).fill(null));
    const numbers = answers.map((a) => a.data as string).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `2005-06/${String(i + 1).padStart(4, "0")}`));
    const { data: counter } = await staff
      .from("receipt_counters")
      .select("last_serial")
      .eq("financial_year", "2005-06");
    expect(counter![0].last_serial).toBe(20);
  });

  it("issues one receipt per gift, and concurrent issues of one gift give one number", async () => {
    const g = await recordGift({ gift_date: "2006-06-15" });
    const answers = await Promise.all([issue(g.id), issue(g.id), issue(g.id)]);
    expect(answers.filter((a) => a.error === null)).toHaveLength(1);
    expect(answers.find((a) => a.error === null)?.data).toBe("2006-07/0001");
    expect(answers.find((a) => a.error !== null)?.error?.message).toContain("already has receipt 2006-07/0001");
  });

  it("keeps a cancelled number, marked cancelled, and never hands it out again", async () => {
    const first = await recordGift({ gift_date: "2007-06-15" });
    expect((await issue(first.id)).data).toBe("2007-08/0001");
    const cancelled = await staff.rpc("cancel_donation_receipt", { donation_id: first.id });
    expect(cancelled.data).toBe("2007-08/0001");
    const { data: kept } = await staff.from("donation_receipts").select("*").eq("number", "2007-08/0001");
    expect(kept).toHaveLength(1);
    expect(kept![0].cancelled_at).not.toBeNull();
    // The same gift again, then another: both get new numbers.
    expect((await issue(first.id)).data).toBe("2007-08/0002");
    const second = await recordGift({ gift_date: "2007-09-15" });
    expect((await issue(second.id)).data).toBe("2007-08/0003");
    // A gift that was given a number stays in the ledger.
    await staff.rpc("cancel_donation_receipt", { donation_id: second.id });
    const { data: deleted } = await staff.from("donations").delete().eq("id", second.id).select("id");
    expect(deleted ?? []).toHaveLength(0);
  });

  // Issue 35, item 13: these answered HTTP 500.
  it("answers nothing to cancel with a 4xx and a sentence", async () => {
    const g = await recordGift({ gift_date: "2007-10-15" });
    const none = await staff.rpc("cancel_donation_receipt", { donation_id: g.id });
    expect([none.status, none.error?.message]).toEqual([400, "This gift has no receipt to cancel."]);
    const missing = await staff.rpc("cancel_donation_receipt", { donation_id: "00000000-0000-4000-8000-000000000000" });
    expect([missing.status, missing.error?.message]).toEqual([404, "No such gift."]);
  });

  it("keeps the particulars a receipt shows until it is cancelled", async () => {
    const g = await recordGift({ gift_date: "2008-06-15" });
    await issue(g.id);
    const change = await staff.from("donations").update({ amount: 99 }).eq("id", g.id).select();
    expect(change.error?.message).toContain("cancel the receipt before correcting");
    const tenBe = await staff.from("donations").update({ form10be_stage: "sent" }).eq("id", g.id).select();
    expect(tenBe.data).toHaveLength(1);
  });

  // Issue 36, item 6: Form 10BE exists only for a gift with a receipt; a new gift's stage is 'pending'
  // all the same, so the filter must ask the database's form10be_waiting, not the stage.
  it("'Waiting for Form 10BE' lists the gifts with a receipt not yet sent, never one without a receipt", async () => {
    const name = `Ten BE ${tag()}`;
    const none = await recordGift({ donor_name: name, gift_date: "2010-06-15" });
    const waiting = await recordGift({ donor_name: name, gift_date: "2010-06-16" });
    const sent = await recordGift({ donor_name: name, gift_date: "2010-06-17" });
    for (const g of [waiting, sent]) expect((await issue(g.id)).error).toBeNull();
    expect((await staff.from("donations").update({ form10be_stage: "sent" }).eq("id", sent.id)).error).toBeNull();
    const filter = donationsResource.quickFilters!.find((f) => /10BE/.test(f.label))!;
    const provider = createDataProvider(staff);
    const list = async (search: string) =>
      (
        await provider.getList({
          resource: "donations",
          filters: [
            ...buildSearchFilters(donationsResource.searchFields, search),
            ...buildQuickFilters(donationsResource.quickFilters!, [filter.label]),
          ],
          sorters: donationsResource.defaultOrder,
          pagination: { currentPage: 1, pageSize: 100, mode: "server" },
        })
      ).data as Array<{ id: string; receipt_number: string | null; form10be_stage: string }>;
    // Searched (a POST to search_personal_rows) and not (a GET): the same rows.
    expect((await list(name)).map((row) => row.id)).toEqual([waiting.id]);
    const all = await list("");
    expect(all.map((row) => row.id)).not.toContain(none.id);
    expect(all.every((row) => row.receipt_number !== null && row.form10be_stage !== "sent")).toBe(true);
    // The dashboard's count asks the same column.
    const { count } = await staff
      .from("donations")
      .select("id", { count: "exact", head: true })
      .eq("form10be_waiting", true);
    expect(await countForm10beWaiting(staff)).toBe(count);
  });

  it("refuses an 80G receipt for cash over ₹2,000, and the schema refuses it too", async () => {
    const cash = await recordGift({ mode: "cash", reference: null, amount: 2000.5, gift_date: "2009-06-15" });
    const refused = await issue(cash.id);
    expect(refused.error?.message).toContain("not deductible under section 80G");
    const forced = await service
      .from("donations")
      .update({ receipt_number: "X", receipt_issued_at: "2026-01-01" })
      .eq("id", cash.id);
    expect(forced.error?.message).toContain("cash over 2000 rupees gets no 80g receipt");
    const small = await recordGift({ mode: "cash", reference: null, amount: 2000, gift_date: "2009-06-15" });
    expect((await issue(small.id)).data).toBe("2009-10/0001");
  });
});

describe("who may touch the ledger", () => {
  it("anon and non-staff read nothing, call nothing and write no counter; staff cannot write counters", async () => {
    const g = await recordGift({ gift_date: "2010-06-15" });
    const { data: request } = await service
      .from("receipt_requests")
      .insert(
        aReceiptRequest({
          donor_name: "Outsider",
          pan: "CDEPS3456M",
          email: "o@example.org",
          amount: 10,
          mode: "cash",
        }),
      )
      .select("id")
      .single();
    for (const outsider of [client(handle.backend), await nonStaffClient(handle.backend)]) {
      for (const table of ["donations", "donation_receipts", "receipt_counters"] as const) {
        const { data } = await outsider.from(table).select("*");
        expect(data ?? []).toHaveLength(0);
      }
      expect((await issue(g.id, outsider)).error).not.toBeNull();
      expect((await outsider.rpc("cancel_donation_receipt", { donation_id: g.id })).error).not.toBeNull();
      expect((await outsider.rpc("record_gift_from_request", { request_id: request!.id })).error).not.toBeNull();
      expect((await outsider.from("receipt_counters").insert({ financial_year: "2011-12" })).error).not.toBeNull();
    }
    const { data: untouched } = await service.from("donations").select("receipt_number").eq("id", g.id);
    expect(untouched![0].receipt_number).toBeNull();
    expect((await service.from("donations").select("id").eq("receipt_request_id", request!.id)).data).toHaveLength(0);
    expect((await staff.from("receipt_counters").insert({ financial_year: "2011-12" })).error).not.toBeNull();
    expect(
      (await staff.from("receipt_counters").update({ last_serial: 0 }).eq("financial_year", "2005-06").select()).data ??
        [],
    ).toHaveLength(0);
    expect((await staff.from("donations").update({ receipt_number: "2026-27/9999" }).eq("id", g.id)).error?.code).toBe(
      "42501",
    );
  });
});
