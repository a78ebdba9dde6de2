import { whiteSpace, withoutInvisible } from "./visibleText";

// The rule of private.is_mailbox in the database: one @, no white space or control characters,
// no markup or quoting characters, a domain of at least two non-empty labels (a trailing dot,
// as in DNS, is allowed). Letters of any script pass (internationalised mail); invisible
// characters are ignored, as a pasted address often carries one.
const notInLocalPart = `@<>"\`()\\[\\]\\\\,;:\\u0001-\\u0020\\u007F${whiteSpace}`;
const notInLabel = `${notInLocalPart}'!#$%&*+/=?^{|}~.`;
const mailbox = new RegExp(`^[^${notInLocalPart}]+@([^${notInLabel}]+\\.)+[^${notInLabel}]+\\.?$`, "u");

/** Whether `value` is a plausible mailbox: the same rule as submit_contact_message and its table. */
export function isEmailAddress(value: string): boolean {
  return mailbox.test(withoutInvisible(value));
}
