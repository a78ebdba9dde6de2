import { createEmotionCache } from "@mantine/core";
import type { EmotionCache, StylisPlugin } from "@emotion/cache";
import { prefixer } from "stylis";

// The public site's emotion cache: Mantine's own (key "mantine", its styles first in <head>),
// without most of stylis' vendor prefixes. Stylis prefixes every declaration for the browsers of
// 2015 (`display:-webkit-box;display:-ms-flexbox`, `-webkit-align-items`, three `appearance`s),
// which the phones the site serves have long read unprefixed: about 5 KB of the home page's
// inline styles (300 bytes gzip of its 14 KB budget, docs/architecture.md#performance), and work
// for the browser as each style is inserted. The declarations a phone still in use needs prefixed
// keep them (Safari's user-select; backdrop-filter and masks before Safari 18 and 15.4;
// text-size-adjust on iOS; appearance before Safari 15.4). The admin keeps Mantine's default.
const stillPrefixed = /^(?:user-select|backdrop-filter|mask|text-size-adjust|appearance)/;

const somePrefixes: StylisPlugin = (element, index, children, callback) =>
  element.type === "decl" && typeof element.props === "string" && stillPrefixed.test(element.props)
    ? prefixer(element, index, children, callback)
    : undefined;

/**
 * In the browser, a class whose style is only ever merged into another class is not written.
 * Mantine makes every class of a component by merging: `cx(css(own), css(theme's), css(props'))`,
 * and emotion writes each `css()` at once, so the page got the component's own styles twice, once
 * under the merged class the element carries and once under a class no element has: on the home
 * page, 174 of the 196 classes the app wrote as it hydrated (compiled by stylis, then inserted),
 * for nothing. Here a class's style waits until the next write (or the end of the current task);
 * if meanwhile `cx` merged it into another class, it is dropped, else it is written then. A
 * dropped class is not marked written, so if it is ever used alone its style is written then.
 * tests/e2e/site/hydration-parts.spec.ts checks that every class an element carries has its rule.
 */
export function writeOnlyClassesInUse(cache: EmotionCache): EmotionCache {
  const write = cache.insert;
  let held: Parameters<EmotionCache["insert"]> | null = null;
  let heldWasMerged = false;
  const settle = () => {
    const waiting = held;
    held = null;
    if (waiting && !heldWasMerged) write(...waiting);
  };
  // `cx` merges classes by serializing their registered styles, each followed by ";", and
  // emotion looks each such string up in `registered` as it does: that lookup is the sign.
  cache.registered = new Proxy(cache.registered, {
    get(registered, name) {
      if (held && name === `${held[1].styles};`) heldWasMerged = true;
      return registered[name as string];
    },
  });
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    // Keyframes and global styles (no selector), and empty classes: as emotion does.
    if (!selector || !serialized.styles) return write(selector, serialized, sheet, shouldCache);
    settle();
    held = [selector, serialized, sheet, shouldCache];
    heldWasMerged = false;
    queueMicrotask(settle);
  };
  return cache;
}

type InsertArguments = Parameters<EmotionCache["insert"]>;

/**
 * While a prerendered page (or a part of it) hydrates, a class that no element carries is held,
 * not written. Every element is already on the page with the class the build gave it, whose rule
 * is in the page's CSS; a class that the browser computes and no element carries is one Mantine
 * only merges into another (its `cx`): 37 of the home page's first screen's, each compiled by
 * stylis and inserted, restyling the page, for nothing (docs/performance.md). A class with an
 * element (one whose rule comes with the later styles) is written at once, as emotion does.
 *
 * `start()` opens a hydration and returns its end, called once it has committed: then the held
 * classes that an element now carries (one the render added) are written, and once no hydration
 * is open the others are let go, not marked written, so a later render that uses one writes it
 * then. A class held while a frame is due is also looked for just before that frame paints, in
 * case another root committed an element with it meanwhile.
 *
 * Wraps `cache.insert`, which it calls as before when no hydration is open. While one is, it writes
 * with `write`: emotion's own insert, past `writeOnlyClassesInUse`, since a class an element carries
 * is in use even if a render also merges it into another (a slideshow's hidden slides carry the
 * class the shown one merges). `hasElementWith(className)` says whether the page has an element
 * with that class (parameters for the tests).
 */
export function holdUnusedClassesWhileHydrating(
  cache: EmotionCache,
  {
    write = cache.insert,
    hasElementWith = (className: string) => document.getElementsByClassName(className).item(0) !== null,
  }: { write?: EmotionCache["insert"]; hasElementWith?: (className: string) => boolean } = {},
): { start: () => () => void } {
  const insert = cache.insert;
  const held = new Map<string, InsertArguments>();
  let open = 0;
  let frameDue = false;
  const writeThoseInUse = (letGoOfTheRest: boolean) => {
    for (const [name, args] of held) {
      if (hasElementWith(`${cache.key}-${name}`)) write(...args);
      else if (!letGoOfTheRest) continue;
      held.delete(name);
    }
  };
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (open > 0 && selector && serialized.styles) {
      // Emotion asks again at each render of a class it has not marked written: one look each.
      if (held.has(serialized.name)) return;
      if (!hasElementWith(`${cache.key}-${serialized.name}`)) {
        held.set(serialized.name, [selector, serialized, sheet, shouldCache]);
        if (!frameDue && typeof requestAnimationFrame === "function") {
          frameDue = true;
          requestAnimationFrame(() => {
            frameDue = false;
            writeThoseInUse(false);
          });
        }
        return;
      }
      return write(selector, serialized, sheet, shouldCache);
    }
    return insert(selector, serialized, sheet, shouldCache);
  };
  return {
    start() {
      open += 1;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        open -= 1;
        writeThoseInUse(open === 0);
      };
    },
  };
}

/**
 * Marks as written each class whose rules a stylesheet linked to the page holds: a long page's
 * later styles (src/prerenderStyles.ts), which the build leaves off the list of classes written so
 * that the app writes them should the file never come. Once it has come, a part that hydrates
 * below the fold would compile and insert every rule of it again: ten classes, over sixty rules,
 * for the home page's first slideshow. A class counts from a rule whose selector starts with it
 * (the comfort settings' sheet only styles classes under an attribute of <html>). Each sheet is
 * read once, once loaded.
 */
export function markLinkedClassesWritten(cache: EmotionCache, read = new WeakSet<CSSStyleSheet>()): () => void {
  const first = new RegExp(`(?:^|,)\\s*\\.${cache.key}-([\\w-]+)`, "g");
  const mark = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule)
        for (const [, name] of rule.selectorText.matchAll(first)) cache.inserted[name!] = true;
      else if ("cssRules" in rule) mark((rule as CSSGroupingRule).cssRules);
    }
  };
  return () => {
    for (const sheet of Array.from(document.styleSheets)) {
      if (!(sheet.ownerNode instanceof HTMLLinkElement) || read.has(sheet)) continue;
      let rules: CSSRuleList;
      try {
        rules = sheet.cssRules;
      } catch {
        continue;
      }
      read.add(sheet);
      mark(rules);
    }
  };
}

/** Pixels in rem at the browser's default 16 px: a root font size of 200 % doubles them. */
const rem = (px: string) => `${Number((Number(px) / 16).toFixed(4))}rem`;

const pxDeclaration = (properties: string) => new RegExp(`(^|[{};\\s])(${properties})\\s*:\\s*(\\d*\\.?\\d+)px`, "g");
const textSizes = pxDeclaration("font-size|line-height");
const boxHeights = pxDeclaration("height|min-height");

/**
 * Mantine 5 sets every font size in pixels, which a reader's text size (the comfort settings,
 * docs/product.md#comfort-settings, or the browser's own default size) cannot change. This
 * rewrites them, and the line heights, in rem as each style is inserted; and, in a rule that sets
 * a font size, its fixed heights too (a button's, an input's, a badge's), so their text is never
 * clipped at 200 % (WCAG 1.4.4).
 */
export function textInRem(css: string): string {
  return css
    .split(/(?=[{}])/)
    .map((block) => {
      const text = block.replace(
        textSizes,
        (_, start: string, name: string, px: string) => `${start}${name}:${rem(px)}`,
      );
      if (text === block) return block;
      return text.replace(boxHeights, (_, start: string, name: string, px: string) => `${start}${name}:${rem(px)}`);
    })
    .join("");
}

function createSiteEmotionCache() {
  const cache = createEmotionCache({ key: "mantine", prepend: true, stylisPlugins: [somePrefixes] });
  const insert = cache.insert;
  // On the server as in the browser, so the prerendered CSS and the hydrated app's are the same.
  cache.insert = (selector, serialized, sheet, shouldCache) =>
    insert(selector, { ...serialized, styles: textInRem(serialized.styles) }, sheet, shouldCache);
  return cache;
}

const cache = createSiteEmotionCache();
const inBrowser = typeof document !== "undefined";
const write = cache.insert;
export const siteEmotionCache = inBrowser ? writeOnlyClassesInUse(cache) : cache;
const hydrations = inBrowser ? holdUnusedClassesWhileHydrating(siteEmotionCache, { write }) : null;
const markLaterStyles = inBrowser ? markLinkedClassesWritten(siteEmotionCache) : () => {};

/**
 * Called as a prerendered root starts hydrating (the page's, src/main.tsx; a part's,
 * src/site/shared/deferred.tsx); returns what to call once it has committed.
 */
export function hydrationOfPrerenderedHtml(): () => void {
  markLaterStyles();
  return hydrations?.start() ?? (() => {});
}
