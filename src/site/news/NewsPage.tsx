import { useCallback } from "react";
import { useParams } from "react-router";
import { Container, Grid, SimpleGrid, Text, Title } from "@mantine/core";
import { newsTexts } from "./newsTexts";
import { useTexts } from "../i18n/LanguageContext";
import { usePageHead } from "../shared/usePageHead";
import { ArticleCard } from "./ArticleCard";
import { loadNewsList, newsListKey, newsPageCount, type NewsListData } from "./loadNewsData";
import { NoticesList } from "./NoticesList";
import { PageLinks } from "./PageLinks";
import { LoadingState } from "../shared/LoadingState";
import { PageIntro } from "../shared/PageIntro";
import { usePublishedRead, type LoadState } from "../shared/usePublishedRead";
import NotFoundPage from "../notFound/NotFoundPage";
import { articlePath } from "../paths";

/** The page number of /notice/page/<n>: 1 for /notice, null for anything that is not a later page. */
export function listPageNumber(param: string | undefined): number | null {
  if (param === undefined) return 1;
  return /^[1-9]\d{0,5}$/.test(param) && param !== "1" ? Number(param) : null;
}

/**
 * /notice, the latest articles with the active notices, and /notice/page/<n>, older articles
 * (docs/product.md#in-the-news). A page past the last one is the 404 page.
 */
export default function NewsPage() {
  const page = listPageNumber(useParams().page);
  if (page === null) return <NotFoundPage />;
  // Each page of the list is its own content: moving between pages starts from that page's.
  return <NewsList key={page} page={page} />;
}

function NewsList({ page }: { page: number }) {
  const load = useCallback(() => loadNewsList(page), [page]);
  const state = usePublishedRead(newsListKey(page), load);
  if (page > 1 && state.status === "ready" && state.data.articles.length === 0) return <NotFoundPage />;
  return <NewsView page={page} state={state} />;
}

function NewsView({ page, state }: { page: number; state: LoadState<NewsListData> }) {
  const news = useTexts(newsTexts);
  const numbered = (text: string) => text.replace("{page}", String(page));
  usePageHead(
    page === 1
      ? { title: news.title, description: news.description }
      : { title: numbered(news.pageTitle), description: numbered(news.pageDescription) },
  );
  return (
    <div>
      <PageIntro title={page === 1 ? news.title : numbered(news.pageTitle)}>{news.intro}</PageIntro>
      <Container size="lg" pb={48}>
        {state.status === "loading" && <LoadingState label={news.loading} />}
        {state.status === "error" && (
          <Text role="alert" align="center" color="red.9" py="xl">
            {news.error}
          </Text>
        )}
        {state.status === "ready" && <NewsBody page={page} content={state.data} />}
      </Container>
    </div>
  );
}

function NewsBody({ page, content }: { page: number; content: NewsListData }) {
  const news = useTexts(newsTexts);
  // The notices are on the first page only; later pages give the articles the whole width.
  const withNotices = page === 1;
  return (
    <Grid gutter={32}>
      <Grid.Col md={withNotices ? 8 : 12}>
        <section aria-labelledby="articles-heading">
          <Title order={2} id="articles-heading" size="h3" color="brand.8" mb="md">
            {page === 1 ? news.articlesHeading : news.olderPage}
          </Title>
          {content.articles.length === 0 ? (
            <Text color="gray.8">{news.noArticles}</Text>
          ) : (
            <SimpleGrid
              cols={withNotices ? 2 : 3}
              breakpoints={[
                { maxWidth: "md", cols: 2 },
                { maxWidth: "sm", cols: 1 },
              ]}
            >
              {content.articles.map((article, index) => (
                <ArticleCard key={article.id} article={article} to={articlePath(article.slug)} first={index === 0} />
              ))}
            </SimpleGrid>
          )}
          <PageLinks page={page} pages={newsPageCount(content.total)} />
        </section>
      </Grid.Col>
      {withNotices && (
        <Grid.Col md={4}>
          <NoticesList notices={content.notices} />
        </Grid.Col>
      )}
    </Grid>
  );
}
