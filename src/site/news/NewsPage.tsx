import { Container, Grid, SimpleGrid, Text, Title } from "@mantine/core";
import type { NewsArticle } from "../../lib/database.types";
import { newsTexts } from "./newsContent";
import { useTexts } from "../i18n/LanguageContext";
import { usePageHead } from "../shared/usePageHead";
import { usePermalinkDialog } from "../shared/usePermalinkDialog";
import { ArticleCard } from "./ArticleCard";
import { ArticleModal } from "./ArticleModal";
import { articleHead } from "./articleHead";
import type { NewsContent } from "./loadNewsContent";
import { NoticesList } from "./NoticesList";
import { LoadingState } from "../shared/LoadingState";
import { PageIntro } from "../shared/PageIntro";
import { useSiteContent } from "../contentSources";
import type { LoadState } from "../shared/useContent";
import NotFoundPage from "../notFound/NotFoundPage";
import { articlePath, paths } from "../paths";
import { siteOrigin } from "../siteOrigin";

type DialogProps = { linkState: unknown; onClose: () => void };

function NewsBody({
  content,
  selected,
  linkState,
  onClose,
}: { content: NewsContent; selected: NewsArticle | null } & DialogProps) {
  const news = useTexts(newsTexts);
  return (
    <>
      <Grid gutter={32}>
        <Grid.Col md={8}>
          <section aria-labelledby="articles-heading">
            <Title order={2} id="articles-heading" size="h3" color="brand.8" mb="md">
              {news.articlesHeading}
            </Title>
            {content.articles.length === 0 ? (
              <Text color="gray.8">{news.noArticles}</Text>
            ) : (
              <SimpleGrid cols={2} breakpoints={[{ maxWidth: "sm", cols: 1 }]}>
                {content.articles.map((article, index) => (
                  <ArticleCard
                    key={article.id}
                    article={article}
                    to={articlePath(article.slug)}
                    linkState={linkState}
                    first={index === 0}
                  />
                ))}
              </SimpleGrid>
            )}
          </section>
        </Grid.Col>
        <Grid.Col md={4}>
          <NoticesList notices={content.notices} />
        </Grid.Col>
      </Grid>
      <ArticleModal article={selected} onClose={onClose} />
    </>
  );
}

/**
 * /notice, and /notice/<slug> with that article open over it (docs/product.md#in-the-news).
 * A slug no loaded article has is the 404 page; while the list loads it cannot be told yet.
 */
export default function NewsPage() {
  const { slug, linkState, close } = usePermalinkDialog(paths.news);
  const state = useSiteContent("news");
  const selected =
    slug !== undefined && state.status === "ready"
      ? (state.data.articles.find((article) => article.slug === slug) ?? null)
      : null;
  if (slug !== undefined && state.status === "ready" && !selected) return <NotFoundPage />;
  return <NewsView state={state} selected={selected} linkState={linkState} onClose={close} />;
}

function NewsView({
  state,
  selected,
  ...dialog
}: { state: LoadState<NewsContent>; selected: NewsArticle | null } & DialogProps) {
  const news = useTexts(newsTexts);
  usePageHead(selected ? articleHead(selected, siteOrigin) : { title: news.title, description: news.description });
  return (
    <div>
      <PageIntro title={news.title}>{news.intro}</PageIntro>
      <Container size="lg" pb={48}>
        {state.status === "loading" && <LoadingState label={news.loading} />}
        {state.status === "error" && (
          <Text role="alert" align="center" color="red.9" py="xl">
            {news.error}
          </Text>
        )}
        {state.status === "ready" && <NewsBody content={state.data} selected={selected} {...dialog} />}
      </Container>
    </div>
  );
}
