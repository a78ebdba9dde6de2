// Fixed copy for /services: the eight service cards and their 'Read More' details (docs/product.md#services).

export const servicesPage = {
  title: "Our Services",
  description:
    "Autism intervention, occupational, speech and physiotherapy, special education, assessments, nutrition and parent counselling in Prayagraj.",
  intro:
    "Every child is different, so every plan is too. Our team works together across therapy, education and health, with parents as partners at every step.",
  readMore: "Read More",
  highlightsHeading: "What this includes",
  close: "Close",
};

export type Service = {
  id: string;
  title: string;
  summary: string;
  details: string;
  highlights: readonly string[];
};

export const services: readonly Service[] = [
  {
    id: "autism-intervention",
    title: "Autism Intervention Therapy",
    summary: "Early, structured support that builds communication, play and social skills for autistic children.",
    details:
      "Our intervention programme blends evidence-based approaches such as applied behaviour analysis, play-based therapy and visual supports. Goals are set with each family and reviewed every month, so progress at the centre carries over into daily life at home.",
    highlights: [
      "One-to-one and small-group sessions",
      "Visual schedules and communication aids",
      "Social skills and play groups",
      "Monthly progress reviews with parents",
    ],
  },
  {
    id: "occupational-therapy",
    title: "Occupational Therapy",
    summary:
      "Building the everyday skills of dressing, eating, writing and play, and helping children manage their senses.",
    details:
      "Our occupational therapists help children gain independence in daily activities. Through sensory integration, fine-motor work and fun, purposeful play, children learn to regulate their bodies and take part confidently at home and in the classroom.",
    highlights: [
      "Sensory integration therapy",
      "Fine and gross motor skills",
      "Handwriting readiness",
      "Self-care and daily living skills",
    ],
  },
  {
    id: "parental-training",
    title: "Parental Training & Counseling",
    summary: "Guidance, practical strategies and emotional support for parents and caregivers.",
    details:
      "Parents are a child's first and most constant teachers. Our counsellors and therapists run workshops and one-to-one sessions that give families practical tools for communication, behaviour and routines, and a safe space to share worries and hopes.",
    highlights: [
      "Home programme training",
      "Positive behaviour support",
      "Individual and family counselling",
      "Parent support groups",
    ],
  },
  {
    id: "standard-assessments",
    title: "Standard Assessments",
    summary: "Clear, standardised developmental and psychological assessments to understand each child's needs.",
    details:
      "We use recognised assessment tools to understand a child's development, learning, communication and behaviour. Families receive an easy-to-read report and a meeting to plan the next steps together, including referrals where needed.",
    highlights: [
      "Developmental screening",
      "Autism and ADHD assessments",
      "IQ and learning assessments",
      "Detailed reports and family meetings",
    ],
  },
  {
    id: "special-education",
    title: "Special Education",
    summary: "Individual education plans and small classes where every child learns at their own pace.",
    details:
      "Our special educators design individual education plans that build reading, writing, number and life skills. Small class sizes, multi-sensory teaching and close work with therapists help children prepare for school and for everyday independence.",
    highlights: [
      "Individual education plans (IEPs)",
      "Multi-sensory teaching methods",
      "School readiness programme",
      "Support for inclusion in mainstream schools",
    ],
  },
  {
    id: "physiotherapy",
    title: "Physiotherapy",
    summary: "Improving strength, balance, posture and movement for children with motor challenges.",
    details:
      "Our paediatric physiotherapists work with children with cerebral palsy, low muscle tone and other motor difficulties. Playful, goal-based sessions improve mobility and posture, and parents learn exercises to continue at home.",
    highlights: [
      "Gross motor development",
      "Balance and coordination training",
      "Posture and mobility support",
      "Home exercise programmes",
    ],
  },
  {
    id: "diet-nutrition",
    title: "Diet & Nutrition",
    summary: "Healthy, practical eating plans for children with feeding difficulties or special dietary needs.",
    details:
      "Many neurodiverse children are selective eaters or have particular dietary needs. Our nutrition guidance helps families plan balanced meals with familiar, affordable foods, and supports children in gently trying new tastes and textures.",
    highlights: [
      "Nutritional assessment",
      "Personalised meal plans",
      "Support for picky eating",
      "Guidance on gut health and routines",
    ],
  },
  {
    id: "speech-therapy",
    title: "Speech Therapy",
    summary: "Helping children understand, speak and communicate, with words, signs or pictures.",
    details:
      "Our speech and language therapists support children with delayed speech, unclear speech and social communication difficulties. Where speech is hard, we introduce picture-based and alternative communication, so every child has a voice.",
    highlights: [
      "Speech and language development",
      "Alternative and augmentative communication",
      "Oral-motor therapy",
      "Social communication groups",
    ],
  },
];
