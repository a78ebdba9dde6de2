import type { ImpactCounterKey } from "../../config/site";
import { localized } from "../i18n/language";

// Fixed copy of the home page (docs/product.md#home), in both languages. Facts (phones, hours,
// links, the counters' figures) live in src/config.

export type SlideImage = { src: string; srcSet?: string; alt: string; width: number; height: number };

type SlideFile = Omit<SlideImage, "alt">;

const awardFiles: readonly SlideFile[] = [1, 2, 3].map((n) => ({
  src: `/images/awards/award-${n}.svg`,
  width: 800,
  height: 500,
}));

const therapyFiles: readonly SlideFile[] = [1, 2, 3, 4].map((n) => ({
  src: `/images/slides/therapy-${n}.svg`,
  width: 800,
  height: 500,
}));

/** The illustrations with their alt texts, in order. */
const withAlts = (files: readonly SlideFile[], alts: readonly string[]): readonly SlideImage[] =>
  files.map((file, i) => ({ ...file, alt: alts[i] }));

const en = {
  /** The page's own title, before the foundation's name: none in English, as the spec titles it. */
  title: "",
  description:
    "Therapy, special education and family help in Prayagraj. For children with autism, cerebral palsy, Down syndrome and learning disabilities.",
  hero: {
    eyebrow: "Therapy, education and care in Prayagraj",
    headline: "Empowering Neurodiverse Minds",
    lead: "We help children with autism, cerebral palsy, Down syndrome and learning disabilities grow in confidence. We give therapy, special education and help to the whole family.",
    primaryAction: "Learn About Our Services",
    secondaryAction: "Get Involved Today",
    assessmentAction: "Request an assessment",
    countersLabel: "Our impact so far",
  },
  counters: {
    children: "Children Supported",
    staff: "Therapists & Educators",
    years: "Years of Impact",
  } satisfies Record<ImpactCounterKey, string>,
  awards: {
    title: "Awards & Recognition",
    intro: "Our work with children and families has won praise from the community and our partners in care.",
    slideshowLabel: "Awards",
    images: withAlts(awardFiles, [
      "A gold trophy for community service on a soft blue background",
      "A ribbon medal for top work in inclusive schooling",
      "A framed certificate of recognition for family support",
    ]),
  },
  therapeuticWorld: {
    title: "A Glimpse into Our Therapeutic World",
    intro: "Calm rooms, playful tools and patient hands: a look at the spaces where our children learn and grow.",
    slideshowLabel: "Our therapeutic spaces",
    images: withAlts(therapyFiles, [
      "A sensory room with soft mats, a swing and gentle lights",
      "A speech therapy table with picture cards and a mirror",
      "A physiotherapy corner with a balance ball and walking bars",
      "A bright classroom with building blocks and a low bookshelf",
    ]),
  },
  testimonials: {
    title: "Client Testimonials",
    intro: "Families in their own words.",
    carouselLabel: "Testimonial slides",
    carousel: "carousel",
    slide: "slide",
    slideOf: (n: number, count: number) => `${n} of ${count}`,
    chooseSlide: "Choose slide",
    /** What the Pause/Play button moves: 'Pause testimonials'. */
    autoplayLabel: "testimonials",
    empty: "No testimonials available.",
    dateMissing: "Date not available",
    goToSlide: (n: number) => `Go to slide ${n}`,
  },
  shareStory: {
    title: "Want to share your own story?",
    text: "Your experience can give another family the courage to take the first step.",
    action: "Submit Testimonial",
  },
  contactSection: {
    title: "Contact Us",
    intro: "Questions about therapy, admission, volunteering or giving? Write to us or call.",
    addressLabel: "Address",
    phoneLabel: "Phone",
    emailLabel: "E-mail",
    hoursLabel: "Office Hours",
    helplineLabel: "24/7 Helpline",
    formTitle: "Send Us a Message",
    whatsapp: "Chat on WhatsApp",
  },
};

export const homeTexts = localized(en, {
  title: "प्रयागराज में न्यूरोडाइवर्स बच्चों के लिए थेरेपी और देखभाल",
  description:
    "प्रयागराज में ऑटिज़्म, सेरेब्रल पाल्सी, डाउन सिंड्रोम और सीखने में कठिनाई वाले बच्चों के लिए थेरेपी, स्पेशल एजुकेशन और परिवार की मदद।",
  hero: {
    eyebrow: "प्रयागराज में थेरेपी, पढ़ाई और देखभाल",
    headline: "न्यूरोडाइवर्स बच्चों को आगे बढ़ने की ताक़त",
    lead: "हम ऑटिज़्म, सेरेब्रल पाल्सी, डाउन सिंड्रोम और सीखने में कठिनाई वाले बच्चों की मदद करते हैं, ताकि वे भरोसे के साथ आगे बढ़ें। इसके लिए हम थेरेपी, स्पेशल एजुकेशन और पूरे परिवार का साथ देते हैं।",
    primaryAction: "हमारी सेवाओं के बारे में जानें",
    secondaryAction: "आज ही हमसे जुड़ें",
    assessmentAction: "आकलन के लिए अनुरोध करें",
    countersLabel: "अब तक का हमारा काम",
  },
  counters: {
    children: "बच्चों की मदद",
    staff: "थेरेपिस्ट और टीचर",
    years: "साल से सेवा",
  },
  awards: {
    title: "पुरस्कार और सम्मान",
    intro: "बच्चों और परिवारों के साथ हमारे काम को समाज ने और देखभाल में हमारे साथियों ने सराहा है।",
    slideshowLabel: "पुरस्कार",
    images: withAlts(awardFiles, [
      "हल्की नीली पृष्ठभूमि पर समाज सेवा के लिए मिली सुनहरी ट्रॉफ़ी",
      "समावेशी शिक्षा में बेहतरीन काम के लिए रिबन वाला मेडल",
      "परिवारों की मदद के लिए मिला फ़्रेम किया हुआ सम्मान-पत्र",
    ]),
  },
  therapeuticWorld: {
    title: "हमारी थेरेपी की दुनिया की एक झलक",
    intro: "शांत कमरे, खेल-खेल में सिखाने वाले सामान और धीरज से काम करने वाले हाथ: देखिए वे जगहें जहाँ हमारे बच्चे सीखते और बढ़ते हैं।",
    slideshowLabel: "हमारे थेरेपी के कमरे",
    images: withAlts(therapyFiles, [
      "नरम गद्दों, झूले और हल्की रोशनी वाला सेंसरी रूम",
      "तस्वीरों वाले कार्ड और शीशे के साथ स्पीच थेरेपी की मेज़",
      "बैलेंस बॉल और पैरेलल बार वाला फ़िज़ियोथेरेपी का कोना",
      "बिल्डिंग ब्लॉक्स और छोटी बुकशेल्फ़ वाला रोशन क्लासरूम",
    ]),
  },
  testimonials: {
    title: "परिवारों के अनुभव",
    intro: "परिवार, अपने ही शब्दों में।",
    carouselLabel: "अनुभवों की स्लाइड",
    carousel: "कैरोसेल",
    slide: "स्लाइड",
    slideOf: (n, count) => `${count} में से ${n}`,
    chooseSlide: "स्लाइड चुनें",
    autoplayLabel: "अनुभव",
    empty: "अभी कोई अनुभव उपलब्ध नहीं है।",
    dateMissing: "तारीख़ उपलब्ध नहीं",
    goToSlide: (n) => `स्लाइड ${n} पर जाएँ`,
  },
  shareStory: {
    title: "क्या आप भी अपनी कहानी बताना चाहेंगे?",
    text: "आपका अनुभव किसी दूसरे परिवार को पहला क़दम उठाने की हिम्मत दे सकता है।",
    action: "अपना अनुभव भेजें",
  },
  contactSection: {
    title: "संपर्क करें",
    intro: "थेरेपी, दाख़िले, वॉलंटियर करने या दान के बारे में कोई सवाल है? हमें लिखें या फ़ोन करें।",
    addressLabel: "पता",
    phoneLabel: "फ़ोन",
    emailLabel: "ईमेल",
    hoursLabel: "ऑफ़िस का समय",
    helplineLabel: "24/7 हेल्पलाइन",
    formTitle: "हमें संदेश भेजें",
    whatsapp: "WhatsApp पर बात करें",
  },
});
