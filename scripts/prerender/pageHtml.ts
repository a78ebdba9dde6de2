// Puts one rendered page into the HTML that `vite build` wrote: its head, its critical CSS,
// its markup, and where the content it was rendered with is (for the browser to hydrate from).
import { awaitingLaterStylesId, belowTheFoldAttribute } from "../../src/site/shared/belowTheFold.ts";
import { afterPaintScript, languageCheckTag, scriptSafeJson } from "../inlineScripts.ts";

/** What the browser needs to hydrate the same markup: the page, its language, and its content. */
export type PageState = { path: string; language: string; content: Record<string, unknown> };

export type RenderedPage = {
  /** The app's markup for the root element. */
  html: string;
  /** <title>, meta, link and JSON-LD tags. */
  head: string;
  /** The emotion (Mantine) styles the markup uses: inline, and what can come after the paint. */
  styles: { inline: string; later: string };
  /** The page's language, for <html lang>. */
  htmlLang: string;
  /** What the browser needs to hydrate the same markup. */
  state: PageState;
};

export { scriptSafeJson };

const defaultHead = /<title>[\s\S]*?<\/title>|<meta\s+name="description"[\s\S]*?\/>/g;

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** The longest the scripts wait for a paint the browser does not report (it always should). */
export const paintWaitMs = 3000;

/** The page's scripts, started once it has painted (src/site/inline/afterPaintLoader.ts). */
export function scriptsAfterFirstPaint(entry: string, { preloads = [], stylesFile }: PageFiles = {}): string {
  const code = afterPaintScript(entry, preloads, stylesFile ?? null, awaitingLaterStylesId, paintWaitMs);
  return `<script type="module">\n${code}\n</script>`;
}

/** Files the build wrote beside a page, each fetched after its first paint. */
export type PageFiles = {
  /** The page's code, beyond what the template's own script imports. */
  preloads?: readonly string[];
  /** Holds `page.state.content`, which then stays out of the HTML. */
  contentFile?: string;
  /** Holds `page.styles.later`, the CSS of what lies below the fold. */
  stylesFile?: string;
};

/**
 * The page's HTML. What it needs for its first screen is in it; the rest is fetched once that
 * screen has painted, so a parent on a slow connection waits for fewer bytes before the first
 * paint: the content (`contentFile`, fetched beside the code in main.tsx) and the CSS of what lies
 * below the fold (`stylesFile`; a browser without JavaScript gets it from a <noscript> link).
 */
export function pageHtml(template: string, page: RenderedPage, files: PageFiles = {}): string {
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html lost its <div id="root"></div>');
  if (!template.includes('<html lang="en">')) throw new Error('index.html lost its <html lang="en">');
  const entry = entryScript.exec(template)?.[1];
  if (!entry) throw new Error("index.html lost the app's module script");
  if (page.styles.later && !files.stylesFile) throw new Error(`${page.state.path}: its later styles have no file`);
  const templatePreloads = [...template.matchAll(modulePreload)].map((match) => match[1]);
  const preloads = [...new Set([...templatePreloads, ...(files.preloads ?? [])])];
  const scripts = scriptsAfterFirstPaint(entry, { ...files, preloads });
  const state = files.contentFile ? { ...page.state, content: files.contentFile } : page.state;
  // Hidden until the later styles are in; without JavaScript, they are linked at once.
  const laterStyles = files.stylesFile
    ? `<style id="${awaitingLaterStylesId}">[${belowTheFoldAttribute}]{visibility:hidden}</style>` +
      `<noscript><link rel="stylesheet" href="${files.stylesFile}"><style>[${belowTheFoldAttribute}]{visibility:visible}</style></noscript>`
    : "";
  return (
    template
      // The template's line breaks and indents between tags (and the lines the replacements below
      // leave empty) are bytes of the first round trip that show nothing: one tag after another.
      .replace(/>\n\s*</g, "><")
      .replace('<html lang="en">', () => `<html lang="${page.htmlLang}">`)
      .replace(defaultHead, "")
      .replace(entryScript, "")
      .replace(modulePreload, "")
      // Only "/" can send a visitor on to /hi before the paint; elsewhere it would be bytes of the
      // first round trip (docs/architecture.md#performance) that do nothing.
      .replace(languageCheckTag, (tag) => (page.state.path === "/" ? tag : ""))
      // Functions, not strings: in a replacement string `$'`, `$&` and `` $` `` in a staff
      // title would insert parts of the template again.
      .replace("</head>", () => `${page.head}${page.styles.inline}${laterStyles}</head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${page.html}</div><script id="prerendered" type="application/json">${scriptSafeJson(state)}</script>${scripts}`,
      )
  );
}

/** The file a static host serves for `path`: /about -> about/index.html. */
export function fileForPath(path: string): string {
  if (path === "/") return "index.html";
  return `${path.replace(/^\/+|\/+$/g, "")}/index.html`;
}
