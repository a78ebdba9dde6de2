// Fixed copy for /services/expertdoctor (docs/product.md#expert-doctors).

export const doctorsPage = {
  title: "Our Expert Doctors",
  description:
    "Meet the paediatricians, neurologists and specialists who care for neurodiverse children at our Prayagraj foundation.",
  intro:
    "Our doctors bring years of experience in child development, neurology and rehabilitation. They work closely with our therapists and with you, so every child receives care that is thoughtful, consistent and kind.",
  listHeading: "Meet Our Doctors",
  carouselLabel: "Our doctors",
  previous: "Previous doctors",
  next: "Next doctors",
  keyboardHint: "Use the Previous and Next buttons, or the left and right arrow keys, to see more doctors.",
  loading: "Loading doctors...",
  empty: "No doctors available at this time.",
  error: "Failed to load doctors. Please try again later.",
  experienceLabel: "Experience",
  qualificationsLabel: "Qualifications",
  descriptionWords: 25,
  stockPhoto: "/images/stock/doctor.svg",
};
