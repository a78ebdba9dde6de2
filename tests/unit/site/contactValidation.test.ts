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

  it.each(["name", "email", "subject", "message"] as const)("requires %s (blank after trimming)", (field) => {
    expect(validateContactMessage({ ...valid, [field]: "   " })).toBe("Please fill in all required fields.");
  });

  it.each(["asha", "asha@", "asha@example", "as ha@example.org", "@example.org"])("rejects the e-mail %j", (email) => {
    expect(validateContactMessage({ ...valid, email })).toBe("Please enter a valid email address.");
  });

  it("checks required fields before the e-mail format", () => {
    expect(validateContactMessage({ ...valid, email: "nope", message: "" })).toBe(
      "Please fill in all required fields.",
    );
  });
});
