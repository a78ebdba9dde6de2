// The scripts inlined into the HTML (index.html's language check, the prerendered pages' loader)
// are written as TypeScript in src/site/inline, type-checked and linted with the rest, and
// compiled here to the plain JavaScript a <script> holds: each file is one exported function
// without imports, and a script is that function and one call with its arguments as JSON.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { transformWithOxc, type Plugin } from "vite";
import { languageOfferAttribute, languagePreferenceKey } from "../src/site/i18n/preference.ts";
import type { checkLanguageBeforePaint } from "../src/site/inline/languageCheck.ts";
import type { startAfterFirstPaint } from "../src/site/inline/afterPaintLoader.ts";

/** JSON that cannot close the <script> it sits in. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

async function compile(file: string, name: string): Promise<(...args: unknown[]) => string> {
  const path = join(import.meta.dirname, "../src/site/inline", file);
  const { code } = await transformWithOxc(readFileSync(path, "utf8"), path, { lang: "ts" });
  if (/^\s*import\b/m.test(code)) throw new Error(`src/site/inline/${file} must not import: it is inlined as is`);
  const declaration = `export function ${name}(`;
  if (!code.includes(declaration)) throw new Error(`src/site/inline/${file} must export function ${name}`);
  const body = code.replace(declaration, `function ${name}(`).replace(/^export (type|\{)[^\n]*\n/gm, "");
  return (...args) => `${body}\n${name}(${args.map(scriptSafeJson).join(", ")});`;
}

const languageCheck = await compile("languageCheck.ts", "checkLanguageBeforePaint");
const afterPaint = await compile("afterPaintLoader.ts", "startAfterFirstPaint");

/** index.html's language check, before the first paint. */
export const languageCheckScript = (...args: Parameters<typeof checkLanguageBeforePaint>): string =>
  languageCheck(...args);

/** A prerendered page's loader, after its first paint. */
export const afterPaintScript = (...args: Parameters<typeof startAfterFirstPaint>): string => afterPaint(...args);

/** Where index.html holds its language check. */
export const languageCheckMarker = /<!-- language-check:[^>]*-->/;

/** Puts the language check into index.html, in the dev server as in the build. */
export function inlineLanguageCheck(): Plugin {
  return {
    name: "inline-language-check",
    transformIndexHtml(html) {
      if (!languageCheckMarker.test(html)) throw new Error("index.html lost its <!-- language-check: … --> marker");
      const script = languageCheckScript(languagePreferenceKey, languageOfferAttribute);
      return html.replace(languageCheckMarker, () => `<script>\n${script}\n</script>`);
    },
  };
}
