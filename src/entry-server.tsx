// The build's side of prerendering (scripts/prerender/plugin.ts runs it in Node after the
// browser build): fetch the content once, then render each public page to HTML with its head,
// its critical CSS (src/prerenderStyles.ts) and the content it showed.
import { defaultMantineEmotionCache, MantineProvider } from "@mantine/core";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { generatePath, matchRoutes, Route, Routes, StaticRouter } from "react-router";
import { App } from "./App";
import type { BuildRecord } from "./lib/buildRecord";
import { rest } from "./lib/rest";
import { AuthActionsContext, type AuthActions } from "./admin/auth/authActions";
import { adminDoorHead, PrerenderedDoor } from "./admin/auth/PrerenderedDoor";
import { adminTheme } from "./admin/layout/theme";
import { createPageStyles } from "./prerenderStyles";
import { collectDataReads, seedPublishedData } from "./site/shared/publishedDataCache";
import { languageInfo, languageOf, localizedPath, withoutLanguage } from "./site/i18n/language";
import { LanguageProvider } from "./site/i18n/LanguageContext";
import { LayoutSlotContext } from "./site/layout/layoutSlot";
import { logoPath, servicePath } from "./site/paths";
import { registeredTypes } from "./site/siteTypes";
import { services } from "./site/services/servicesTexts";
import { headTags } from "./site/shared/headTags";
import { preloadAllParts, setPartRenderer } from "./site/shared/deferred";
import { PageHeadContext, type PageHead } from "./site/shared/pageHead";
import type { PublicEvent } from "./site/events/eventCalendar";
import { eventCalendarFiles } from "./site/events/eventFiles";
import { siteOrigin } from "./site/siteOrigin";
import logoSvg from "./site/layout/logo.svg?raw";
import { permalinkRoutes, routeFor, siteRoutes, notFoundRoute } from "./site/routes";
import { siteEmotionCache } from "./site/emotionCache";
import { siteTheme } from "./site/theme";

const pageStyles = createPageStyles(siteEmotionCache);
const adminDoorStyles = createPageStyles(defaultMantineEmotionCache);
// The parts that hydrate on their own are rendered apart, with ids of their own (deferred.tsx).
setPartRenderer((element, identifierPrefix) => renderToString(element, { identifierPrefix }));

/** The upcoming events the build loaded (null when they could not be loaded). */
let loadedEvents: PublicEvent[] | null = null;

/** The addresses of the content types' per-row pages the build loaded (`rowPages`). */
let rowPagePaths: string[] = [];

/**
 * The build record (src/lib/buildRecord.ts), asked for before the content so that a change made
 * while the build loads shows on the dashboard as not yet on the site rather than being missed.
 */
export async function loadBuildRecord(): Promise<BuildRecord> {
  const builtAt = new Date().toISOString();
  const { data, error } = await rest.rpc("site_content_changed_at");
  return { builtAt, contentChangedAt: error ? null : (data ?? null) };
}

/** What a type's `rowPages` module offers the build (src/site/siteTypes.ts). */
type RowPagesModule = { rowPagesForBuild: () => Promise<{ content: Record<string, unknown>; paths: string[] }> };
const rowPagesModules = import.meta.glob<RowPagesModule>("./site/*/*Data.ts");

function loadRowPages(module: string) {
  const load = rowPagesModules[`./site/${module}.ts`];
  if (!load) throw new Error(`src/site/siteTypes.ts: no module src/site/${module}.ts`);
  return async () => (await load()).rowPagesForBuild();
}

export async function loadContent() {
  // Each source gives the entries of the content cache it fills: a type's list, under its name, or
  // its per-row pages (src/site/siteTypes.ts), each under its own key.
  const sources = registeredTypes.flatMap(([name, { list, rowPages }]) => [
    ...(list ? [{ name, load: async () => ({ content: { [name]: await list() }, paths: [] }) }] : []),
    ...(rowPages ? [{ name: `${name} pages`, load: loadRowPages(rowPages) }] : []),
  ]);
  rowPagePaths = [];
  const results = await Promise.allSettled(sources.map(({ load }) => load()));
  const loaded: string[] = [];
  const failed: { name: string; error: string }[] = [];
  const content: Record<string, unknown> = {};
  results.forEach((result, i) => {
    const { name } = sources[i];
    if (result.status === "fulfilled") {
      Object.assign(content, result.value.content);
      rowPagePaths.push(...result.value.paths);
      loaded.push(name);
    } else {
      failed.push({
        name,
        error: result.reason instanceof Error ? result.reason.message : String(result.reason),
      });
    }
  });
  loadedEvents = (content.events as PublicEvent[] | undefined) ?? null;
  seedPublishedData(content);
  return { loaded, failed, content };
}

/**
 * Every public route, every service's own address, and the content types' per-row pages (those
 * the build loaded, such as every later page of the news list and every article's own page; one
 * published later is shown by the browser until the next build), each in English and under /hi,
 * and the 404 page. The sitemap lists them all but the 404 page.
 */
export function pagesToPrerender(): { path: string; file?: string; module: string }[] {
  const permalinks = [...services.map((service) => servicePath(service.id)), ...rowPagePaths];
  const english = [
    ...siteRoutes.map(({ path, module }) => ({ path, module })),
    ...permalinks.map((path) => ({ path, module: routeFor(path).module })),
  ];
  return [
    ...english,
    ...english.map(({ path, module }) => ({ path: localizedPath(path, "hi"), module })),
    { path: "/404", file: "404.html", module: notFoundRoute.module },
  ];
}

type Head = { current: PageHead | null };

function renderApp(path: string, head: Head, slot: ReactElement | null = null): string {
  return renderToString(
    <PageHeadContext.Provider value={head}>
      <LayoutSlotContext.Provider value={slot}>
        <StaticRouter location={path}>
          <App />
        </StaticRouter>
      </LayoutSlotContext.Provider>
    </PageHeadContext.Provider>,
  );
}

/**
 * The pages there are one of per article: the news list's later pages and the articles' own. Their
 * layout (header, menus, footer: nine tenths of a page's rendering) is the same on all of them
 * but for their address, so it is rendered once per route and language (`renderInShell`).
 */
const shellRoutes = permalinkRoutes.filter(({ module }) => /src\/site\/news\//.test(module));

/** The site's theme without its global styles, which the shell has already (MantineProvider renders them). */
const pageTheme = { ...siteTheme, globalStyles: undefined };

const shellMarker = '<div data-prerender-page=""></div>';
/** Stands for the route's parameter (an article's slug, a page number) in its shell. */
const shellToken = "prerender-page-parameter";
const shells = new Map<string, string>();
/** Shells whose result has been compared with a whole render of the same page. */
const checkedShells = new Set<string>();

/**
 * `path` as its route's shell, rendered once with a marker for its page and `shellToken` for its
 * parameter, with the page rendered on its own put in: the same HTML as rendering the whole app,
 * which is checked once per shell. Null for a page of another route.
 */
function renderInShell(path: string, head: Head): string | null {
  const match = matchRoutes([...shellRoutes], withoutLanguage(path))?.[0];
  if (!match) return null;
  const { route, params } = match;
  const [name, ...others] = Object.keys(params);
  if (!name || others.length) throw new Error(`${route.path}: a shell stands for exactly one parameter`);
  const language = languageOf(path);
  const key = `${language} ${route.path}`;
  let shell = shells.get(key);
  if (shell === undefined) {
    const stand = localizedPath(generatePath(route.path, { [name]: shellToken }), language);
    shell = renderApp(stand, { current: null }, <div data-prerender-page="" />);
    if (shell.split(shellMarker).length !== 2) throw new Error(`${route.path}: its layout lost the page's marker`);
    shells.set(key, shell);
  }
  const page = renderToString(
    <PageHeadContext.Provider value={head}>
      <StaticRouter location={path}>
        <LanguageProvider value={language}>
          <MantineProvider theme={pageTheme} emotionCache={siteEmotionCache}>
            <Routes>
              <Route path={localizedPath(route.path, language)} element={<route.Page />} />
            </Routes>
          </MantineProvider>
        </LanguageProvider>
      </StaticRouter>
    </PageHeadContext.Provider>,
  );
  const html = shell.replaceAll(shellToken, () => params[name]!).replace(shellMarker, () => page);
  if (!checkedShells.has(key)) {
    const whole = renderApp(path, { current: null });
    if (whole !== html) throw new Error(`${path}: rendered in its shell, it differs from the whole page`);
    checkedShells.add(key);
  }
  return html;
}

export async function renderPage(path: string) {
  await routeFor(path).Page.preload();
  // The parts that hydrate later (src/site/shared/deferred.tsx) are prerendered whole, like the rest.
  await preloadAllParts();
  const head: Head = { current: null };
  const { result: html, read } = collectDataReads(() => renderInShell(path, head) ?? renderApp(path, head));
  if (!head.current) throw new Error(`${path} rendered without a page head (usePageHead)`);
  const isNotFound = head.current.path === null;
  return {
    html,
    head: headTags(head.current, siteOrigin),
    styles: pageStyles(html),
    htmlLang: languageInfo[head.current.language].htmlLang,
    state: { path: isNotFound ? "*" : path, language: head.current.language, content: read },
  };
}

/**
 * Files beside the pages that are not pages (the events' calendar files, the logo for search
 * engines), from the content the build loaded: the prerender writes each as it is. A content type with files of its own adds them here.
 */
export async function staticFiles(): Promise<{ file: string; text: string }[]> {
  return [...eventCalendarFiles(loadedEvents ?? [], siteOrigin), { file: logoPath.slice(1), text: logoSvg }];
}

/** For the prerender's workers: the content the build loaded (`loadContent`), to render pages from. */
export { seedPublishedData, siteOrigin };

export const adminShellHead = '<meta name="robots" content="noindex">';

const noAuth: AuthActions = {
  login: async () => ({ success: false }),
  forgotPassword: async () => ({ success: false }),
  updatePassword: async () => ({ success: false }),
};

/**
 * The admin's login route, prerendered (docs/architecture.md#the-admin): the login form and its
 * 'Checking authentication' twin, their styles, and the head that picks one before the paint.
 */
export function renderAdminDoor() {
  const html = renderToString(
    <StaticRouter location="/admin">
      <MantineProvider theme={adminTheme} withGlobalStyles withNormalizeCSS>
        <AuthActionsContext.Provider value={noAuth}>
          <PrerenderedDoor />
        </AuthActionsContext.Provider>
      </MantineProvider>
    </StaticRouter>,
  );
  return { html, head: `<title>Admin Login</title>${adminShellHead}${adminDoorStyles(html).inline}${adminDoorHead}` };
}
