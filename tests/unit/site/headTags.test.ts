import { describe, expect, it } from "vitest";
import { headTags } from "../../../src/site/shared/headTags";
import { fileForPath, pageHtml, scriptSafeJson } from "../../../scripts/prerender/pageHtml";
import { minifyInlineScripts } from "../../../scripts/prerender/plugin";

const origin = "https://pnf.example.org";

describe("headTags", () => {
  it("writes the title, description, canonical, Open Graph and Twitter tags of a page", () => {
    const html = headTags(
      { title: "Our Story", description: "How it began.", path: "/about/ourstory", language: "en" },
      origin,
    );
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
    expect(headTags({ title: "", description: "d", path: "/", language: "en" }, origin)).toContain(
      "<title>Prayagraj Neurodiversity Foundation</title>",
    );
  });

  it("gives the 404 page no canonical URL and keeps it out of search results", () => {
    const html = headTags({ title: "Page not found", description: "d", path: null, language: "en" }, origin);
    expect(html).not.toContain("canonical");
    expect(html).not.toContain("og:url");
    expect(html).not.toContain("hreflang");
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it("links a page to itself in each language, and says which it is", () => {
    const english = headTags({ title: "Our Story", description: "d", path: "/about/ourstory", language: "en" }, origin);
    const hindi = headTags(
      { title: "हमारी कहानी", description: "d", path: "/hi/about/ourstory", language: "hi" },
      origin,
    );
    for (const html of [english, hindi]) {
      expect(html).toContain('<link rel="alternate" hreflang="en" href="https://pnf.example.org/about/ourstory">');
      expect(html).toContain('<link rel="alternate" hreflang="hi" href="https://pnf.example.org/hi/about/ourstory">');
      expect(html).toContain(
        '<link rel="alternate" hreflang="x-default" href="https://pnf.example.org/about/ourstory">',
      );
    }
    expect(english).toContain('<meta property="og:locale" content="en_IN">');
    expect(hindi).toContain('<meta property="og:locale" content="hi_IN">');
    expect(hindi).toContain('<meta property="og:locale:alternate" content="en_IN">');
    expect(hindi).toContain('<link rel="canonical" href="https://pnf.example.org/hi/about/ourstory">');
  });

  it("escapes text from the database, and JSON-LD cannot close its script", () => {
    const html = headTags(
      {
        title: 'A "big" <day> & more',
        description: "x",
        path: "/notice/a",
        language: "en",
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
  const state = { path: "/", language: "en", content: { testimonials: ["Testimonial text"] } };
  const noStyles = { inline: "", later: "" };
  const template =
    '<html lang="en"><head><title>Old</title><meta name="description" content="old" />' +
    '<script type="module" crossorigin src="/assets/index.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/site.js">' +
    '</head><body><div id="root"></div></body></html>';

  it("replaces the template's head, adds the styles and fills the root with the page and its data", () => {
    const html = pageHtml(
      template,
      {
        html: "<main>Hi</main>",
        head: "<title>New</title>",
        styles: { inline: "<style>a{}</style>", later: "" },
        htmlLang: "hi",
        state: { path: "/hi", language: "hi", content: { a: "</script>" } },
      },
      { preloads: ["/assets/page.js"] },
    );
    expect(html).toContain('<html lang="hi">');
    expect(html).not.toContain("<title>Old</title>");
    expect(html).not.toContain('content="old"');
    expect(html).toContain("<title>New</title><style>a{}</style></head>");
    expect(html).toContain('<div id="root"><main>Hi</main></div><script id="prerendered" type="application/json">');
    // The app's scripts start after the first paint, from the end of the body, with every preload.
    expect(html).not.toMatch(/<script type="module" crossorigin src=|<link rel="modulepreload"/);
    const loader = html.slice(html.lastIndexOf('<script type="module">'));
    // src/site/inline/afterPaintLoader.ts, called with this page's files (tests/unit/site/inlineScripts.test.ts).
    expect(loader).toContain(
      'const entry = "/assets/index.js", preloads = ["/assets/site.js","/assets/page.js"], styles = null, awaitingStylesId = "awaiting-later-styles", paintWaitMs = 3000;',
    );
    expect(loader).toContain("requestAnimationFrame(");
    expect(html).not.toContain('"</script>"');
  });

  it("puts a staff title with $', $` and $& in as written: one root, and JSON-LD that parses", () => {
    // String.replace reads these in a replacement string as "the text after/before the match" and
    // "the match": a title with them once copied the template into the page 5 to 7 times.
    const title = "Open day $' $` $& $$ $1 $<name>";
    const head = headTags(
      { title, description: title, path: "/events/open-day", language: "en", type: "article", jsonLd: { name: title } },
      origin,
    );
    const html = pageHtml(template, {
      html: `<main><h1>${title}</h1></main>`,
      head,
      styles: { inline: "<style>a{}</style>", later: "" },
      htmlLang: "en",
      state: { path: "/events/open-day", language: "en", content: { title } },
    });
    expect(html.split('<div id="root">')).toHaveLength(2);
    expect(html.split("</head>")).toHaveLength(2);
    expect(html).toContain(`<h1>${title}</h1>`);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({ name: title });
    const state = /<script id="prerendered" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(state!)).toMatchObject({ content: { title } });
  });

  it("leaves the content out of the HTML when it has a file of its own, and fetches that file with the code", () => {
    const page = { html: "<main>Hi</main>", head: "", styles: noStyles, htmlLang: "en", state };
    const html = pageHtml(template, page, { contentFile: "/assets/content-abc.json" });
    const inline = /<script id="prerendered" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(inline!)).toEqual({ path: "/", language: "en", content: "/assets/content-abc.json" });
    expect(html).not.toContain("Testimonial text");
    const loader = html.slice(html.lastIndexOf('<script type="module">'));
    // The loader reads the file's name from the page's data, so it is the same on every page.
    expect(loader).toContain('JSON.parse(document.getElementById("prerendered")?.textContent || "{}").content;');
    expect(loader).toContain('if (typeof content === "string") link({');
    expect(loader).not.toContain("content-abc");
    // Without a file, the content stays inline and nothing more is fetched.
    const inlined = pageHtml(template, page);
    expect(inlined).toContain('"content":{"testimonials":["Testimonial text"]}');
    expect(inlined.slice(inlined.lastIndexOf('<script type="module">'))).toBe(loader);
  });

  it("keeps the language check on the English home page only, where it can act", () => {
    const withCheck = template.replace("</head>", "<script data-language-check>\ncheck()\n</script></head>");
    const page = { html: "<main>Hi</main>", head: "", styles: noStyles, htmlLang: "en", state };
    expect(pageHtml(withCheck, page)).toContain("<script data-language-check>\ncheck()\n</script>");
    for (const path of ["/hi", "/about", "/hi/notice"]) {
      expect(pageHtml(withCheck, { ...page, state: { ...state, path } })).not.toContain("check()");
    }
  });

  it("links the CSS of what lies below the fold after the paint, and at once without JavaScript", () => {
    const page = {
      html: "<main>Hi</main>",
      head: "",
      styles: { inline: "<style>a{}</style>", later: "b{}" },
      htmlLang: "en",
      state,
    };
    const html = pageHtml(template, page, { stylesFile: "/assets/styles-abc.css" });
    // Hidden until its styles are in: the loader shows it once the file has loaded or failed.
    expect(html).toContain(
      '<style>a{}</style><style id="awaiting-later-styles">[data-below-the-fold]{visibility:hidden}</style>' +
        '<noscript><link rel="stylesheet" href="/assets/styles-abc.css">' +
        "<style>[data-below-the-fold]{visibility:visible}</style></noscript></head>",
    );
    const loader = html.slice(html.lastIndexOf('<script type="module">'));
    expect(loader).toContain('styles = "/assets/styles-abc.css", awaitingStylesId = "awaiting-later-styles"');
    expect(pageHtml(template, { ...page, styles: noStyles })).not.toContain('<style id="awaiting-later-styles">');
    // Later styles without their file would leave the page's lower part unstyled without JavaScript.
    expect(() => pageHtml(template, page)).toThrow(/later styles/);
  });

  it("minifies the page's inline scripts, and leaves its JSON as it is", () => {
    const html = pageHtml(template, { html: "", head: "", styles: noStyles, htmlLang: "en", state });
    const page = html.replace("</head>", "<script>\n  // a comment\n  var chosen = 1;\n</script></head>");
    const minified = minifyInlineScripts(page);
    expect(minified).toContain("<script>var chosen=1;</script>");
    expect(minified).not.toContain("startAfterFirstPaint");
    expect(minified).toContain('<script id="prerendered" type="application/json">{"path":"/"');
    expect(minified.length).toBeLessThan(page.length - 100);
  });

  it("refuses a template without the empty root", () => {
    expect(() =>
      pageHtml('<html lang="en"></html>', { html: "", head: "", styles: noStyles, htmlLang: "en", state }),
    ).toThrow(/root/);
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
