import type { APIRequestContext, Page } from "@playwright/test";
import { comfortStorageKey } from "../../../src/site/comfort/comfortNames";
import { comfortValue, defaultComfort } from "../../../src/site/comfort/comfortSettings";

// Shared by comfort.spec.ts and reflow.spec.ts: the comfort settings as a visitor keeps them, the
// site's own list of its public pages, and what counts as text clipped or overlapping.

/** Every public page, as the build lists them in sitemap.xml (from src/site/routes.tsx and the content types), both languages, and the 404 page. */
export async function everyPublicPath(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  if (listed.length < 20) throw new Error(`sitemap.xml lists only ${listed.length} pages`);
  return [...listed, "/no-such-page"];
}

export type Settings = { textSize?: 100 | 125 | 150 | 200; spacing?: boolean; calm?: boolean };

/** Keeps `settings` on this device before the page's first script, as the site itself would. */
export async function keepSettings(page: Page, settings: Settings) {
  const value = comfortValue({ ...defaultComfort, ...settings });
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem("comfort-seeded")) {
        localStorage.setItem(key, value);
        sessionStorage.setItem("comfort-seeded", "1");
      }
    },
    [comfortStorageKey, value] as const,
  );
}

/** WCAG 1.4.12's figures as its own test stylesheet applies them, independent of the site's setting. */
export const wcagTextSpacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/**
 * What a reader would miss: the page scrolls sideways, or a text is cut off by a box that hides
 * its overflow, or lies over another text. Texts hidden on purpose (aria-hidden, visually hidden,
 * not displayed) are left out.
 */
export async function textProblems(page: Page): Promise<string[]> {
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      const wide = [...document.body.querySelectorAll<HTMLElement>("*")]
        .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1 && el.checkVisibility())
        .slice(-3)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)} "${(el.textContent ?? "").trim().slice(0, 30)}"`,
        );
      problems.push(`scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth} (${wide.join("; ")})`);
    }
    // The boxes that hide what overflows them, from the element up, each found once.
    type Clipper = { name: string; rect: DOMRect; x: boolean; y: boolean };
    const clippersOf = new Map<Element, Clipper[]>();
    const clips = (value: string) => value === "hidden" || value === "clip";
    const clippers = (element: Element | null): Clipper[] => {
      // The page's own scrolling box (locked while a dialog is open) hides nothing a reader cannot scroll to.
      if (!element || element === root || element === document.body) return [];
      const known = clippersOf.get(element);
      if (known) return known;
      const style = getComputedStyle(element);
      // A line clamp hides lines on purpose, behind an ellipsis and a link to the whole text.
      const clamped = style.getPropertyValue("-webkit-line-clamp") !== "none";
      const x = clips(style.overflowX) && !clamped;
      const y = clips(style.overflowY) && !clamped;
      const name = `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 40)}`;
      const own = x || y ? [{ name, rect: element.getBoundingClientRect(), x, y }] : [];
      const all = [...own, ...clippers(element.parentElement)];
      clippersOf.set(element, all);
      return all;
    };
    // The nearest box that clamps its text to a number of lines, if any.
    const clampOfElement = new Map<Element, Element | null>();
    const clampOf = (element: Element | null): Element | null => {
      if (!element || element === document.body) return null;
      const known = clampOfElement.get(element);
      if (known !== undefined) return known;
      const own = getComputedStyle(element).getPropertyValue("-webkit-line-clamp") !== "none";
      const found = own ? element : clampOf(element.parentElement);
      clampOfElement.set(element, found);
      return found;
    };
    const boxes: { rect: DOMRect; node: Text; text: string }[] = [];
    // With a dialog open, the page behind it is out of reach: the dialog is what is read.
    const dialog = document.querySelector('[role="dialog"]');
    const walker = document.createTreeWalker(dialog ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.nodeValue ?? "").trim();
      const parent = node.parentElement;
      if (!text || !parent) continue;
      if (parent.closest('[aria-hidden="true"], .visually-hidden, script, style, noscript, template, [hidden]'))
        continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const clampBox = clampOf(parent);
      const shown = clampBox?.getBoundingClientRect();
      for (const rect of range.getClientRects()) {
        if (rect.width < 1 || rect.height < 1) continue;
        // Lines a clamp hides are not on the page to overlap anything.
        if (shown && rect.top >= shown.bottom - 1) continue;
        boxes.push({ rect, node: node as Text, text });
        for (const clipper of clippers(parent)) {
          const edge = clipper.rect;
          const outX = clipper.x && (rect.left < edge.left - 1 || rect.right > edge.right + 1);
          const outY = clipper.y && (rect.top < edge.top - 2 || rect.bottom > edge.bottom + 2);
          if (outX || outY) problems.push(`"${text.slice(0, 40)}" clipped by ${clipper.name}`);
        }
      }
    }
    boxes.sort((a, b) => a.rect.top - b.rect.top);
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length && boxes[j].rect.top < boxes[i].rect.bottom; j++) {
        const a = boxes[i];
        const b = boxes[j];
        if (a.node === b.node) continue;
        const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (width > 4 && height > 0.5 * Math.min(a.rect.height, b.rect.height))
          problems.push(`"${a.text.slice(0, 30)}" overlaps "${b.text.slice(0, 30)}"`);
      }
    return [...new Set(problems)];
  });
}

/** The animations running or waiting on the page, named by what they move. */
export async function runningAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document.getAnimations().map((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const name = animation instanceof CSSTransition ? animation.transitionProperty : animation.id || "animation";
      return `${name} on ${target?.nodeName.toLowerCase() ?? "?"}.${String((target as Element | null)?.className ?? "").slice(0, 40)}`;
    }),
  );
}
