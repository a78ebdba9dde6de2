// The scripts inlined into the HTML are compiled from src/site/inline (scripts/inlineScripts.ts):
// these run the compiled JavaScript, as the page would, against stand-ins for the browser.
import { describe, expect, it, vi } from "vitest";
import { afterPaintScript, comfortScript, languageCheckScript } from "../../../scripts/inlineScripts";
import { minifyInlineScripts } from "../../../scripts/prerender/plugin";

/** Runs a script with the named globals replaced. */
function run(script: string, globals: Record<string, unknown>) {
  new Function(...Object.keys(globals), script)(...Object.values(globals));
}

function languageCheck(pathname: string, chosen: string | null, preferred: string) {
  const replace = vi.fn();
  const setAttribute = vi.fn();
  run(languageCheckScript("site-language", "data-offer-language"), {
    location: { pathname, search: "?a=1", hash: "#b", replace },
    localStorage: { getItem: (key: string) => (key === "site-language" ? chosen : null) },
    navigator: { languages: [preferred], language: preferred },
    document: { documentElement: { setAttribute } },
  });
  return { replace, setAttribute };
}

describe("the language check in index.html", () => {
  it("sends a visit to the English home page to the Hindi one when Hindi was chosen", () => {
    expect(languageCheck("/", "hi", "en-IN").replace).toHaveBeenCalledWith("/hi?a=1#b");
  });

  it("offers the Hindi site to a Hindi-preferring browser that has chosen nothing", () => {
    const { replace, setAttribute } = languageCheck("/", null, "hi-IN");
    expect(replace).not.toHaveBeenCalled();
    expect(setAttribute).toHaveBeenCalledWith("data-offer-language", "hi");
  });

  it("leaves other pages and an English choice alone", () => {
    for (const [path, chosen] of [
      ["/about", "hi"],
      ["/", "en"],
    ] as const) {
      const { replace, setAttribute } = languageCheck(path, chosen, "hi");
      expect(replace).not.toHaveBeenCalled();
      expect(setAttribute).not.toHaveBeenCalled();
    }
  });

  it("keeps the English page when storage is blocked", () => {
    const replace = vi.fn();
    const blocked = () => {
      throw new Error("SecurityError");
    };
    expect(() =>
      run(languageCheckScript("site-language", "data-offer-language"), {
        location: { pathname: "/", replace },
        localStorage: { getItem: blocked },
      }),
    ).not.toThrow();
    expect(replace).not.toHaveBeenCalled();
  });

  it("is plain JavaScript that minifies", () => {
    const script = languageCheckScript("site-language", "data-offer-language");
    expect(script).not.toMatch(/: string|: void/);
    expect(minifyInlineScripts(`<script>${script}</script>`).length).toBeLessThan(400);
  });
});

describe("the comfort settings' script in every page's head", () => {
  const script = () => comfortScript("site-comfort", "data-comfort", "/comfort.css");
  /** Runs the script on this (jsdom's) document, with `kept` stored; gives what it put on <html> and in <head>. */
  function comfort(kept: string | null) {
    document.documentElement.removeAttribute("data-comfort");
    document.head.innerHTML = "";
    run(script(), { localStorage: { getItem: (key: string) => (key === "site-comfort" ? kept : null) } });
    const links = [...document.head.querySelectorAll("link")].map((link) => [
      link.rel,
      link.getAttribute("href"),
      link.getAttribute("blocking"),
    ]);
    return { comfort: document.documentElement.getAttribute("data-comfort"), links };
  }

  it("puts the kept settings on <html> and links their stylesheet, holding back the first paint", () => {
    expect(comfort("text-200 calm")).toEqual({
      comfort: "text-200 calm",
      links: [["stylesheet", "/comfort.css", "render"]],
    });
  });

  it("loads nothing at the usual settings", () => {
    expect(comfort(null)).toEqual({ comfort: null, links: [] });
    expect(comfort("")).toEqual({ comfort: null, links: [] });
  });

  it("keeps the page at its usual settings when storage is blocked", () => {
    const blocked = () => {
      throw new Error("SecurityError");
    };
    expect(() => run(script(), { localStorage: { getItem: blocked } })).not.toThrow();
  });

  it("is plain JavaScript that minifies small", () => {
    expect(script()).not.toMatch(/: string|: void/);
    expect(minifyInlineScripts(`<script>${script()}</script>`).length).toBeLessThan(250);
  });
});

describe("the loader after the first paint", () => {
  it("in a hidden tab, fetches the page's styles and code and starts the app at once", () => {
    document.head.innerHTML = '<style id="awaiting">.x{}</style>';
    document.body.innerHTML = `<script id="prerendered" type="application/json">{"content":"/assets/content-1.json"}</script>`;
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    // vitest's sandbox has no dynamic import for code built at run time: a stand-in records it.
    const load = vi.fn(() => Promise.resolve());
    const script = afterPaintScript("/assets/index.js", ["/assets/page.js"], "/assets/later.css", "awaiting", 3000);
    expect(script.match(/\bimport\(/g)).toHaveLength(1);
    run(script.replace(/\bimport\(/, "load("), { load });
    const links = [...document.head.querySelectorAll("link")].map((link) => [link.rel, link.getAttribute("href")]);
    expect(links).toEqual([
      ["stylesheet", "/assets/later.css"],
      ["preload", "/assets/content-1.json"],
    ]);
    expect(load).toHaveBeenCalledWith("/assets/index.js");
    // The styles arrived: what lies below the fold is shown.
    document.head.querySelector("link")!.dispatchEvent(new Event("load"));
    expect(document.getElementById("awaiting")).toBeNull();
  });

  it("asks for the app's entry first, then adds the code's files one to a task", () => {
    vi.useFakeTimers();
    try {
      document.head.innerHTML = "";
      document.body.innerHTML = `<script id="prerendered" type="application/json">{"content":{}}</script>`;
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      const load = vi.fn(() => Promise.resolve());
      const files = Array.from({ length: 14 }, (_, index) => `/assets/chunk-${index}.js`);
      run(afterPaintScript("/assets/index.js", files, null, "awaiting", 3000).replace(/\bimport\(/, "load("), { load });
      const preloaded = () =>
        [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"));
      expect(load).toHaveBeenCalledWith("/assets/index.js");
      expect(preloaded()).toEqual([]);
      // A timer each: each link a task of its own.
      expect(vi.getTimerCount()).toBe(files.length);
      vi.runAllTimers();
      expect(preloaded()).toEqual(files);
    } finally {
      vi.useRealTimers();
    }
  });
});
