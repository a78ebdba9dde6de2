// The static reference page that `npm run audit:perf` measures beside the site: the home page's
// hero as plain HTML and inline CSS, no script, no font, no image. Whatever the machine's load,
// a route's LCP divided by this page's LCP in the same run says what our page costs.
import { homeTexts } from "../../src/site/home/homeTexts";
import { paths } from "../../src/site/paths";

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

const { hero } = homeTexts.en;

export const REFERENCE_PATH = "/audit-reference.html";

export function referencePage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference: ${escape(hero.headline)}</title>
<meta name="description" content="A static page for comparison">
<style>
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1b1e; }
section { background: linear-gradient(135deg, #e7f5ff 0%, #fff4e6 100%); padding: 32px 16px; }
p.eyebrow { font-weight: 700; text-transform: uppercase; font-size: 14px; color: #1864ab; margin: 0 0 10px; }
h1 { font-size: 34px; line-height: 1.1; color: #0b3d6e; margin: 0; }
p.lead { max-width: 640px; font-size: 18px; margin: 16px 0 0; }
a { display: inline-block; margin: 24px 12px 0 0; padding: 10px 18px; border-radius: 4px; background: #1864ab; color: #fff; }
</style>
</head>
<body>
<section>
<p class="eyebrow">${escape(hero.eyebrow)}</p>
<h1>${escape(hero.headline)}</h1>
<p class="lead">${escape(hero.lead)}</p>
<a href="${paths.services}">${escape(hero.primaryAction)}</a><a href="${paths.getInvolved}">${escape(hero.secondaryAction)}</a>
</section>
</body>
</html>
`;
}
