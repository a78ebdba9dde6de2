import { Grid, Text } from "@mantine/core";
import { calmSelector } from "../comfort/comfortSettings";
import { PageSection } from "../shared/PageSection";
import { CardGrid } from "../shared/CardGrid";
import { newsTexts } from "./newsTexts";
import { useTexts } from "../i18n/LanguageContext";
import { ArticleCard } from "./ArticleCard";
import { newsListRead, newsPageCount, type NewsListData } from "./loadNewsData";
import { NoticesList } from "./NoticesList";
import { PageLinks } from "./PageLinks";
import { LoadedContent } from "../shared/LoadingState";
import { PagedListPage } from "../shared/PagedList";
import { articlePath } from "../paths";

/**
 * /notice, the latest articles with the active notices, and /notice/page/<n>, older articles
 * (docs/product.md#in-the-news). A page past the last one is the 404 page.
 */
export default function NewsPage() {
  const news = useTexts(newsTexts);
  return (
    <PagedListPage read={newsListRead} titles={news} intro={news.intro}>
      {(page, state) => (
        <LoadedContent state={state} loading={news.loading} error={news.error}>
          {(content) => <NewsBody page={page} content={content} />}
        </LoadedContent>
      )}
    </PagedListPage>
  );
}

// Calm mode: the notices under the articles, one column (docs/product.md#comfort-settings).
const calmColumn = { [calmSelector]: { flexBasis: "100% !important", maxWidth: "100% !important" } };

function NewsBody({ page, content }: { page: number; content: NewsListData }) {
  const news = useTexts(newsTexts);
  // The notices are on the first page only; later pages give the articles the whole width.
  const withNotices = page === 1;
  return (
    <Grid gutter={32}>
      <Grid.Col md={withNotices ? 8 : 12} sx={calmColumn}>
        <PageSection
          headingId="articles-heading"
          heading={page === 1 ? news.articlesHeading : news.olderPage}
          headingProps={{ size: "h3", mb: "md" }}
        >
          {content.articles.length === 0 ? (
            <Text color="gray.8">{news.noArticles}</Text>
          ) : (
            <CardGrid cols={withNotices ? 2 : 3} phone="sm">
              {content.articles.map((article, index) => (
                <ArticleCard key={article.id} article={article} to={articlePath(article.slug)} first={index === 0} />
              ))}
            </CardGrid>
          )}
          <PageLinks page={page} pages={newsPageCount(content.total)} />
        </PageSection>
      </Grid.Col>
      {withNotices && (
        <Grid.Col md={4} sx={calmColumn}>
          <NoticesList notices={content.notices} />
        </Grid.Col>
      )}
    </Grid>
  );
}
