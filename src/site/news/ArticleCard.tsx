import { Button, Paper, Text, Title, type MantineNumberSize } from "@mantine/core";
import { Link } from "../i18n/links";
import type { ArticleSummary } from "./newsData";
import { articleStockPhoto, newsTexts } from "./newsTexts";
import { useContentLang, useLanguage, useTexts } from "../i18n/LanguageContext";
import { formatLongDate } from "../shared/format";
import { FallbackImage } from "../shared/FallbackImage";
import { arrivalImage, rowImage } from "../shared/responsiveImage";
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
  const langOf = useContentLang();
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      shadow="xs"
      style={{ display: "flex", flexDirection: "column", height: "100%", overflow: "hidden" }}
    >
      <FallbackImage
        {...rowImage(article)}
        sizes="(max-width: 576px) 100vw, 360px"
        fallback={articleStockPhoto}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        {...(first ? arrivalImage : {})}
        style={{ display: "block", width: "100%", height: "auto", aspectRatio: "16 / 9", objectFit: "cover" }}
      />
      <div style={{ padding: 16, display: "flex", flexDirection: "column", flexGrow: 1 }}>
        <Byline article={article} />
        <Title order={3} size="h4" color="brand.8" mt={4} lineClamp={2} lang={langOf(article.title)}>
          {article.title}
        </Title>
        <Text color="gray.8" size="sm" mt="xs" lineClamp={3} style={{ flexGrow: 1 }} lang={langOf(article.excerpt)}>
          {article.excerpt}
        </Text>
        <Button
          component={Link}
          to={to}
          state={openedFromList}
          variant="light"
          mt="md"
          style={{ alignSelf: "flex-start" }}
        >
          {news.readMore}
          <span className="visually-hidden" lang={langOf(article.title)}>
            : {article.title}
          </span>
        </Button>
      </div>
    </Paper>
  );
}
