import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App, preloadAdminDoor } from "./App";
import { languageOf, type Language } from "./site/i18n/language";
import { notFoundRoute, routeFor } from "./site/routes";
import { hydrationCommitted, hydrationStarted } from "./site/shared/deferred";
import { seedPublishedData } from "./site/shared/publishedDataCache";

/**
 * What the build wrote beside a prerendered page (scripts/prerender/pageHtml.ts): the content it
 * was rendered with, or the URL of the file that holds it.
 */
type Prerendered = { path: string; language: Language; content: Record<string, unknown> | string };

function readPrerendered(): Prerendered | null {
  const text = document.getElementById("prerendered")?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as Prerendered;
  } catch {
    return null;
  }
}

/** Whether the HTML in #root is the page for this address (a host may answer with another page's file). */
function showsThisPage(prerendered: Prerendered | null, pathname: string): prerendered is Prerendered {
  if (!prerendered) return false;
  if (prerendered.path === "*") {
    // 404.html is the English page: a Hindi address that is not found renders in the browser.
    const notFound = routeFor(pathname) === notFoundRoute && !pathname.startsWith("/admin");
    return notFound && languageOf(pathname) === prerendered.language;
  }
  return prerendered.path.replace(/\/+$/, "") === pathname.replace(/\/+$/, "");
}

/** The page's content; null when its file cannot be had (then the page renders afresh). */
async function prerenderedContent(content: Prerendered["content"]): Promise<Record<string, unknown> | null> {
  if (typeof content !== "string") return content;
  try {
    // The page's loader asked for this file as it started the code (a preload): this is that answer.
    const response = await fetch(content);
    return response.ok ? ((await response.json()) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

async function start() {
  const container = document.getElementById("root")!;
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  const renderAfresh = () => {
    // Not the build's page: its parts render with it, as on a page reached by a link.
    hydrationCommitted();
    container.replaceChildren();
    createRoot(container).render(app);
  };
  const prerendered = readPrerendered();
  const { pathname } = window.location;
  if (pathname === "/admin" || pathname.startsWith("/admin/")) {
    // The prerendered login form (dist/admin/index.html) stays until the door's first render
    // replaces it: React clears the container as it commits that render.
    await preloadAdminDoor().catch(() => {});
    createRoot(container).render(app);
    return;
  }
  if (!showsThisPage(prerendered, pathname)) return renderAfresh();
  // Hydrate with what the HTML was rendered from: the same content, the page's code loaded.
  const [content] = await Promise.all([prerenderedContent(prerendered.content), routeFor(pathname).Page.preload()]);
  if (!content) return renderAfresh();
  seedPublishedData(content);
  hydrationStarted();
  // As a transition, hydration runs in slices of a few milliseconds and the phone paints, scrolls
  // and answers taps in between, rather than one long task (as Remix and Next.js hydrate).
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

void start();
