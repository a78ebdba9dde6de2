import type { CardBadge } from "./types";

export const statusOptions = [
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
] as const;

/** The "Held for review" badge of a visitor's submission stored held (none when it is not). */
export function heldBadges(held: boolean): CardBadge[] {
  return held ? [{ label: "Held for review", color: "orange" }] : [];
}
