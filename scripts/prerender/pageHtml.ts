// Puts one rendered page into the HTML that `vite build` wrote: its head, its critical CSS,
// its markup, and the content it was rendered with (for the browser to hydrate from).

export type RenderedPage = {
  /** The app's markup for the root element. */
  html: string;
  /** <title>, meta, link and JSON-LD tags. */
  head: string;
  /** <style> tags with the emotion (Mantine) styles the markup uses. */
  styles: string;
  /** What the browser needs to hydrate the same markup. */
  state: unknown;
};

/** JSON that cannot close the <script> it sits in. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

const defaultHead = /<title>[\s\S]*?<\/title>|<meta\s+name="description"[\s\S]*?\/>/g;

export function pageHtml(template: string, page: RenderedPage, preloads: readonly string[] = []): string {
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html lost its <div id="root"></div>');
  const preloadTags = preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join("");
  return template
    .replace(defaultHead, "")
    .replace("</head>", `${page.head}${preloadTags}${page.styles}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.html}</div><script id="prerendered" type="application/json">${scriptSafeJson(page.state)}</script>`,
    );
}

/** The file a static host serves for `path`: /about -> about/index.html. */
export function fileForPath(path: string): string {
  if (path === "/") return "index.html";
  return `${path.replace(/^\/+|\/+$/g, "")}/index.html`;
}
