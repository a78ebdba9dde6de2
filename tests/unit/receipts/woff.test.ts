// @vitest-environment node
// fontkit's Indic shaper needs regenerator's runtime as a global, as src/lib/receipts/receiptPdf.ts says.
import "regenerator-runtime/runtime.js";
import { readFileSync } from "node:fs";
import fontkit from "@pdf-lib/fontkit";
import { describe, expect, it } from "vitest";
import { unwrapWoff } from "../../../src/lib/receipts/woff";

const woff = new Uint8Array(
  readFileSync("node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff"),
);

describe("unwrapWoff", () => {
  it("gives the TrueType font a WOFF file compresses, shaping as the WOFF does", async () => {
    const ttf = await unwrapWoff(woff);
    expect(new DataView(ttf.buffer).getUint32(0)).toBe(0x00010000);
    const [fromWoff, fromTtf] = [fontkit.create(woff), fontkit.create(ttf)];
    expect(fromTtf.numGlyphs).toBe(fromWoff.numGlyphs);
    const ids = (font: typeof fromTtf) => font.layout("अंतर्गत शब्दों में सचिव").glyphs.map((glyph) => glyph.id);
    expect(ids(fromTtf)).toEqual(ids(fromWoff));
  });

  it("leaves a font that is not WOFF as it is", async () => {
    const ttf = await unwrapWoff(woff);
    expect(await unwrapWoff(ttf)).toBe(ttf);
  });
});
