// The comfort settings as kept and as put on <html> (docs/product.md#comfort-settings), and the
// stylesheet keyed on them, which a page links only when a setting is on.
import { describe, expect, it } from "vitest";
import { comfortSheet, siteCacheKey } from "../../../src/site/comfort/comfortSheet";
import { comfortOf, comfortValue, defaultComfort } from "../../../src/site/comfort/comfortSettings";
import { siteEmotionCache } from "../../../src/site/emotionCache";

describe("the comfort settings' attribute", () => {
  it("holds one word per setting that is not the usual one, and reads back as it was written", () => {
    expect(comfortValue(defaultComfort)).toBe("");
    const chosen = { textSize: 200, spacing: true, calm: true } as const;
    expect(comfortValue(chosen)).toBe("text-200 spacing calm");
    expect(comfortOf("text-200 spacing calm")).toEqual(chosen);
    expect(comfortOf("calm")).toEqual({ ...defaultComfort, calm: true });
  });

  it("reads anything else as the usual settings", () => {
    expect(comfortOf(null)).toEqual(defaultComfort);
    expect(comfortOf('{"data-calm":""}')).toEqual(defaultComfort);
    expect(comfortOf("text-175 calmer")).toEqual(defaultComfort);
  });
});

describe("the comfort settings' stylesheet", () => {
  it("names Mantine's classes with the site's emotion cache's key", () => {
    expect(siteCacheKey).toBe(siteEmotionCache.key);
  });

  it("scales the root's text for each size, and keys every rule on the attribute", () => {
    const sheet = comfortSheet();
    expect(sheet).toContain("[data-comfort~=text-200]{font-size:200%}");
    expect(sheet).not.toContain("text-100");
    expect(sheet).toContain("[data-comfort~=calm] *");
    expect(sheet).toContain("[data-comfort~=spacing] *");
    for (const rule of sheet.split("\n")) expect(rule).toMatch(/^\[data-comfort(\]|[~*]=)/);
  });
});
