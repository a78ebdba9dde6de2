/**
 * The tables' screens in the sidebar's order, as the spec lists them (docs/product.md), with their
 * routes: the declarations' order, between Dashboard and Settings.
 */
export const sidebarScreens: ReadonlyArray<[label: string, route: string]> = [
  ["News Articles", "/admin/news"],
  ["Notices", "/admin/notices"],
  ["Doctors", "/admin/doctors"],
  ["Testimonials", "/admin/testimonials"],
  ["Advisory & Counseling", "/admin/advisory"],
  ["Photos", "/admin/photos"],
  ["Events", "/admin/events"],
  ["First visit story", "/admin/first-visit"],
  ["Pages", "/admin/pages"],
  ["Easy read", "/admin/easy-read"],
  ["Messages", "/admin/messages"],
  ["Receipt requests", "/admin/receipts"],
  ["Assessment requests", "/admin/assessments"],
  ["Donations", "/admin/donations"],
  ["Event registrations", "/admin/event-registrations"],
];
