import { describe, expect, it } from "vitest";
import { staffTextLang, scriptLanguage } from "../../../src/site/i18n/staffTextLanguage";

describe("the language of staff-written text, by its script", () => {
  it("tells Hindi from English, and says nothing of text with no letters", () => {
    expect(scriptLanguage("Speech therapy camp in Civil Lines")).toBe("en");
    expect(scriptLanguage("सिविल लाइंस में स्पीच थेरेपी कैंप")).toBe("hi");
    // Mixed text goes by most of its letters: Hindi with an English word, English with a Hindi one.
    expect(scriptLanguage("हमारे बच्चों ने Republic Day पर नाटक किया")).toBe("hi");
    expect(scriptLanguage("Our children performed at the Diwali मेला this year")).toBe("en");
    expect(scriptLanguage("2026 — ₹1,00,000")).toBeNull();
    expect(scriptLanguage("")).toBeNull();
  });

  it("marks only text in the other language than the page's", () => {
    expect(staffTextLang("Dr. Anjali Srivastava", "hi")).toBe("en");
    expect(staffTextLang("Dr. Anjali Srivastava", "en")).toBeUndefined();
    expect(staffTextLang("डॉ. अंजलि श्रीवास्तव", "en")).toBe("hi");
    expect(staffTextLang("डॉ. अंजलि श्रीवास्तव", "hi")).toBeUndefined();
    expect(staffTextLang("+91 532 000 0000", "hi")).toBeUndefined();
    expect(staffTextLang(null, "hi")).toBeUndefined();
    expect(staffTextLang(undefined, "en")).toBeUndefined();
  });
});
