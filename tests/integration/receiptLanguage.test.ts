import { describe, expect, it } from "vitest";
import { tag } from "../support/rows";
import { clientFrom, freshAddress, serviceClient, staffClient, useBackend } from "./backend";

// Issue 39: a donor who asks for an 80G receipt from the Hindi page gets the receipt in English and
// Hindi by default (docs/decisions/099-the-80g-receipt-in-english-and-hindi.md). The request keeps the
// page's language; the gift recorded from it takes it as its receipt language; staff may change it.

const handle = useBackend({ alerts: { pollMs: 60 * 60_000 } });

/** The request as the site's form sends it (src/site/getInvolved/receiptRequest.ts), from one page. */
const request = (language?: "en" | "hi") => ({
  donor_name: "Asha Gupta",
  pan: "ABCPG1234K",
  address: "12 Civil Lines, Prayagraj 211001",
  email: `asha-${tag()}@example.org`,
  phone: "",
  amount: "2500",
  gift_date: "2026-04-02",
  mode: "upi",
  transaction_reference: `UPI${tag()}`,
  client_key: crypto.randomUUID(),
  ...(language ? { language } : {}),
});

async function send(body: ReturnType<typeof request>) {
  const { data, error } = await clientFrom(handle.backend, freshAddress()).rpc("submit_receipt_request", body as never);
  expect(error).toBeNull();
  expect(data).toMatchObject({ success: true });
  const { data: rows } = await serviceClient(handle.backend)
    .from("receipt_requests")
    .select("id, language")
    .eq("email", body.email);
  expect(rows).toHaveLength(1);
  return rows![0];
}

describe("the receipt's language follows the page the donor asked from", () => {
  it("records 'hi' for a request from /hi, and the gift recorded from it defaults to 'hi'; staff may still change it", async () => {
    const stored = await send(request("hi"));
    expect(stored.language).toBe("hi");
    const staff = await staffClient(handle.backend);
    const recorded = await staff.rpc("record_gift_from_request", { request_id: stored.id });
    expect(recorded.error).toBeNull();
    const { data: gift } = await staff
      .from("donations")
      .select("id, receipt_language")
      .eq("id", recorded.data!)
      .single();
    expect(gift!.receipt_language).toBe("hi");
    const changed = await staff
      .from("donations")
      .update({ receipt_language: "en" })
      .eq("id", gift!.id)
      .select("receipt_language");
    expect(changed.error).toBeNull();
    expect(changed.data).toEqual([{ receipt_language: "en" }]);
  });

  it("records 'en' from the English page, and from a caller that names no language, as before", async () => {
    const staff = await staffClient(handle.backend);
    for (const body of [request("en"), request()]) {
      const stored = await send(body);
      expect(stored.language).toBe("en");
      const recorded = await staff.rpc("record_gift_from_request", { request_id: stored.id });
      const { data: gift } = await staff.from("donations").select("receipt_language").eq("id", recorded.data!).single();
      expect(gift!.receipt_language).toBe("en");
    }
  });

  it("refuses a language other than en or hi, and stores nothing", async () => {
    const body = { ...request(), language: "fr" };
    const { data } = await clientFrom(handle.backend, freshAddress()).rpc("submit_receipt_request", body as never);
    expect(data).toEqual({ success: false, message: "The language must be en or hi." });
    const { count } = await serviceClient(handle.backend)
      .from("receipt_requests")
      .select("id", { count: "exact", head: true })
      .eq("email", body.email);
    expect(count).toBe(0);
  });
});
