import { MantineProvider } from "@mantine/core";
import {
  type ComponentType,
  type ContextType,
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { UNSAFE_LocationContext, UNSAFE_NavigationContext, UNSAFE_RouteContext } from "react-router";
import { LanguageProvider, useLanguage } from "../i18n/LanguageContext";
import type { Language } from "../i18n/language";
import { hydrationOfPrerenderedHtml, siteEmotionCache } from "../emotionCache";
import { siteTheme } from "../theme";

// Parts of a page that hydrate on their own, later (docs/decisions/101-…): a prerendered page
// hydrates its frame (header, first screen) at once, and each part made with `deferred` when it
// comes within a screen of being seen, or is tapped or focused. Until then the part is its
// prerendered HTML: it can be read and followed by links, and none of its code has run nor its
// styles been computed. Not when the phone is idle as well: on a cheap phone "idle" is when the
// reader starts to scroll, and a part nobody scrolls to costs nothing. A part with a form only
// fetches its code then (`codeWhenIdle`), and still hydrates when reached.
//
// Each part is an island: its own React root over its own HTML (rendered apart at build time, so
// its ids match), which the page's root holds as inner HTML it never touches again. Not a Suspense
// boundary in the page's tree: React drops a dehydrated boundary's HTML and renders it afresh when
// any context above it changes before it hydrates (React error 421), which a page does at once.
// The island gets the page's language and router through a bridge, and the page's latest props.
// A part rendered in the browser (a page reached by a link in the app) is an ordinary component.

/**
 * A part's holder carries `data-part`: "" while it waits (as the build wrote it), "live" once its
 * root has hydrated or rendered, "failed" when its code could not be had. Tests wait for no ""
 * to be left (tests/e2e/fixtures.ts); the attribute is set on the holder directly, which the
 * page's root never writes again once hydrated.
 */
export type PartState = "" | "live" | "failed";

function markPart(holder: HTMLElement, state: PartState) {
  holder.dataset.part = state;
}

/** Whether the app is still hydrating the prerendered page: only then is there HTML to keep. */
let hydrating = typeof document !== "undefined";
/** What to call once the page's root has hydrated (src/site/emotionCache.ts). */
let pageHydrated: (() => void) | null = null;

/** Called as the app starts hydrating the prerendered page (src/main.tsx). */
export function hydrationStarted() {
  pageHydrated = hydrationOfPrerenderedHtml();
}

/**
 * Called once the app's first render has been committed (src/App.tsx): later parts are new; and
 * before the app renders a page afresh (src/main.tsx): it has no parts' HTML to keep.
 */
export function hydrationCommitted() {
  hydrating = false;
  pageHydrated?.();
  pageHydrated = null;
}

/** The build's renderer for a part's HTML (react-dom/server's renderToString, set by entry-server). */
let renderApart: ((element: ReactElement, identifierPrefix: string) => string) | null = null;

export function setPartRenderer(render: (element: ReactElement, identifierPrefix: string) => string) {
  renderApart = render;
}

/** How far ahead of the screen a part starts hydrating: a screen's height, so a flick finds it live. */
const NEAR = "100% 0px";

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

/** Calls `start` when the browser is next idle after the page's load (within 5 s). */
function afterLoadWhenIdle(start: () => void) {
  const idle = () => {
    const request = (window as IdleWindow).requestIdleCallback;
    if (request) request(start, { timeout: 5000 });
    else setTimeout(start, 500);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

/** The parts still waiting, each with what wakes it; and whether every part should wake at once. */
const sleepers = new Set<() => void>();
let allAwake = false;

/**
 * Wakes every part now, and any part yet to come at once: for a page whose app has hydrated before
 * its later styles arrived (src/site/shared/belowTheFold.ts), where only a live part brings its
 * styles. Rare: the styles file is far smaller than the app's code.
 */
export function wakeAllParts() {
  allAwake = true;
  for (const wake of [...sleepers]) wake();
}

/**
 * What shows where a part stands on the screen: its first element; for a part with nothing to show
 * in its HTML (the home page's upcoming events, read once it runs), the part before it, whose end
 * is its place, or else the part after it. Null when there is none: the part then wakes at once.
 */
function placeOf(holder: HTMLElement): Element | null {
  const boxOf = (element: Element | null) => (element?.hasAttribute("data-part") ? element.firstElementChild : element);
  return holder.firstElementChild ?? boxOf(holder.previousElementSibling) ?? boxOf(holder.nextElementSibling);
}

/**
 * Calls `go` once, when the part in `holder` should hydrate; returns a canceller. `fetchCode`, when
 * given, is called once the page has loaded and the phone is idle.
 */
function whenWanted(holder: HTMLElement, go: () => void, fetchCode: (() => unknown) | null): () => void {
  if (allAwake) {
    go();
    return () => {};
  }
  let done = false;
  const once = () => {
    if (done) return;
    cancel();
    go();
  };
  sleepers.add(once);
  const observer =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && once(), {
          rootMargin: NEAR,
        })
      : null;
  const place = placeOf(holder);
  if (place) observer?.observe(place);
  // A visitor who tabs or taps into a part (a link to #contact, a keyboard) wakes it at once.
  holder.addEventListener("focusin", once);
  holder.addEventListener("pointerdown", once);
  // Without IntersectionObserver (old browsers), at once: the page hydrates whole, as before.
  if (!observer || !place) once();
  else if (fetchCode) afterLoadWhenIdle(() => !done && fetchCode());
  function cancel() {
    done = true;
    sleepers.delete(once);
    observer?.disconnect();
    holder.removeEventListener("focusin", once);
    holder.removeEventListener("pointerdown", once);
  }
  return cancel;
}

/** What an island takes from the page's tree: its language and router. */
type Bridge = {
  language: Language;
  location: ContextType<typeof UNSAFE_LocationContext>;
  navigation: ContextType<typeof UNSAFE_NavigationContext>;
  route: ContextType<typeof UNSAFE_RouteContext>;
};

function useBridge(): Bridge {
  return {
    language: useLanguage(),
    location: useContext(UNSAFE_LocationContext),
    navigation: useContext(UNSAFE_NavigationContext),
    route: useContext(UNSAFE_RouteContext),
  };
}

// The site's theme without its global styles: the page has them already, and an island that
// wrote them again would add them to its HTML at build time and restyle the page as it hydrates.
// The island shares the page's emotion cache, so the page's classes are known to it.
const islandTheme = { ...siteTheme, globalStyles: undefined };

function Bridged({ bridge, children }: { bridge: Bridge; children: ReactNode }) {
  return (
    <LanguageProvider value={bridge.language}>
      <UNSAFE_NavigationContext.Provider value={bridge.navigation}>
        <UNSAFE_LocationContext.Provider value={bridge.location}>
          <UNSAFE_RouteContext.Provider value={bridge.route}>
            <MantineProvider theme={islandTheme} emotionCache={siteEmotionCache}>
              {children}
            </MantineProvider>
          </UNSAFE_RouteContext.Provider>
        </UNSAFE_LocationContext.Provider>
      </UNSAFE_NavigationContext.Provider>
    </LanguageProvider>
  );
}

/** The latest props and bridge the page gave an island, and the island's wish to hear of new ones. */
type Latest<P> = { props: P; bridge: Bridge; listener: (() => void) | null };

/** React's ids inside an island: apart from the page's, the same at build time and in the browser. */
const prefixOf = (id: string) => `p${id.replace(/[^a-zA-Z0-9]/g, "")}-`;

export type DeferredComponent<P> = ComponentType<P> & { preload: () => Promise<void> };

/** Every part made with `deferred`: the build loads them all before it prerenders. */
const parts = new Set<{ preload: () => Promise<void> }>();

/** For the build: the code of every part, so that each prerenders whole. */
export const preloadAllParts = () => Promise.all([...parts].map((part) => part.preload()));

/**
 * A part of a page that hydrates on its own, later (see above). `load` imports its module and
 * gives the part's component. `codeWhenIdle`, for a part with a form: its code is fetched once the
 * page has loaded and the phone is idle, so that it is in before the network may go and a message
 * typed offline further down the page is kept (src/site/contact/contactOutbox.ts), never posted
 * into the void. Only fetched: the part still hydrates when reached, since hydrating a long form
 * nobody may scroll to was the largest task of the home page's load (docs/performance.md).
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { codeWhenIdle = false }: { codeWhenIdle?: boolean } = {},
): DeferredComponent<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      Loaded = component;
    }));

  function Island({ holder, latest, hydrated }: { holder: HTMLElement; latest: Latest<P>; hydrated: () => void }) {
    const [, setShown] = useState(latest);
    useEffect(() => {
      hydrated();
      markPart(holder, "live");
      latest.listener = () => setShown({ ...latest });
      return () => {
        latest.listener = null;
      };
    }, [holder, latest, hydrated]);
    const Component = Loaded!;
    return (
      <Bridged bridge={latest.bridge}>
        <Component {...latest.props} />
      </Bridged>
    );
  }

  function Deferred(props: P) {
    // Not written into the HTML (every byte of the home page counts): it names the part's ids.
    const id = useId();
    const bridge = useBridge();
    const holderRef = useRef<HTMLDivElement>(null);
    // Whether this part was in the page React first rendered: then it has a root of its own.
    const [island] = useState(() => hydrating);
    const [latest] = useState<Latest<P>>(() => ({ props, bridge, listener: null }));
    latest.props = props;
    latest.bridge = bridge;
    useEffect(() => latest.listener?.());

    useEffect(() => {
      const holder = holderRef.current;
      if (!island || !holder) return;
      // A part whose HTML is empty (nothing to show until it runs) is rendered, not hydrated.
      const prerendered = holder.firstChild !== null;
      let root: Root | null = null;
      let gone = false;
      let hydrated = () => {};
      const start = () =>
        preload().then(
          () => {
            if (gone) return;
            if (prerendered) hydrated = hydrationOfPrerenderedHtml();
            const element = <Island holder={holder} latest={latest} hydrated={hydrated} />;
            const identifierPrefix = prefixOf(id);
            if (prerendered) root = hydrateRoot(holder, element, { identifierPrefix });
            else (root = createRoot(holder, { identifierPrefix })).render(element);
          },
          // Its code could not be had: the part stays its prerendered HTML, readable, not live.
          // (Not tried again when the network returns: Chromium keeps a module that failed to
          // load as failed for the page's life, so the same import() would fail again.)
          () => markPart(holder, "failed"),
        );
      const fetchCode = codeWhenIdle ? () => preload().catch(() => {}) : null;
      const cancel = whenWanted(holder, start, fetchCode);
      return () => {
        gone = true;
        hydrated();
        cancel();
        // Not during the page's own commit: React refuses to unmount a root while it renders.
        if (root) setTimeout(() => root?.unmount());
      };
    }, [island, id, latest]);

    if (renderApart) {
      const Component = Loaded;
      if (!Component) throw new Error("deferred: a part was rendered before preloadAllParts()");
      const inner = renderApart(
        <Bridged bridge={bridge}>
          <Component {...props} />
        </Bridged>,
        prefixOf(id),
      );
      return <div data-part="" style={{ display: "contents" }} dangerouslySetInnerHTML={{ __html: inner }} />;
    }
    // React leaves an element's inner HTML as the server wrote it when it hydrates (it compares
    // only in development, where suppressHydrationWarning quiets it), and an unchanged value is never
    // written again: the part's own root owns what is inside.
    if (island)
      return (
        <div
          ref={holderRef}
          data-part=""
          style={{ display: "contents" }}
          dangerouslySetInnerHTML={{ __html: "" }}
          suppressHydrationWarning
        />
      );
    // Rendered in the browser: an ordinary component (its code suspends the navigation until loaded).
    if (!Loaded) throw preload();
    const Component = Loaded;
    return (
      <div data-part="live" style={{ display: "contents" }}>
        <Component {...props} />
      </div>
    );
  }
  const part = Object.assign(Deferred, { preload });
  parts.add(part);
  return part;
}
