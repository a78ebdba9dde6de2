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

/**
 * Links between the pages of the news list: real addresses (/notice/page/2), so they work
 * without JavaScript and search engines follow them. Nothing when there is one page.
 */
export function PageLinks({ page, pages }: { page: number; pages: number }) {
  const news = useTexts(newsTexts);
  if (pages <= 1) return null;
  const label = (n: number) => news.page.replace("{page}", String(n));
  return (
    <nav aria-label={news.pagesLabel}>
      <Group spacing="xs" position="center" mt="xl">
        {page > 1 && (
          <Button component={Link} to={newsListPath(page - 1)} rel="prev" variant="default">
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
              to={newsListPath(n)}
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
          <Button component={Link} to={newsListPath(page + 1)} rel="next" variant="default">
            {news.olderPage}
          </Button>
        )}
      </Group>
    </nav>
  );
}
