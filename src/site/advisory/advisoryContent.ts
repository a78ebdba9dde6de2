// Fixed copy for /services/advisory (docs/product.md#advisory-and-counseling).

export const advisoryPage = {
  title: "Advisory & Counseling Services",
  description:
    "Counsellors and advisors who support neurodiverse children and their families in Prayagraj, with guidance for every stage.",
  intro:
    "Raising a neurodiverse child brings questions, and you do not have to face them alone. Our advisors and counsellors offer guidance on therapy choices, schooling, behaviour and emotional wellbeing for the whole family.",
  filterLabel: "Filter by specialty",
  allAdvisors: "All Advisors",
  available: "Available",
  loading: "Loading advisors...",
  listLabel: "Our advisors",
  experienceLabel: "Experience",
  experienceValue: "15+ years in counseling",
  locationLabel: "Location",
  locationValue: "Main Campus Office",
  close: "Close",
  defaultAvatar: "/images/avatars/default.svg",
};
