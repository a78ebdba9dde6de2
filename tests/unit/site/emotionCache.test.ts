// Mantine 5's pixel font sizes become rem, so the comfort settings' text size (a root font size of
// up to 200 %) reaches every text (docs/product.md#comfort-settings).
import { describe, expect, it } from "vitest";
import { textInRem } from "../../../src/site/emotionCache";

describe("textInRem", () => {
  it("writes font sizes and line heights in rem", () => {
    expect(textInRem("font-size:14px;line-height:1.55;color:red;")).toBe(
      "font-size:0.875rem;line-height:1.55;color:red;",
    );
    expect(textInRem(".a{line-height:34px;}")).toBe(".a{line-height:2.125rem;}");
  });

  it("scales a fixed height only in a rule that sets a font size: a button's, not a dot's", () => {
    expect(textInRem("height:36px;font-size:16px;min-height:36px;")).toBe(
      "height:2.25rem;font-size:1rem;min-height:2.25rem;",
    );
    expect(textInRem("width:24px;height:24px;&::before{font-size:12px;}")).toBe(
      "width:24px;height:24px;&::before{font-size:0.75rem;}",
    );
  });

  it("leaves other lengths, and sizes already relative, as they are", () => {
    const css = "max-height:300px;line-height:1;font-size:1.2em;padding:12px;border-width:1px;";
    expect(textInRem(css)).toBe(css);
  });
});
