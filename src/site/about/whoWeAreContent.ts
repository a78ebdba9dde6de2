// Fixed copy for /about/who. The focus areas are also listed on /about.

export const whoWeAre = {
  title: "Who We Are",
  description:
    "A Prayagraj foundation, founded in 2021, for children with autism, cerebral palsy, Down syndrome and learning disabilities, and their families.",
  intro: [
    "We are a non-profit learning foundation in Prayagraj, founded in 2021 by parents, therapists and educators who wanted every neurodiverse child in our city to have a place where they are understood.",
    "Under one roof, families find therapy, special education, medical guidance and a community of people who have walked the same road. We believe every child can learn and grow when support begins early and is shaped around who they are.",
  ],
  focusHeading: "Our Focus Areas",
  valuesHeading: "What Guides Us",
  values: [
    "Every child is capable of growth, at their own pace.",
    "Parents are partners in every plan we make.",
    "Good care should not depend on a family's income.",
    "We measure progress in small, joyful steps, and celebrate each one.",
  ],
};

export type FocusArea = { title: string; text: string };

export const focusAreas: readonly FocusArea[] = [
  {
    title: "Autism Spectrum Disorder",
    text: "Early intervention, communication support and social skills groups built around each child's strengths.",
  },
  {
    title: "Cerebral Palsy",
    text: "Physiotherapy, occupational therapy and adaptive learning that build movement, independence and confidence.",
  },
  {
    title: "Down Syndrome",
    text: "Speech, motor and life-skills programmes that help children take part fully at home and at school.",
  },
  {
    title: "Learning Disabilities",
    text: "Assessment and special education for dyslexia, dyscalculia and other differences in how children learn.",
  },
  {
    title: "Intellectual Disabilities",
    text: "Patient, structured teaching of everyday skills, with goals set together with each family.",
  },
  {
    title: "Family Support",
    text: "Counselling, parent training and a caring community, because the whole family grows together.",
  },
];
