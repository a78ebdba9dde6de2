import type { NewsArticle } from "../../lib/database.types";
import { formatDate } from "../../lib/format";
import { declareContent } from "./content";
import { imageField, slugField, textField } from "./shared";

export const newsResource = declareContent<NewsArticle>({
  table: "news_articles",
  path: "news",
  records: { one: "Article", many: "articles", createdAs: "created" },
  texts: { title: "News Articles", searchPlaceholder: "Search by title or source..." },
  fields: [
    textField("title", "Title"),
    textField("source", "Source"),
    textField("date", "Date", { kind: "date" }),
    imageField("Image", "news"),
    textField("excerpt", "Excerpt", { kind: "textarea" }),
    textField("content", "Content", { kind: "textarea" }),
    // The article's address, /notice/<slug> (docs/product.md#in-the-news).
    slugField({ example: "sports-day-2026" }),
  ],
  searchFields: ["title", "source"],
  card: {
    title: (row) => row.title,
    subtitle: (row) => `${row.source} · ${formatDate(row.date)}`,
    body: (row) => row.excerpt,
  },
});
