import type { NewsArticle } from "../../lib/database.types";
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
    addButton: "Add Article",
    createTitle: "Add Article",
    editTitle: "Edit Article",
    emptyList: "No articles found.",
    deleteConfirmation: "Are you sure you want to delete this article?",
    created: "Article created successfully",
    updated: "Article updated successfully",
    deleted: "Article deleted successfully",
    saveFailed: "Failed to save article",
    deleteFailed: "Failed to delete article",
    fetchFailed: (message) => `Failed to fetch articles: ${message}. Check console for details.`,
  },
  fields: [
    { name: "title", label: "Title", kind: "text", required: true },
    { name: "source", label: "Source", kind: "text", required: true },
    { name: "date", label: "Date", kind: "date", required: true },
    {
      name: "image_url",
      label: "Image",
      kind: "image",
      required: false,
      smallName: "image_small_url",
      widthName: "image_width",
      heightName: "image_height",
      altName: "image_alt",
      altLabel: "Image description (alt text)",
      folder: "news",
    },
    { name: "excerpt", label: "Excerpt", kind: "textarea", required: true },
    { name: "content", label: "Content", kind: "textarea", required: true },
    {
      // The article's address, /notice/<slug> (docs/product.md#in-the-news). Left empty, the
      // server makes it from the title; it stays when the title changes.
      name: "slug",
      label: "Web address",
      kind: "text",
      required: false,
      placeholder: "Made from the title when left empty",
      pattern: {
        regex: /^(?=.{1,80}$)[a-z0-9]+(-[a-z0-9]+)*$/,
        message: "Web address: up to 80 lowercase letters (a-z), digits and single hyphens, e.g. sports-day-2026",
      },
    },
  ],
  searchFields: ["title", "source"],
  defaultOrder: [{ field: "created_at", order: "desc" }],
  stampsUpdatedAt: true,
  card: {
    title: (row) => row.title,
    subtitle: (row) => `${row.source} · ${row.date}`,
    body: (row) => row.excerpt,
  },
});
