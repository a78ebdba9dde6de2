// Fixed copy for /about. The focus-area list comes from whoWeAre.ts (one source).

export const about = {
  title: "About Us",
  description: "Who we are, why we began, and how we support neurodiverse children and their families in Prayagraj.",
  intro:
    "We are a Prayagraj foundation that helps children with autism, cerebral palsy, Down syndrome and learning disabilities grow with confidence, and walks beside their families at every step.",
  pillarsHeading: "Our Three Pillars",
  founderHeading: "Our Founder's Journey",
  focusHeading: "Areas We Focus On",
};

export type Pillar = { title: string; text: string };

export const pillars: readonly Pillar[] = [
  {
    title: "Educational Excellence",
    text: "Individual education plans, small groups and trained special educators, so each child learns in the way that suits them best.",
  },
  {
    title: "Medical Support",
    text: "Paediatric, neurological and therapy expertise under one roof, with assessments and follow-up that families can rely on.",
  },
  {
    title: "Community Impact",
    text: "Awareness drives, school partnerships and parent networks that make Prayagraj a more welcoming city for every child.",
  },
];

export const founderJourney: readonly string[] = [
  "Our founder's journey began at home. When her own child was diagnosed with autism, she travelled from clinic to clinic across Uttar Pradesh, searching for therapy, schooling and simply someone who understood.",
  "Those years taught her how lonely the road can be for families, and how much a child can bloom when the right support arrives early. She began by inviting a few parents and a therapist to meet in a rented room each weekend.",
  "That small circle grew into this foundation: a team of doctors, therapists and educators who share one belief, that every child deserves to be understood, supported and celebrated.",
];
