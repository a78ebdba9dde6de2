import { expect } from "vitest";
import type { Client } from "./backend";

/**
 * Expects the database to refuse `who` this change to the row `id` of `table` with 42501 (no
 * privilege: the column is not one its role may update), whatever the row-level policies say.
 */
export async function expectUpdateRefused(who: Client, table: string, id: string, change: Record<string, unknown>) {
  const { error } = await who
    .from(table as "contact_messages")
    .update(change as never)
    .eq("id", id);
  expect(error?.code).toBe("42501");
}
