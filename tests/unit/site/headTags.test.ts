import { describe, expect, it } from "vitest";
import { headTags } from "../../../src/site/shared/headTags";
import { fileForPath, pageHtml, scriptSafeJson } from "../../../scripts/prerender/pageHtml";

const origin = "https://pnf.example.org";

describe("headTags", () => {
  it("writes the title, description, canonical, Open Graph and Twitter tags of a page", () => {
    const html = headTags({ title: "Our Story", description: "How it began.", path: "/about/ourstory" }, origin);
    expect(html).toContain("<title>Our Story | Prayagraj Neurodiversity Foundation</title>");
    expect(html).toContain('<meta name="description" content="How it began.">');
    expect(html).toContain('<link rel="canonical" href="https://pnf.example.org/about/ourstory">');
    expect(html).toContain('<meta property="og:url" content="https://pnf.example.org/about/ourstory">');
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain('<meta property="og:image" content="https://pnf.example.org/og-image.png">');
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it("titles the home page with the foundation's name alone", () => {
    expect(headTags({ title: "", description: "d", path: "/" }, origin)).toContain(
      "<title>Prayagraj Neurodiversity Foundation</title>",
    );
  });

  it("gives the 404 page no canonical URL and keeps it out of search results", () => {
    const html = headTags({ title: "Page not found", description: "d", path: null }, origin);
    expect(html).not.toContain("canonical");
    expect(html).not.toContain("og:url");
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it("escapes text from the database, and JSON-LD cannot close its script", () => {
    const html = headTags(
      {
        title: 'A "big" <day> & more',
        description: "x",
        path: "/notice/a",
        type: "article",
        jsonLd: { headline: "</script><script>alert(1)</script>" },
      },
      origin,
    );
    expect(html).toContain(
      "<title>A &quot;big&quot; &lt;day&gt; &amp; more | Prayagraj Neurodiversity Foundation</title>",
    );
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).not.toContain("</script><script>");
  });
});

describe("pageHtml", () => {
  const template =
    '<html><head><title>Old</title><meta name="description" content="old" /></head><body><div id="root"></div></body></html>';

  it("replaces the template's head, adds the styles and fills the root with the page and its data", () => {
    const html = pageHtml(
      template,
      { html: "<main>Hi</main>", head: "<title>New</title>", styles: "<style>a{}</style>", state: { a: "</script>" } },
      ["/assets/page.js"],
    );
    expect(html).not.toContain("<title>Old</title>");
    expect(html).not.toContain('content="old"');
    expect(html).toContain(
      '<title>New</title><link rel="modulepreload" crossorigin href="/assets/page.js"><style>a{}</style></head>',
    );
    expect(html).toContain('<div id="root"><main>Hi</main></div><script id="prerendered" type="application/json">');
    expect(html).not.toContain('"</script>"');
  });

  it("refuses a template without the empty root", () => {
    expect(() => pageHtml("<html></html>", { html: "", head: "", styles: "", state: null })).toThrow(/root/);
  });

  it("maps a clean URL to the file a static host serves for it", () => {
    expect(fileForPath("/")).toBe("index.html");
    expect(fileForPath("/about/who")).toBe("about/who/index.html");
  });

  it("writes JSON that a browser parses back to the same value", () => {
    const value = { text: "a</script>b\u2028c" };
    expect(JSON.parse(scriptSafeJson(value))).toEqual(value);
    expect(scriptSafeJson(value)).not.toContain("</script>");
  });
});
