import type { NewsArticle } from "../../lib/database.types";
import { shownLanguage } from "../../lib/translatable";
import { foundation } from "../../config/site";
import { ogImage } from "../shared/headTags";
import type { PageHead } from "../shared/pageHead";
import { articlePath, logoPath } from "../paths";

/**
 * An article's own page head: its title and excerpt for link previews, og:type article, and
 * schema.org's NewsArticle for search engines. The foundation publishes the page; the
 * newspaper that ran the story is its author.
 */
export function articleHead(article: NewsArticle, origin: string): Omit<PageHead, "path" | "language"> {
  const path = articlePath(article.slug);
  const image = new URL(article.image_url || ogImage.path, origin).href;
  return {
    title: article.title,
    description: article.excerpt,
    type: "article",
    image: article.image_url,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: article.title,
      // The language the page shows the article in: Hindi on /hi once staff wrote it (issue 39).
      inLanguage: shownLanguage(article),
      description: article.excerpt,
      datePublished: article.date,
      dateModified: article.updated_at,
      image: [image],
      url: new URL(path, origin).href,
      mainEntityOfPage: new URL(path, origin).href,
      author: { "@type": "Organization", name: article.source },
      publisher: {
        "@type": "NGO",
        name: foundation.name,
        url: `${origin}/`,
        logo: { "@type": "ImageObject", url: new URL(logoPath, origin).href },
      },
    },
  };
}
