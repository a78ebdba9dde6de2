import { type MouseEvent, useRef } from "react";
import { useLocation } from "react-router";
import { Anchor, createStyles, Title } from "@mantine/core";
import type { NewsArticle } from "../../lib/database.types";
import { articleStockPhoto, newsTexts } from "./newsTexts";
import { useContentLang, useTexts } from "../i18n/LanguageContext";
import { Link } from "../i18n/links";
import { RowImage } from "../shared/FallbackImage";
import { ItemPage } from "../shared/ItemPage";
import { usePageHead } from "../shared/usePageHead";
import { isOpenedFromList, useBackToList } from "../shared/usePermalinkDialog";
import { articlePath, paths } from "../paths";
import { siteOrigin } from "../siteOrigin";
import { articleHead } from "./articleHead";
import { Byline } from "./ArticleCard";
import { articleRead, type ArticleData } from "./loadNewsData";
import type { ArticleLink } from "./newsData";
import { InEnglishSoFar } from "../i18n/InEnglishSoFar";
import { ReadAloud } from "../readAloud/ReadAloud";

/**
 * /notice/<slug>: the article itself (docs/product.md#in-the-news), a way back to the list and its
 * neighbours. Its page carries this article only. One published after the build is fetched by
 * the browser (the host answers 404.html, which renders afresh); an unknown slug is the 404 page.
 */
export default function ArticlePage() {
  const news = useTexts(newsTexts);
  return (
    <ItemPage read={articleRead} back={<BackToList />} listHead={news} loading={news.articleLoading} error={news.error}>
      {(data) => data.article && <ArticleBody {...data} article={data.article} />}
    </ItemPage>
  );
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

// One set of classes for the article's own parts: a page there is one of per article renders few
// components (docs/architecture.md#performance).
const useStyles = createStyles((theme) => ({
  content: {
    color: theme.colors.gray[9],
    fontSize: theme.fontSizes.lg,
    whiteSpace: "pre-line",
    marginTop: theme.spacing.lg,
  },
  neighbours: {
    display: "flex",
    justifyContent: "space-between",
    alignItems: "flex-start",
    gap: theme.spacing.md,
    marginTop: 48,
  },
  neighbour: { maxWidth: "48%", textDecoration: "none", "&:hover span:last-child": { textDecoration: "underline" } },
  end: { textAlign: "right", marginLeft: "auto" },
  label: { display: "block", fontSize: theme.fontSizes.sm, color: theme.colors.gray[8] },
  title: { display: "block", fontWeight: 600, color: theme.colors.brand[8] },
}));

/** The article itself, also shown by staff's preview (src/site/preview). */
export function ArticleBody({ article, newer, older }: ArticleData & { article: NewsArticle }) {
  const langOf = useContentLang();
  const { classes } = useStyles();
  const text = useRef<HTMLParagraphElement>(null);
  usePageHead(articleHead(article, siteOrigin));
  return (
    <article aria-labelledby="page-title">
      <Title order={1} id="page-title" color="brand.8" mt="lg" lang={langOf(article.title)}>
        {article.title}
      </Title>
      <Byline article={article} mt="sm" />
      <InEnglishSoFar row={article} mt="xs" />
      <ReadAloud item={{ kind: "news_articles", id: article.id }} target={text} />
      <RowImage
        row={article}
        first
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
      <p ref={text} className={classes.content} lang={langOf(article.content)}>
        {article.content}
      </p>
      <Neighbours newer={newer} older={older} />
    </article>
  );
}

function Neighbours({ newer, older }: Pick<ArticleData, "newer" | "older">) {
  const news = useTexts(newsTexts);
  const { classes } = useStyles();
  if (!newer && !older) return null;
  return (
    <nav aria-label={news.neighboursLabel} className={classes.neighbours}>
      {newer && <Neighbour link={newer} label={`← ${news.newerArticle}`} />}
      {older && <Neighbour link={older} label={`${news.olderArticle} →`} end />}
    </nav>
  );
}

function Neighbour({ link, label, end = false }: { link: ArticleLink; label: string; end?: boolean }) {
  const langOf = useContentLang();
  const { classes, cx } = useStyles();
  return (
    <Link to={articlePath(link.slug)} className={cx(classes.neighbour, end && classes.end)}>
      <span className={classes.label}>{label}</span>
      <span className={classes.title} lang={langOf(link.title)}>
        {link.title}
      </span>
    </Link>
  );
}
