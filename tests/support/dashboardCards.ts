/**
 * The dashboard's six figure cards, each with the table it counts, labelled as the resource
 * declarations title their screens (src/admin/dashboard/stats.ts). The unit test holds the
 * declarations to this list; the e2e test holds the shown figures to the tables' counts.
 */
export const dashboardCards = [
  { label: "News Articles", table: "news_articles" },
  { label: "Notices", table: "notices" },
  { label: "Active Notices", table: "notices", activeOnly: true },
  { label: "Doctors", table: "doctors" },
  { label: "Testimonials", table: "testimonials" },
  { label: "Advisory & Counseling", table: "advisories" },
] as const;
