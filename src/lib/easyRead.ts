// The easy-read pages (issue 40; docs/product.md#easy-read), shared by the site and the admin
// (which may not import each other, docs/architecture.md#boundaries). The set of pages and the set
// of pictures are fixed here and in the database's checks (supabase/migrations/20261127190300_easy_read.sql);
// tests/integration/easyRead.test.ts holds the two equal.

/** The pages a worried parent needs first, each the easy-read twin of a page of the site. */
export const easyReadSlugs = ["home", "services", "assessment", "first-visit", "contact", "giving"] as const;
export type EasyReadSlug = (typeof easyReadSlugs)[number];
