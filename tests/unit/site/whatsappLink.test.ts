import { describe, expect, it } from "vitest";
import { whatsapp } from "../../../src/config/site";
import { whatsappLink } from "../../../src/site/shared/whatsapp";

describe("whatsappLink", () => {
  it("uses the number's digits only and encodes the greeting", () => {
    expect(whatsappLink("+91 98765 43210", "Namaste, मुझे जानकारी चाहिए?")).toBe(
      `https://wa.me/919876543210?text=${encodeURIComponent("Namaste, मुझे जानकारी चाहिए?")}`,
    );
  });

  it("prefills a greeting that names no condition or health detail", () => {
    expect(whatsapp.greeting).not.toMatch(/autis|cerebral|down syndrome|disab|therap|diagnos|child|son|daughter/i);
  });
});
