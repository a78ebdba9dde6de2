import { FunctionsHttpError } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { client, nonStaffClient, staffClient, useBackend } from "../integration/backend";
import { call } from "./http";

// PostgREST's count and range answers as the product reads them (src/site/news/newsData.ts: a page
// of the news list with `count=exact`; src/admin/dashboard/stats.ts and systemStatus.ts: head-only
// counts), and functions.invoke (src/admin/settings/staffAccess.ts). PostgREST is the real binary
// (supabase/local/postgrest.ts), so these pin the wire format the product depends on: PostgREST's
// docs "Pagination and Count" (docs/references/api/pagination.rst) and its src/PostgREST/Response.hs,
// Error.hs (PGRST103). postgrest-js sends count as `Prefer: count=exact` and range() as
// offset/limit (packages/core/postgrest-js/src/PostgrestTransformBuilder.ts) and reads the total
// from Content-Range (PostgrestBuilder.ts).

const ctx = useBackend();

async function total(table: string) {
  const answer = await call(ctx.backend, "HEAD", `/rest/v1/${table}?select=id`, { headers: { Prefer: "count=exact" } });
  return Number(answer.headers.get("content-range")!.split("/")[1]);
}

describe("count=exact with head (the dashboard's counts)", () => {
  it("answers HEAD 200 with the total in Content-Range, and no body", async () => {
    const answer = await call(ctx.backend, "HEAD", "/rest/v1/news_articles?select=id&limit=1", {
      headers: { Prefer: "count=exact" },
    });
    expect([200, 206]).toContain(answer.status);
    expect(answer.headers.get("content-range")).toMatch(/^(0-0|\*)\/\d+$/);
    expect(answer.text).toBe("");
    const { count, error } = await client(ctx.backend)
      .from("news_articles")
      .select("*", { count: "exact", head: true });
    expect(error).toBeNull();
    expect(count).toBe(await total("news_articles"));
    expect(count).toBeGreaterThan(0);
  });

  it("lets the browser read Content-Range across origins (Access-Control-Expose-Headers)", async () => {
    const answer = await call(ctx.backend, "HEAD", "/rest/v1/news_articles?select=id", {
      headers: { Prefer: "count=exact", Origin: "http://localhost:5173" },
    });
    expect(answer.headers.get("access-control-expose-headers")).toMatch(/content-range/i);
  });
});

describe("range with count=exact (a page of the news list)", () => {
  it("answers a page 206 with its rows and 'from-to/total'; the whole table 200", async () => {
    const all = await total("news_articles");
    expect(all).toBeGreaterThan(2);
    const page = await call(ctx.backend, "GET", "/rest/v1/news_articles?select=slug&order=slug&offset=1&limit=2", {
      headers: { Prefer: "count=exact" },
    });
    expect(page.status).toBe(206);
    expect(page.headers.get("content-range")).toBe(`1-2/${all}`);
    expect(page.body).toHaveLength(2);
    const whole = await call(ctx.backend, "GET", "/rest/v1/news_articles?select=slug", {
      headers: { Prefer: "count=exact" },
    });
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-range")).toBe(`0-${all - 1}/${all}`);
  });

  it("answers a page past the last 416 PGRST103, which the news list reads as an empty page", async () => {
    const all = await total("news_articles");
    const past = await call(ctx.backend, "GET", `/rest/v1/news_articles?select=slug&offset=${all + 10}&limit=12`, {
      headers: { Prefer: "count=exact" },
    });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`*/${all}`);
    expect(past.body).toMatchObject({
      code: "PGRST103",
      message: "Requested range not satisfiable",
      details: `An offset of ${all + 10} was requested, but there are only ${all} rows.`,
    });
    const { error } = await client(ctx.backend)
      .from("news_articles")
      .select("slug", { count: "exact" })
      .range(all + 10, all + 21);
    expect(error?.code).toBe("PGRST103");
  });
});

describe("functions.invoke('invite-staff') (staff access in the admin's settings)", () => {
  it("answers the relay's 401 without a token; the function's own status and JSON otherwise, read as FunctionsHttpError", async () => {
    // The relay refuses a request without a JWT before the function runs (verify_jwt).
    const bare = await call(ctx.backend, "POST", "/functions/v1/invite-staff", { apikey: null, body: {} });
    expect(bare.status).toBe(401);
    // functions-js: a non-2xx answer is FunctionsHttpError whose context is the Response
    // (packages/core/functions-js/src/FunctionsClient.ts); the product reads `error` from its JSON.
    const outsider = await nonStaffClient(ctx.backend);
    const refused = await outsider.functions.invoke("invite-staff", { body: { email: "x@example.org" } });
    expect(refused.error).toBeInstanceOf(FunctionsHttpError);
    const context = (refused.error as FunctionsHttpError).context as Response;
    expect(context.status).toBe(403);
    expect(await context.json()).toEqual({ error: "Only staff can invite people." });

    const staff = await staffClient(ctx.backend);
    const email = `contract-invite-${Date.now()}@example.org`;
    const sent = await staff.functions.invoke("invite-staff", {
      body: { email, redirectTo: "http://localhost:5173/admin/set-password" },
    });
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({ user_id: expect.any(String), email });
  }, 200_000);
});
