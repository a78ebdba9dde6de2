import { Container, Grid, SimpleGrid, Text, Title } from "@mantine/core";
import { useState } from "react";
import type { NewsArticle } from "../../lib/database.types";
import { newsPage } from "./newsContent";
import { usePageHead } from "../shared/usePageHead";
import { ArticleCard } from "./ArticleCard";
import { ArticleModal } from "./ArticleModal";
import type { NewsContent } from "./loadNewsContent";
import { NoticesList } from "./NoticesList";
import { LoadingState } from "../shared/LoadingState";
import { PageIntro } from "../shared/PageIntro";
import { useSiteContent } from "../contentSources";

function NewsBody({ content }: { content: NewsContent }) {
  const [selected, setSelected] = useState<NewsArticle | null>(null);
  return (
    <>
      <Grid gutter={32}>
        <Grid.Col md={8}>
          <section aria-labelledby="articles-heading">
            <Title order={2} id="articles-heading" size="h3" color="brand.8" mb="md">
              {newsPage.articlesHeading}
            </Title>
            {content.articles.length === 0 ? (
              <Text color="gray.8">{newsPage.noArticles}</Text>
            ) : (
              <SimpleGrid cols={2} breakpoints={[{ maxWidth: "sm", cols: 1 }]}>
                {content.articles.map((article) => (
                  <ArticleCard key={article.id} article={article} onReadMore={setSelected} />
                ))}
              </SimpleGrid>
            )}
          </section>
        </Grid.Col>
        <Grid.Col md={4}>
          <NoticesList notices={content.notices} />
        </Grid.Col>
      </Grid>
      <ArticleModal article={selected} onClose={() => setSelected(null)} />
    </>
  );
}

export default function NewsPage() {
  usePageHead({ title: newsPage.title, description: newsPage.description });
  const state = useSiteContent("news");
  return (
    <div>
      <PageIntro title={newsPage.title}>{newsPage.intro}</PageIntro>
      <Container size="lg" pb={48}>
        {state.status === "loading" && <LoadingState label={newsPage.loading} />}
        {state.status === "error" && (
          <Text role="alert" align="center" color="red.9" py="xl">
            {newsPage.error}
          </Text>
        )}
        {state.status === "ready" && <NewsBody content={state.data} />}
      </Container>
    </div>
  );
}
