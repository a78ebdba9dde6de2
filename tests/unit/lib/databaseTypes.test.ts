import type { SupabaseClient } from "@supabase/supabase-js";
import { expect, it } from "vitest";
import type { Database, InsertRow, Row } from "../../../src/lib/database.types";

// The generated types write a table's columns once (Row) and derive Insert and Update from it
// (scripts/db-types/render.ts). These checks are compiled by `npm run typecheck`: should a
// derived type loosen, an `@ts-expect-error` below stops failing and the typecheck fails.

/** True only when A and B are the same type (optional and required keys told apart). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(proof: Equal<A, B>) => proof;

it("derives an insert: required columns stay required, defaulted and nullable ones may be left out", () => {
  same<
    InsertRow<"alert_recipients">,
    {
      id?: string;
      email: string;
      created_at?: string;
      email_canonical?: string | null;
    }
  >(true);
  same<
    InsertRow<"admin_users">,
    {
      user_id: string;
      created_at?: string;
      role?: "admin" | "editor";
    }
  >(true);
  same<Database["public"]["Tables"]["admin_users"]["Update"], Partial<Row<"admin_users">>>(true);
  // @ts-expect-error a required column is not optional
  same<InsertRow<"alert_recipients">, Partial<Row<"alert_recipients">>>(true);
  expect(same<1, 1>(true)).toBe(true);
});

it("keeps the typed client's insert and update as strict as the columns", () => {
  // Never called: the client below only has to compile (or not).
  const writes = (db: SupabaseClient<Database>) => [
    db.from("alert_recipients").insert({ email: "staff@example.org" }),
    // @ts-expect-error email is required
    db.from("alert_recipients").insert({ created_at: "2026-01-01T00:00:00Z" }),
    // @ts-expect-error email is text
    db.from("alert_recipients").insert({ email: 42 }),
    // @ts-expect-error role is one of the checked values
    db.from("admin_users").insert({ user_id: "u", role: "owner" }),
    db.from("admin_users").update({ role: "editor" }).eq("user_id", "u"),
    // @ts-expect-error role is one of the checked values, in an update too
    db.from("admin_users").update({ role: "owner" }).eq("user_id", "u"),
  ];
  expect(typeof writes).toBe("function");
});
