/**
 * Whether `value` has the shape of an e-mail address: something@something.something, no
 * spaces. The same rule as submit_contact_message and the contact_messages constraint.
 */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
