import { describe, expect, it } from "vitest";
import { serviceClient, useBackend } from "../integration/backend";
import { call } from "./http";

// Hosted Supabase loads pg-safeupdate for the API's connections, so an UPDATE or DELETE without a
// WHERE clause fails there with 21000 (PostgREST passes it on as 400); the stand-in answers the
// same at the gateway (supabase/local/safeUpdate.ts). A bulk change the product means to make
// names its rows with a filter, which passes.

const ctx = useBackend();
const hosted = (verb: "DELETE" | "UPDATE") => ({
  code: "21000",
  details: null,
  hint: null,
  message: `${verb} requires a WHERE clause`,
});

describe("an unfiltered DELETE or PATCH through the REST API", () => {
  it("answers 400 with hosted's 21000, even for the secret key, and changes nothing", async () => {
    const before = await call(ctx.backend, "GET", "/rest/v1/doctors?select=id", { apikey: ctx.backend.secretKey });
    const deleted = await call(ctx.backend, "DELETE", "/rest/v1/doctors", { apikey: ctx.backend.secretKey });
    expect([deleted.status, deleted.body]).toEqual([400, hosted("DELETE")]);
    const patched = await call(ctx.backend, "PATCH", "/rest/v1/doctors?select=id", {
      apikey: ctx.backend.secretKey,
      body: { name: "Everyone" },
    });
    expect([patched.status, patched.body]).toEqual([400, hosted("UPDATE")]);
    const after = await call(ctx.backend, "GET", "/rest/v1/doctors?select=id", { apikey: ctx.backend.secretKey });
    expect(after.body).toEqual(before.body);
  });

  it("reaches supabase-js as an error with code 21000", async () => {
    const { error } = await serviceClient(ctx.backend).from("doctors").update({ name: "Everyone" });
    expect(error).toMatchObject({ code: "21000", message: "UPDATE requires a WHERE clause" });
  });

  it("lets a filtered one through", async () => {
    const service = serviceClient(ctx.backend);
    const { data, error } = await service
      .from("doctors")
      .update({ name: "Dr. Renamed" })
      .eq("id", "00000000-0000-0000-0000-000000000000")
      .select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});
