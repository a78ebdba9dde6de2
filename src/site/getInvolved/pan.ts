/** A PAN as the Income Tax Department issues it: five letters, four digits, a letter. */
const panPattern = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** What a donor typed, as the receipt will carry it: capitals, no surrounding spaces. */
export function normalisePan(value: string): string {
  return value.trim().toUpperCase();
}

/** True when the typed value, once normalised, has the PAN format (the server checks the same). */
export function isPan(value: string): boolean {
  return panPattern.test(normalisePan(value));
}
