import { Button, Group, Text } from "@mantine/core";
import { Link } from "../i18n/links";
import { useTexts } from "../i18n/LanguageContext";
import { newsListPath } from "../paths";
import { newsTexts } from "./newsTexts";

/**
 * The pages to name around `page` of `pages`: the first, the last, and those next to the current
 * one; null where some are left out. Page 40 of 84: 1, null, 39, 40, 41, null, 84.
 */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages);
  shown.sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1] > 1 ? [null, n] : [n]));
}

/** The words of the links; the news list's by default. */
export type PageLinkTexts = { page: string; pagesLabel: string; newerPage: string; olderPage: string };

/**
 * Links between the pages of a paged list (the news list by default; the events' archive passes
 * its own addresses and words): real addresses (/notice/page/2), so they work without JavaScript
 * and search engines follow them. Nothing when there is one page.
 */
export function PageLinks({
  page,
  pages,
  pathOf = newsListPath,
  texts,
}: {
  page: number;
  pages: number;
  pathOf?: (page: number) => string;
  texts?: PageLinkTexts;
}) {
  const newsWords = useTexts(newsTexts);
  const news = texts ?? newsWords;
  if (pages <= 1) return null;
  const label = (n: number) => news.page.replace("{page}", String(n));
  return (
    <nav aria-label={news.pagesLabel}>
      <Group spacing="xs" position="center" mt="xl">
        {page > 1 && (
          <Button component={Link} to={pathOf(page - 1)} rel="prev" variant="default">
            {news.newerPage}
          </Button>
        )}
        {pageWindow(page, pages).map((n, i) =>
          n === null ? (
            <Text key={`gap-${i}`} color="gray.8" aria-hidden="true">
              …
            </Text>
          ) : (
            <Button
              key={n}
              component={Link}
              to={pathOf(n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={label(n)}
              variant={n === page ? "filled" : "subtle"}
              px="sm"
            >
              {n}
            </Button>
          ),
        )}
        {page < pages && (
          <Button component={Link} to={pathOf(page + 1)} rel="next" variant="default">
            {news.olderPage}
          </Button>
        )}
      </Group>
    </nav>
  );
}
