import { useCallback, type MouseEvent } from "react";
import { useLocation, useParams } from "react-router";
import { Anchor, Container, Group, Text, Title } from "@mantine/core";
import type { NewsArticle } from "../../lib/database.types";
import { articleStockPhoto, newsTexts } from "./newsContent";
import { useContentLang, useTexts } from "../i18n/LanguageContext";
import { Link } from "../i18n/links";
import { FallbackImage } from "../shared/FallbackImage";
import { LoadingState } from "../shared/LoadingState";
import { arrivalImage, rowImage } from "../shared/responsiveImage";
import { useContent } from "../shared/useContent";
import { usePageHead } from "../shared/usePageHead";
import { isOpenedFromList, useBackToList } from "../shared/usePermalinkDialog";
import NotFoundPage from "../notFound/NotFoundPage";
import { articlePath, paths } from "../paths";
import { siteOrigin } from "../siteOrigin";
import { articleHead } from "./articleHead";
import { Byline } from "./ArticleCard";
import { articleKey, loadArticle, type ArticleContent } from "./loadNewsContent";
import type { ArticleLink } from "./newsData";

/**
 * /notice/<slug>: the article itself (docs/product.md#in-the-news), a way back to the list and its
 * neighbours. Its page carries this article only. One published after the build is fetched by
 * the browser (the host answers 404.html, which renders afresh); an unknown slug is the 404 page.
 */
export default function ArticlePage() {
  const slug = useParams().slug ?? "";
  // Each article is its own content: moving to a neighbour starts from that article's.
  return <ArticleView key={slug} slug={slug} />;
}

function ArticleView({ slug }: { slug: string }) {
  const news = useTexts(newsTexts);
  const load = useCallback(() => loadArticle(slug), [slug]);
  const state = useContent(articleKey(slug), load);
  if (state.status === "ready" && !state.data.article) return <NotFoundPage />;
  return (
    <Container size="md" py={32}>
      <BackToList />
      {state.status === "loading" && <LoadingHead />}
      {state.status === "loading" && <LoadingState label={news.articleLoading} />}
      {state.status === "error" && (
        <Text role="alert" align="center" color="red.9" py="xl">
          {news.error}
        </Text>
      )}
      {state.status === "ready" && state.data.article && <ArticleBody {...state.data} article={state.data.article} />}
    </Container>
  );
}

/** Until the article is in, the tab says where the reader is. */
function LoadingHead() {
  const news = useTexts(newsTexts);
  usePageHead({ title: news.title, description: news.description });
  return null;
}

/** To the list: back to the reader's place on it when the list opened this article. */
function BackToList() {
  const news = useTexts(newsTexts);
  const back = useBackToList(paths.news);
  const fromList = isOpenedFromList(useLocation().state);
  const onClick = (event: MouseEvent) => {
    if (!fromList) return;
    event.preventDefault();
    back();
  };
  return (
    <Anchor component={Link} to={paths.news} onClick={onClick} weight={600} color="brand.8">
      ← {news.backToList}
    </Anchor>
  );
}

function ArticleBody({ article, newer, older }: ArticleContent & { article: NewsArticle }) {
  const langOf = useContentLang();
  usePageHead(articleHead(article, siteOrigin));
  return (
    <article aria-labelledby="page-title">
      <Title order={1} id="page-title" color="brand.8" mt="lg" lang={langOf(article.title)}>
        {article.title}
      </Title>
      <Byline article={article} mt="sm" />
      <FallbackImage
        {...rowImage(article)}
        {...arrivalImage}
        sizes="(max-width: 800px) 100vw, 800px"
        fallback={articleStockPhoto}
        alt={article.image_url ? (article.image_alt ?? "") : ""}
        lang={article.image_url && article.image_alt ? langOf(article.image_alt) : undefined}
        width={640}
        height={360}
        style={{
          display: "block",
          width: "100%",
          height: "auto",
          aspectRatio: "16 / 9",
          objectFit: "cover",
          borderRadius: 8,
          marginTop: 16,
        }}
      />
      <Text color="gray.9" mt="lg" size="lg" style={{ whiteSpace: "pre-line" }} lang={langOf(article.content)}>
        {article.content}
      </Text>
      <Neighbours newer={newer} older={older} />
    </article>
  );
}

function Neighbours({ newer, older }: Pick<ArticleContent, "newer" | "older">) {
  const news = useTexts(newsTexts);
  if (!newer && !older) return null;
  return (
    <nav aria-label={news.neighboursLabel}>
      <Group position="apart" align="flex-start" mt={48} noWrap>
        <Neighbour link={newer} label={news.newerArticle} />
        <Neighbour link={older} label={news.olderArticle} end />
      </Group>
    </nav>
  );
}

function Neighbour({ link, label, end = false }: { link: ArticleLink | null; label: string; end?: boolean }) {
  const langOf = useContentLang();
  if (!link) return <span />;
  return (
    <Anchor component={Link} to={articlePath(link.slug)} style={{ maxWidth: "48%", textAlign: end ? "right" : "left" }}>
      <Text component="span" display="block" size="sm" color="gray.8">
        {end ? `${label} →` : `← ${label}`}
      </Text>
      <Text component="span" display="block" weight={600} color="brand.8" lang={langOf(link.title)}>
        {link.title}
      </Text>
    </Anchor>
  );
}
