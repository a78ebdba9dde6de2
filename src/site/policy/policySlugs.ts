/**
 * The policy pages the site has an address for (docs/product.md#policy-pages): /<slug>. Apart from
 * pagesData.ts so that the admin, which offers their recordings, takes the list without the site's
 * reads.
 */
export const policySlugs = ["privacy", "terms", "refund-policy"] as const;
export type PolicySlug = (typeof policySlugs)[number];
