import type { NewsArticle } from "../../lib/database.types";
import { formTexts, imageField, listTexts, newestFirst, slugField } from "./shared";
import { declareEditable } from "./types";

export const newsResource = declareEditable<NewsArticle>({
  table: "news_articles",
  publishing: { ends: false },
  keepsHistory: true,
  dashboardCount: { active: false },
  path: "news",
  texts: {
    title: "News Articles",
    searchPlaceholder: "Search by title or source...",
    ...listTexts("Article", "articles"),
    ...formTexts("Article", "created"),
  },
  fields: [
    { name: "title", label: "Title", kind: "text", required: true },
    { name: "source", label: "Source", kind: "text", required: true },
    { name: "date", label: "Date", kind: "date", required: true },
    imageField("Image", "news"),
    { name: "excerpt", label: "Excerpt", kind: "textarea", required: true },
    { name: "content", label: "Content", kind: "textarea", required: true },
    // The article's address, /notice/<slug> (docs/product.md#in-the-news).
    slugField({ example: "sports-day-2026" }),
  ],
  searchFields: ["title", "source"],
  defaultOrder: newestFirst,
  stampsUpdatedAt: true,
  card: {
    title: (row) => row.title,
    subtitle: (row) => `${row.source} · ${row.date}`,
    body: (row) => row.excerpt,
  },
});
