// A prerendered page's CSS minified, by the build (plugin.ts) and by the dev server for the pages
// it renders the same way (devPublished.ts): what the build serves, the dev server serves alike.
import { Features, transform as transformCss } from "lightningcss";

/**
 * The page's inline styles minified: emotion writes each component's rules as Mantine declares
 * them, with the same declaration twice in a rule, spaces in colours and a `;` before each `}`.
 * Lightning CSS (Vite's own CSS minifier) keeps what they mean and about 170 bytes gzip of the
 * Hindi home page's first round trip, which the comfort settings' script and link spend
 * (docs/decisions/106-comfort-settings-in-the-page-not-an-overlay-toolbar.md). Emotion hydrates
 * from the style tags' `data-emotion` ids, never from their text.
 */
export function minifyInlineStyles(html: string): string {
  return html.replace(
    /(<style[^>]*>)([\s\S]*?)(<\/style>)/g,
    (_, open: string, css: string, close: string) => `${open}${minifyCss(css)}${close}`,
  );
}

export function minifyCss(css: string): string {
  if (!css.trim()) return css;
  // Media queries as written (max-width), not in the shorter range syntax (width<=991px) that
  // Lightning CSS writes for today's browsers: Chrome before 104 and Safari before 16.4, on phones
  // still in use, ignore a query they cannot read, and with it the layout of a narrow screen.
  const { code } = transformCss({
    filename: "page.css",
    code: Buffer.from(css),
    minify: true,
    include: Features.MediaQueries,
  });
  const minified = code.toString();
  if (/<\/style/i.test(minified)) throw new Error("Minified inline styles would close their own <style>");
  return minified;
}
