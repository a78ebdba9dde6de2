// Devanagari on the receipt, drawn so that it shows right on any viewer and reads right when a
// viewer extracts it (copy, search, a screen reader): docs/decisions/099-the-80g-receipt-in-english-and-hindi.md.
// A PDF maps each glyph to characters once, whatever its context, and keeps glyphs in the order
// they are drawn; shaped Devanagari draws ि before its consonant, र् after the letter it tops, and
// a vowel sign with its anusvara as one glyph, so text drawn with the shaped glyphs extracts as
// "अिधिनयम", "अंतगर्त", "शब्दां मं". Instead each run is drawn twice at one place: its shaped
// glyphs as outlines (paths, which every viewer fills alike and no extractor reads), and the
// typed characters, one glyph each, as invisible text squeezed to the run's width.
import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument } from "pdf-lib";
import {
  TextRenderingMode,
  appendBezierCurve,
  beginText,
  closePath,
  concatTransformationMatrix,
  drawObject,
  endText,
  fill,
  lineTo,
  moveText,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  setCharacterSqueeze,
  setFillingColor,
  setFontAndSize,
  setTextRenderingMode,
  showText,
  type Color,
  type PDFFont,
  type PDFName,
  type PDFOperator,
  type PDFPage,
  type PDFRef,
} from "pdf-lib";

type FontkitFont = ReturnType<typeof fontkit.create>;
/** What fontkit's glyphs carry beyond pdf-lib's typing of them: the outline, in font units. */
interface Outlined {
  path: {
    commands: { command: string; args: number[] }[];
    bbox: { minX: number; minY: number; maxX: number; maxY: number };
  };
}

/** The Devanagari font twice: fontkit's, to shape and outline; pdf-lib's embedded subset, for the text layer. */
export interface DevanagariFace {
  doc: PDFDocument;
  shaper: FontkitFont;
  text: PDFFont;
  fontKeys: WeakMap<PDFPage, PDFName>;
  /** Each glyph's outline, once per document (null: the glyph has none). */
  glyphRefs: Map<number, PDFRef | null>;
  glyphNames: WeakMap<PDFPage, Map<number, PDFName>>;
  /** Each run shaped once: wrapping a line measures the same words again and again. */
  shaped: Map<string, ReturnType<FontkitFont["layout"]>>;
}

function shape(face: DevanagariFace, text: string): ReturnType<FontkitFont["layout"]> {
  const known = face.shaped.get(text);
  if (known) return known;
  const run = face.shaper.layout(text);
  face.shaped.set(text, run);
  return run;
}

/** The font's characters each to its own glyph, in typed order: no shaping, so each glyph extracts as one character. */
function unshaped(font: FontkitFont): FontkitFont {
  font.layout = (text: string) =>
    ({
      glyphs: Array.from(text, (char) => font.glyphForCodePoint(char.codePointAt(0) ?? 0)),
      positions: [],
    }) as unknown as ReturnType<FontkitFont["layout"]>;
  return font;
}

/** Embeds the Devanagari font (WOFF, TTF or OTF) in the document as the text layer's font. */
export async function embedDevanagari(doc: PDFDocument, bytes: Uint8Array | ArrayBuffer): Promise<DevanagariFace> {
  const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  doc.registerFontkit({ create: (fontData: Uint8Array) => unshaped(fontkit.create(fontData)) });
  const text = await doc.embedFont(data, { subset: true });
  doc.registerFontkit(fontkit);
  return {
    doc,
    shaper: fontkit.create(data),
    text,
    fontKeys: new WeakMap(),
    glyphRefs: new Map(),
    glyphNames: new WeakMap(),
    shaped: new Map(),
  };
}

/** The width of the shaped text, in points. */
export function devanagariWidth(face: DevanagariFace, text: string, size: number): number {
  const run = shape(face, text);
  return (run.positions.reduce((sum, p) => sum + p.xAdvance, 0) * size) / face.shaper.unitsPerEm;
}

/** The outline of one glyph in font units; TrueType's quadratic curves as the cubic curves PDF has. */
function outline(glyph: Outlined): PDFOperator[] {
  const ops: PDFOperator[] = [];
  // A tenth of a font unit (a thousandth of a point at 10 pt) is finer than any screen or printer.
  const round = (n: number) => Math.round(n * 10) / 10;
  let current = { x: 0, y: 0 };
  const point = (x: number, y: number) => ({ x: round(x), y: round(y) });
  for (const { command, args } of glyph.path.commands) {
    if (command === "moveTo" || command === "lineTo") {
      current = point(args[0], args[1]);
      ops.push(command === "moveTo" ? moveTo(current.x, current.y) : lineTo(current.x, current.y));
    } else if (command === "quadraticCurveTo") {
      const [control, end] = [point(args[0], args[1]), point(args[2], args[3])];
      const third = (from: { x: number; y: number }) =>
        point(from.x + (2 / 3) * (control.x - from.x), from.y + (2 / 3) * (control.y - from.y));
      const [c1, c2] = [third(current), third(end)];
      ops.push(appendBezierCurve(c1.x, c1.y, c2.x, c2.y, end.x, end.y));
      current = end;
    } else if (command === "bezierCurveTo") {
      const [c1, c2, end] = [point(args[0], args[1]), point(args[2], args[3]), point(args[4], args[5])];
      ops.push(appendBezierCurve(c1.x, c1.y, c2.x, c2.y, end.x, end.y));
      current = end;
    } else if (command === "closePath") ops.push(closePath());
  }
  return ops.length ? [...ops, fill()] : [];
}

/**
 * The page's name for a glyph's outline, drawn once per document as a form XObject and placed
 * wherever the glyph is (drawing each occurrence's outline in place made the file twice as
 * large); null for a glyph with no outline (a space).
 */
function glyphObject(page: PDFPage, face: DevanagariFace, glyph: Outlined & { id: number }): PDFName | null {
  if (!face.glyphRefs.has(glyph.id)) {
    const ops = outline(glyph);
    const { minX, minY, maxX, maxY } = glyph.path.bbox;
    face.glyphRefs.set(
      glyph.id,
      ops.length
        ? face.doc.context.register(face.doc.context.formXObject(ops, { BBox: [minX, minY, maxX, maxY] }))
        : null,
    );
  }
  const ref = face.glyphRefs.get(glyph.id);
  if (!ref) return null;
  const names = face.glyphNames.get(page) ?? new Map<number, PDFName>();
  face.glyphNames.set(page, names);
  const name = names.get(glyph.id) ?? page.node.newXObject("G", ref);
  names.set(glyph.id, name);
  return name;
}

/** Draws a run of Devanagari with its baseline starting at (x, y); answers its width. */
export function drawDevanagari(
  page: PDFPage,
  face: DevanagariFace,
  text: string,
  at: { x: number; y: number; size: number; color: Color },
): number {
  const run = shape(face, text);
  const scale = at.size / face.shaper.unitsPerEm;
  const ops: PDFOperator[] = [pushGraphicsState(), setFillingColor(at.color)];
  let pen = 0;
  run.glyphs.forEach((glyph, i) => {
    const { xAdvance, xOffset, yOffset } = run.positions[i];
    const name = glyphObject(page, face, glyph as unknown as Outlined & { id: number });
    if (name) {
      const [x, y] = [at.x + (pen + xOffset) * scale, at.y + yOffset * scale];
      ops.push(
        pushGraphicsState(),
        concatTransformationMatrix(scale, 0, 0, scale, x, y),
        drawObject(name),
        popGraphicsState(),
      );
    }
    pen += xAdvance;
  });
  const width = pen * scale;

  let key = face.fontKeys.get(page);
  if (!key) {
    key = page.node.newFontDictionary(face.text.name, face.text.ref);
    face.fontKeys.set(page, key);
  }
  const typedWidth = face.text.widthOfTextAtSize(text, at.size);
  ops.push(
    beginText(),
    setFontAndSize(key, at.size),
    setTextRenderingMode(TextRenderingMode.Invisible),
    // The typed glyphs squeezed or stretched to the shaped run, so a selection covers what is seen.
    setCharacterSqueeze(typedWidth > 0 ? (100 * width) / typedWidth : 100),
    moveText(at.x, at.y),
    showText(face.text.encodeText(text)),
    endText(),
    // Text state (the invisible mode, the squeeze) is graphics state: restored here for what follows.
    popGraphicsState(),
  );
  page.pushOperators(...ops);
  return width;
}
