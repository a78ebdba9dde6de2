import { describe, expect, it } from "vitest";
import { validateContactMessage, type ContactMessage } from "../../../src/site/contact/contactMessage";

const valid: ContactMessage = {
  name: "Asha",
  email: "asha@example.org",
  phone: "",
  subject: "other",
  message: "Hello",
};

describe("validateContactMessage", () => {
  it("accepts a complete message without a phone", () => {
    expect(validateContactMessage(valid)).toBeNull();
  });

  it("wants a letter or digit in the name and the message, in any script, combining marks aside", () => {
    for (const name of ["\u0301\u0301\u0301", "...", "-- !!", "\u093F\u0940"]) {
      expect(validateContactMessage({ ...valid, name })).toBe("Please enter a name with at least one letter or digit.");
    }
    expect(validateContactMessage({ ...valid, message: "?!\u0308" })).toBe(
      "Please write a message with at least one letter or digit.",
    );
    for (const name of ["आशा", "José", "李", "O'Brien", "7"])
      expect(validateContactMessage({ ...valid, name })).toBeNull();
  });

  it.each(["name", "email", "subject", "message"] as const)("requires %s (blank after trimming)", (field) => {
    expect(validateContactMessage({ ...valid, [field]: "   " })).toBe("Please fill in all required fields.");
  });

  it.each(["\u200B\u200B", "\uFEFF \u2060", "\u00AD\u00A0"])("takes %j, which shows nothing, as blank", (blank) => {
    expect(validateContactMessage({ ...valid, name: blank })).toBe("Please fill in all required fields.");
  });

  it.each(["o'neil@example.ie", "asha+school@example.co.in", "asha@example.org.", "\u200Basha@example.org"])(
    "accepts the mailbox %j",
    (email) => {
      expect(validateContactMessage({ ...valid, email })).toBeNull();
    },
  );

  it.each([
    "asha",
    "asha@",
    "asha@example",
    "as ha@example.org",
    "@example.org",
    "<script>alert(1)</script>@x.org",
    '"asha"@example.org',
    "asha@example..org",
    "asha@exam(ple).org",
  ])("rejects the e-mail %j", (email) => {
    expect(validateContactMessage({ ...valid, email })).toBe("Please enter a valid email address.");
  });

  it("checks required fields before the e-mail format", () => {
    expect(validateContactMessage({ ...valid, email: "nope", message: "" })).toBe(
      "Please fill in all required fields.",
    );
  });
});
