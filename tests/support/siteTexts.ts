/** The eight services of the Services page, in order, as docs/product.md names them (the unit and e2e tests expect these). */
export const SERVICE_TITLES = [
  "Autism Intervention Therapy",
  "Occupational Therapy",
  "Parental Training & Counseling",
  "Standard Assessments",
  "Special Education",
  "Physiotherapy",
  "Diet & Nutrition",
  "Speech Therapy",
];
