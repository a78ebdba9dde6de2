import type { Page } from "../../lib/database.types";
import { declareContent } from "./content";
import { slugField, textField } from "./shared";

// The policy pages (docs/product.md#policy-pages): /privacy, /terms and /refund-policy, each in
// English and Hindi. The body is a small Markdown subset the site renders without raw HTML; the
// database refuses HTML tags and script links (supabase/migrations/20261125013100_baseline.sql, section "Pages").
const formattingHelp =
  "Blank line between paragraphs. ## Heading, ### Smaller heading, - list item, 1. numbered item, **bold**, [link text](https://example.org or /privacy). HTML is not allowed.";

// Published when saved, and not counted on the dashboard.
export const pagesResource = declareContent<Page>({
  table: "pages",
  publishing: false,
  dashboardCount: false,
  hindi: "required",
  records: {
    one: "Page",
    many: "pages",
    createdAs: "created",
    deleteAlso: "Its address will show 'page not available'.",
  },
  texts: { title: "Pages", searchPlaceholder: "Search by title or web address..." },
  fields: [
    // The site shows privacy, terms and refund-policy at /<web address> and /hi/<web address>.
    slugField({
      example: "refund-policy",
      maxLength: 60,
      required: true,
      placeholder: "privacy, terms or refund-policy",
    }),
    // Each with its Hindi beside it (src/lib/translatable.ts), required here as in the database.
    textField("title_en", "Title (English)"),
    textField("body_en", "Text (English)", { kind: "textarea", placeholder: formattingHelp }),
  ],
  searchFields: ["title_en", "slug"],
  defaultOrder: [{ field: "slug", order: "asc" }],
  card: {
    title: (row) => row.title_en,
    subtitle: (row) => `/${row.slug} · ${row.title_hi}`,
    body: (row) => row.body_en,
  },
});
