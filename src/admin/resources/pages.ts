import type { Page } from "../../lib/database.types";
import { formTexts, listTexts, slugField } from "./shared";
import { declareEditable } from "./types";

// The policy pages (docs/product.md#policy-pages): /privacy, /terms and /refund-policy, each in
// English and Hindi. The body is a small Markdown subset the site renders without raw HTML; the
// database refuses HTML tags and script links (supabase/migrations/20261125013100_baseline.sql, section "Pages").
const formattingHelp =
  "Blank line between paragraphs. ## Heading, ### Smaller heading, - list item, 1. numbered item, **bold**, [link text](https://example.org or /privacy). HTML is not allowed.";

export const pagesResource = declareEditable<Page>({
  table: "pages",
  keepsHistory: true,
  path: "pages",
  texts: {
    title: "Pages",
    searchPlaceholder: "Search by title or web address...",
    ...listTexts("Page", "pages", "Its address will show 'page not available'."),
    ...formTexts("Page", "created"),
  },
  fields: [
    // The site shows privacy, terms and refund-policy at /<web address> and /hi/<web address>.
    slugField({
      example: "refund-policy",
      maxLength: 60,
      required: true,
      placeholder: "privacy, terms or refund-policy",
    }),
    { name: "title_en", label: "Title (English)", kind: "text", required: true },
    { name: "title_hi", label: "Title (Hindi)", kind: "text", required: true },
    { name: "body_en", label: "Text (English)", kind: "textarea", required: true, placeholder: formattingHelp },
    { name: "body_hi", label: "Text (Hindi)", kind: "textarea", required: true, placeholder: formattingHelp },
  ],
  searchFields: ["title_en", "slug"],
  defaultOrder: [{ field: "slug", order: "asc" }],
  stampsUpdatedAt: true,
  card: {
    title: (row) => row.title_en,
    subtitle: (row) => `/${row.slug} · ${row.title_hi}`,
    body: (row) => row.body_en,
  },
});
