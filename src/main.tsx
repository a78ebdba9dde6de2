import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./App";
import { languageOf, type Language } from "./site/i18n/language";
import { notFoundRoute, routeFor } from "./site/routes";
import { seedContent } from "./site/shared/contentCache";

/** What the build wrote beside a prerendered page (scripts/prerender/pageHtml.ts). */
type Prerendered = { path: string; language: Language; content: Record<string, unknown> };

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

async function start() {
  const container = document.getElementById("root")!;
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  const prerendered = readPrerendered();
  const { pathname } = window.location;
  if (!showsThisPage(prerendered, pathname)) {
    container.replaceChildren();
    createRoot(container).render(app);
    return;
  }
  // Hydrate with what the HTML was rendered from: the same content, the page's code loaded.
  seedContent(prerendered.content);
  await routeFor(pathname).Page.preload();
  // As a transition, hydration runs in slices of a few milliseconds and the phone paints, scrolls
  // and answers taps in between, rather than one long task (as Remix and Next.js hydrate).
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

void start();
