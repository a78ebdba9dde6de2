// The scripts inlined into the HTML (index.html's language check, the prerendered pages' loader)
// are written as TypeScript in src/site/inline, type-checked and linted with the rest, and
// compiled here to the plain JavaScript a <script> holds: each file is one exported function
// without imports (and nothing after it), and a script calls it at once with its arguments as JSON.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { transformWithOxc, type Plugin } from "vite";
import { languageOfferAttribute, languagePreferenceKey } from "../src/site/i18n/preference.ts";
import type { checkLanguageBeforePaint } from "../src/site/inline/languageCheck.ts";
import type { startAfterFirstPaint } from "../src/site/inline/afterPaintLoader.ts";
import type { applyComfortBeforePaint } from "../src/site/inline/comfortBeforePaint.ts";
import { comfortAttribute, comfortSheetPath, comfortStorageKey } from "../src/site/comfort/comfortNames.ts";
import { comfortSheet } from "../src/site/comfort/comfortSheet.ts";

/** JSON that cannot close the <script> it sits in. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The function's body after one `const` per parameter (in a block for a classic script, whose
 * top-level names would be globals), which the minifier puts in place where used once, as a
 * hand-written script would be. So the function may not `return` at its top level.
 * Every byte counts: the home page's HTML is within bytes of its budget (scripts/budgets.ts).
 */
async function compile(file: string, name: string, form: "block" | "module"): Promise<(...args: unknown[]) => string> {
  const path = join(import.meta.dirname, "../src/site/inline", file);
  const { code } = await transformWithOxc(readFileSync(path, "utf8"), path, { lang: "ts" });
  if (/^\s*import\b/m.test(code)) throw new Error(`src/site/inline/${file} must not import: it is inlined as is`);
  const declaration = `export function ${name}(`;
  const at = code.indexOf(declaration);
  if (at < 0) throw new Error(`src/site/inline/${file} must export function ${name}`);
  const rest = code.slice(at + declaration.length).trim();
  if (/\b(this|arguments)\b/.test(rest)) throw new Error(`src/site/inline/${file} must not use this or arguments`);
  const json = (args: unknown[]) => args.map(scriptSafeJson);
  const [, params, body] = /^([^)]*)\)\s*\{([\s\S]*)\}$/.exec(rest) ?? [];
  const names = (params ?? "")
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, "")
    .split(",")
    .map((param) => param.trim())
    .filter(Boolean);
  if (body === undefined || !names.every((param) => /^\w+$/.test(param)))
    throw new Error(`src/site/inline/${file}: ${name} must take plain parameters`);
  if (/^\s*return\b/m.test(body.replace(/\{[^{}]*\}/g, "")))
    throw new Error(`src/site/inline/${file}: ${name} may not return at its top level`);
  const statements = (args: unknown[]) =>
    `const ${json(args)
      .map((value, i) => `${names[i]} = ${value}`)
      .join(", ")};\n${body.trim()}`;
  return (...args) => (form === "block" ? `{\n${statements(args)}\n}` : statements(args));
}

const languageCheck = await compile("languageCheck.ts", "checkLanguageBeforePaint", "block");
const afterPaint = await compile("afterPaintLoader.ts", "startAfterFirstPaint", "module");
const comfort = await compile("comfortBeforePaint.ts", "applyComfortBeforePaint", "block");

/** index.html's language check, before the first paint. */
export const languageCheckScript = (...args: Parameters<typeof checkLanguageBeforePaint>): string =>
  languageCheck(...args);

/** A prerendered page's loader, after its first paint. */
export const afterPaintScript = (...args: Parameters<typeof startAfterFirstPaint>): string => afterPaint(...args);

/** Every page's comfort settings, put on <html> before the first paint. */
export const comfortScript = (...args: Parameters<typeof applyComfortBeforePaint>): string => comfort(...args);

/** Where index.html holds its language check. */
export const languageCheckMarker = /<!-- language-check:[^>]*-->/;

/** The language check as inlined: it acts on the English home page only, so other pages leave it out. */
export const languageCheckTag = /<script data-language-check>[\s\S]*?<\/script>\s*/;

/** Where index.html holds the comfort settings' script. */
export const comfortMarker = /<!-- comfort:[^>]*-->/;

/**
 * Puts the language check and the comfort settings' script into index.html, in the dev server as
 * in the build; and serves the settings' stylesheet (src/site/comfort/comfortSheet.ts), which the
 * script links, at comfortSheetPath: from memory in the dev server, as a file beside the pages in
 * the build.
 */
export function inlineLanguageCheck(): Plugin {
  return {
    name: "inline-language-check",
    configureServer(server) {
      server.middlewares.use(comfortSheetPath, (request, response, next) => {
        if (request.method !== "GET" && request.method !== "HEAD") return next();
        // As the preview server (sirv) and a static host send the built file.
        response.setHeader("Content-Type", "text/css");
        response.end(comfortSheet());
      });
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      this.emitFile({ type: "asset", fileName: comfortSheetPath.slice(1), source: comfortSheet() });
    },
    transformIndexHtml(html) {
      if (!languageCheckMarker.test(html)) throw new Error("index.html lost its <!-- language-check: … --> marker");
      if (!comfortMarker.test(html)) throw new Error("index.html lost its <!-- comfort: … --> marker");
      const script = languageCheckScript(languagePreferenceKey, languageOfferAttribute);
      const settings = comfortScript(comfortStorageKey, comfortAttribute, comfortSheetPath);
      return html
        .replace(languageCheckMarker, () => `<script data-language-check>\n${script}\n</script>`)
        .replace(comfortMarker, () => `<script>\n${settings}\n</script>`);
    },
  };
}
