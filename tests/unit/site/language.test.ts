import { describe, expect, it } from "vitest";
import { languageOf, localizedPath, withoutLanguage } from "../../../src/site/i18n/language";

describe("the language of an address", () => {
  it("reads /hi and everything under it as Hindi, and nothing else", () => {
    expect(languageOf("/hi")).toBe("hi");
    expect(languageOf("/hi/")).toBe("hi");
    expect(languageOf("/hi/notice/a-day")).toBe("hi");
    expect(languageOf("/")).toBe("en");
    expect(languageOf("/history")).toBe("en");
    expect(languageOf("/about/hi")).toBe("en");
  });

  it("puts a site path in either language and takes it back out", () => {
    const cases: [string, string][] = [
      ["/", "/hi"],
      ["/about/who", "/hi/about/who"],
      ["/#contact", "/hi#contact"],
      ["/notice/a-day", "/hi/notice/a-day"],
    ];
    for (const [english, hindi] of cases) {
      expect(localizedPath(english, "hi")).toBe(hindi);
      expect(localizedPath(hindi, "en")).toBe(english);
      expect(localizedPath(hindi, "hi")).toBe(hindi);
      expect(withoutLanguage(hindi)).toBe(english);
    }
  });

  it("leaves links that are not site paths alone", () => {
    expect(localizedPath("mailto:a@b.org", "hi")).toBe("mailto:a@b.org");
    expect(localizedPath("#main-content", "hi")).toBe("#main-content");
    expect(localizedPath("https://example.org/x", "hi")).toBe("https://example.org/x");
  });
});
