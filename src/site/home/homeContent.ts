import { paths } from "../paths";

// Fixed copy of the home page (docs/product.md#home). Facts (phones, hours, links) live in src/config.

export const homeMeta = {
  title: "",
  description:
    "Therapy, special education and family support for children with autism, cerebral palsy, Down syndrome and learning disabilities in Prayagraj.",
};

export const hero = {
  eyebrow: "Therapy, education and care in Prayagraj",
  headline: "Empowering Neurodiverse Minds",
  lead: "We help children with autism, cerebral palsy, Down syndrome and learning disabilities grow in confidence, with therapy, special education and support for the whole family.",
  primaryAction: { label: "Learn About Our Services", to: paths.services },
  secondaryAction: { label: "Get Involved Today", to: paths.getInvolved },
  countersLabel: "Our impact so far",
};

export type SlideImage = { src: string; srcSet?: string; alt: string; width: number; height: number };

export const awards = {
  title: "Awards & Recognition",
  intro: "Our work with children and families has been recognised by the community and by partners in care.",
  slideshowLabel: "Awards",
  images: [
    {
      src: "/images/awards/award-1.svg",
      alt: "A gold trophy for community service on a soft blue background",
      width: 800,
      height: 500,
    },
    {
      src: "/images/awards/award-2.svg",
      alt: "A ribbon medal for excellence in inclusive education",
      width: 800,
      height: 500,
    },
    {
      src: "/images/awards/award-3.svg",
      alt: "A framed certificate of recognition for family support",
      width: 800,
      height: 500,
    },
  ] satisfies SlideImage[],
};

export const therapeuticWorld = {
  title: "A Glimpse into Our Therapeutic World",
  intro: "Calm rooms, playful tools and patient hands: a look at the spaces where our children learn and grow.",
  slideshowLabel: "Our therapeutic spaces",
  images: [
    {
      src: "/images/slides/therapy-1.svg",
      alt: "A sensory room with soft mats, a swing and gentle lights",
      width: 800,
      height: 500,
    },
    {
      src: "/images/slides/therapy-2.svg",
      alt: "A speech therapy table with picture cards and a mirror",
      width: 800,
      height: 500,
    },
    {
      src: "/images/slides/therapy-3.svg",
      alt: "A physiotherapy corner with a balance ball and parallel bars",
      width: 800,
      height: 500,
    },
    {
      src: "/images/slides/therapy-4.svg",
      alt: "A bright classroom with building blocks and a low bookshelf",
      width: 800,
      height: 500,
    },
  ] satisfies SlideImage[],
};

export const testimonialsBlock = {
  title: "Client Testimonials",
  intro: "Families in their own words.",
  carouselLabel: "Testimonial slides",
  empty: "No testimonials available.",
  dateMissing: "Date not available",
  pause: "Pause",
  play: "Play",
  goToSlide: (n: number) => `Go to slide ${n}`,
};

export const shareStory = {
  title: "Want to share your own story?",
  text: "Your experience can give another family the courage to take the first step.",
  action: "Submit Testimonial",
};

export const contactSection = {
  title: "Contact Us",
  intro: "Questions about therapy, admissions, volunteering or donations? Write to us or call.",
  addressLabel: "Address",
  phoneLabel: "Phone",
  emailLabel: "E-mail",
  hoursLabel: "Office Hours",
  helplineLabel: "24/7 Helpline",
  formTitle: "Send Us a Message",
  whatsapp: "Chat on WhatsApp",
};
