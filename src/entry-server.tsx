// The build's side of prerendering (scripts/prerender/plugin.ts runs it in Node after the
// browser build): fetch the content once, then render each public page to HTML with its head,
// its critical CSS (src/prerenderStyles.ts) and the content it showed.
import { defaultMantineEmotionCache } from "@mantine/core";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { App } from "./App";
import { createPageStyles } from "./prerenderStyles";
import { contentSources, type ContentName } from "./site/contentSources";
import { cachedContent, collectContentReads, seedContent } from "./site/shared/contentCache";
import type { NewsContent } from "./site/news/loadNewsContent";
import { languageInfo, localizedPath } from "./site/i18n/language";
import { articlePath, servicePath } from "./site/paths";
import { services } from "./site/services/servicesContent";
import { headTags } from "./site/shared/headTags";
import { PageHeadContext, type PageHead } from "./site/shared/pageHead";
import { siteOrigin } from "./site/siteOrigin";
import { routeFor, siteRoutes, notFoundRoute } from "./site/routes";

const pageStyles = createPageStyles(defaultMantineEmotionCache);

export async function loadContent() {
  const names = Object.keys(contentSources) as ContentName[];
  const results = await Promise.allSettled(names.map((name) => contentSources[name].atBuild()));
  const loaded: string[] = [];
  const failed: { name: string; error: string }[] = [];
  results.forEach((result, i) => {
    if (result.status === "fulfilled") {
      seedContent({ [names[i]]: result.value });
      loaded.push(names[i]);
    } else {
      failed.push({
        name: names[i],
        error: result.reason instanceof Error ? result.reason.message : String(result.reason),
      });
    }
  });
  return { loaded, failed };
}

/**
 * Every public route, every service's and every article's own address (the articles the build
 * loaded; one published later is shown by the browser until the next build), each in English and
 * under /hi, and the 404 page.
 */
export function pagesToPrerender(): { path: string; file?: string; module: string }[] {
  const articles = cachedContent<NewsContent>("news")?.data.articles ?? [];
  const permalinks = [
    ...services.map((service) => servicePath(service.id)),
    ...articles.map((article) => articlePath(article.slug)),
  ];
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

export async function renderPage(path: string) {
  await routeFor(path).Page.preload();
  const head: { current: PageHead | null } = { current: null };
  const { result: html, read } = collectContentReads(() =>
    renderToString(
      <PageHeadContext.Provider value={head}>
        <StaticRouter location={path}>
          <App />
        </StaticRouter>
      </PageHeadContext.Provider>,
    ),
  );
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

export { siteOrigin };

export const adminShellHead = '<meta name="robots" content="noindex">';
