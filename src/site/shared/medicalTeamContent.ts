// 'Why Choose Our Medical Team?': the three fixed blurbs shown on Home and below the
// Expert Doctors carousel (docs/product.md#expert-doctors).

export const medicalTeam = {
  title: "Why Choose Our Medical Team?",
  reasons: [
    {
      title: "Certified Specialists",
      text: "Paediatricians, therapists and special educators with recognised qualifications and years of hands-on experience.",
    },
    {
      title: "Compassionate Care",
      text: "Every child is met with patience and warmth, at a pace that feels safe for them and their family.",
    },
    {
      title: "Collaborative Approach",
      text: "Doctors, therapists, teachers and parents plan together, so progress at the centre carries on at home.",
    },
  ],
} as const;
