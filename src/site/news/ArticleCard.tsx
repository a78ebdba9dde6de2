import { Text, type MantineNumberSize } from "@mantine/core";
import type { ArticleSummary } from "./newsData";
import { articleStockPhoto, newsTexts } from "./newsTexts";
import { useContentLang, useLanguage, useTexts } from "../i18n/LanguageContext";
import { formatLongDate } from "../shared/format";
import { ListCard } from "../shared/ListCard";
import { openedFromList } from "../shared/usePermalinkDialog";

// 'Read More' is a link to the article's own page. `first`: the card whose picture a phone shows
// on arrival (the page's largest paint), fetched at once and first.
type Props = { article: ArticleSummary; to: string; first: boolean };

/** The newspaper and the date: 'Amar Ujala · October 28, 2026'. */
export function Byline({ article, mt }: { article: Pick<ArticleSummary, "source" | "date">; mt?: MantineNumberSize }) {
  const date = formatLongDate(article.date, useLanguage());
  const langOf = useContentLang();
  return (
    <Text size="sm" color="gray.8" mt={mt}>
      <span lang={langOf(article.source)}>{article.source}</span>
      {date && (
        <>
          {" · "}
          <time dateTime={article.date}>{date}</time>
        </>
      )}
    </Text>
  );
}

export function ArticleCard({ article, to, first }: Props) {
  const news = useTexts(newsTexts);
  return (
    <ListCard
      row={article}
      fallback={articleStockPhoto}
      first={first}
      summary={article.excerpt}
      to={to}
      linkState={openedFromList}
      linkText={news.readMore}
    >
      <Byline article={article} />
    </ListCard>
  );
}
