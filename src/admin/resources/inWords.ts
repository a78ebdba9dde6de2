import { formatDate, formatDateTime } from "../../lib/format";
import type { FieldDeclaration } from "./types";

// The one place a stored value becomes what staff read (issue 36, item 9;
// docs/product.md#plain-words-on-screen, docs/decisions/098-stored-values-reach-staff-in-words-through-one-place.md): a choice by its label in the form, a switch in words, a
// date or time through src/lib/format.ts; never a stored code, a date as the database writes it or
// a file's address. History, a record's details and a read-only record all show values through it.

const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d(:?\d\d)?)?$/;
const ZONE = /(Z|[+-]\d\d(:?\d\d)?)$/;
const DATE_ONLY = /^\d{4}-\d\d-\d\d$/;

/** A value as staff read it; `field`, its form field, when the declaration has one. */
export function inWords(value: unknown, field?: FieldDeclaration): string {
  if (value === null || value === undefined || value === "") return "—";
  if (field?.kind === "select") return field.options.find((option) => option.value === value)?.label ?? String(value);
  if (field?.kind === "status") return value ? "Active" : "Inactive";
  if (field?.kind === "image") return "A photo";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string") {
    if (DATE_ONLY.test(value)) return formatDate(value);
    // A timestamptz comes with its offset; a time without one is the database's, in UTC.
    if (TIMESTAMP.test(value)) return formatDateTime(ZONE.test(value.slice(16)) ? value : `${value}Z`);
    return value;
  }
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.map((item) => inWords(item, field)).join(", ");
  return JSON.stringify(value);
}

/** A picture's change in words: staff see that it changed, not its files' addresses or sizes. */
export function photoChange(before: unknown, after: unknown): { before: string; after: string } {
  if (!before) return { before: "No photo", after: "Photo added" };
  if (!after) return { before: "A photo", after: "Photo removed" };
  return { before: "A photo", after: "Photo changed" };
}
