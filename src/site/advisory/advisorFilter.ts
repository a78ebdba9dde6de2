import type { Advisory } from "../../lib/database.types";

// The public advisory page's rules (docs/product.md#advisory-and-counseling): only active advisors are
// listed, kept in the browser rather than in the query; a specialty filter matches the
// position case-insensitively as a substring; 'all' shows everyone.

export const ALL_SPECIALTIES = "all";

export function activeAdvisors(advisories: readonly Advisory[]): Advisory[] {
  return advisories.filter((advisory) => advisory.is_active);
}

/** One entry per distinct position (ignoring case and surrounding spaces), in first-seen order. */
export function distinctPositions(advisories: readonly Advisory[]): string[] {
  const seen = new Map<string, string>();
  for (const { position } of advisories) {
    const label = position.trim();
    const key = label.toLowerCase();
    if (label && !seen.has(key)) seen.set(key, label);
  }
  return [...seen.values()];
}

export function filterBySpecialty(advisories: readonly Advisory[], specialty: string): Advisory[] {
  if (specialty === ALL_SPECIALTIES) return [...advisories];
  const needle = specialty.trim().toLowerCase();
  return advisories.filter((advisory) => advisory.position.toLowerCase().includes(needle));
}
