/**
 * A PAN as the Income Tax Department issues it: five letters, four digits, a letter; the fourth
 * letter is the holder's type (P person, C company, H Hindu undivided family, F firm, A
 * association of persons, T trust, B body of individuals, L local authority, J artificial
 * juridical person, G government); the four digits are a serial number from 0001. The server
 * checks the same (private.is_pan).
 */
const panPattern = /^[A-Z]{3}[PCHFATBLJG][A-Z](?!0000)[0-9]{4}[A-Z]$/;

/** The PAN a form shows as its example (placeholder): one the rule accepts, a person's (P). */
export const panExample = "ABCPE1234F";

/**
 * What a donor typed, as the receipt will carry it: the letters a to z as capitals, no
 * surrounding spaces. Only a to z: toUpperCase() would turn a dotless ı into I, and the server
 * checks the PAN as it is sent.
 */
export function normalisePan(value: string): string {
  return value.trim().replace(/[a-z]/g, (letter) => letter.toUpperCase());
}

/** True when the typed value, once normalised, has the PAN format (the server checks the same). */
export function isPan(value: string): boolean {
  return panPattern.test(normalisePan(value));
}
