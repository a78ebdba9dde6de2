import { localized, type TextsOf } from "../i18n/language";

// Fixed copy and images for /about/gallery ('Visual Journey'), in both languages.

/** An image of the gallery: an uploaded photo (with its small version) or a fixed illustration. */
export type GalleryImage = {
  src: string;
  srcSet?: string;
  alt: string;
  caption: string;
  width?: number;
  height?: number;
};

/** Illustrations are 800 x 600. */
export const galleryImageSize = { width: 800, height: 600 } as const;

/** The fixed illustrations, in the gallery's order: /images/gallery/<name>.svg. */
const illustrations = [
  "circle-time",
  "sensory-play",
  "art-session",
  "speech-cards",
  "therapy-swing",
  "parents-workshop",
  "garden-walk",
  "music-rhythm",
  "diwali",
  "sports-day",
] as const;

type Described = { caption: string; alt: string };

const en = {
  title: "Visual Journey",
  description: "Moments from our classrooms, therapy rooms and celebrations in Prayagraj.",
  intro:
    "A look at daily life at the foundation: we learn, play, grow and have fun together. Select a picture to see it larger.",
  close: "Close",
  viewLarger: (caption: string) => `${caption}: view larger`,
  illustrations: {
    "circle-time": {
      caption: "Morning circle time",
      alt: "Illustration of children sitting in a circle on a sunny morning",
    },
    "sensory-play": {
      caption: "Sensory play corner",
      alt: "Illustration of soft balls, bubbles and textured shapes in a sensory corner",
    },
    "art-session": {
      caption: "Art and colour session",
      alt: "Illustration of paint splashes, a brush and a rainbow on paper",
    },
    "speech-cards": {
      caption: "Speech therapy with picture cards",
      alt: "Illustration of picture cards and speech bubbles",
    },
    "therapy-swing": {
      caption: "Occupational therapy swing",
      alt: "Illustration of a therapy swing hanging under soft clouds",
    },
    "parents-workshop": {
      caption: "Parents' workshop",
      alt: "Illustration of parents gathered around a table with notebooks",
    },
    "garden-walk": {
      caption: "Garden walk",
      alt: "Illustration of a path through green hills, trees and flowers",
    },
    "music-rhythm": {
      caption: "Music and rhythm",
      alt: "Illustration of a drum and floating musical notes",
    },
    diwali: {
      caption: "Celebrating Diwali together",
      alt: "Illustration of glowing diyas and colourful rangoli",
    },
    "sports-day": {
      caption: "Annual sports day",
      alt: "Illustration of a running track, flags and a medal",
    },
  } satisfies Record<(typeof illustrations)[number], Described>,
};

export const galleryTexts = localized(en, {
  title: "तस्वीरों में हमारा सफ़र",
  description: "हमारी कक्षाओं, थेरेपी रूम और प्रयागराज में मनाए गए त्योहारों के कुछ पल।",
  intro:
    "संस्था की रोज़ की ज़िंदगी की एक झलक: साथ मिलकर सीखना, खेलना, बढ़ना और ख़ुशियाँ मनाना। किसी तस्वीर को बड़ा करके देखने के लिए उसे चुनें।",
  close: "बंद करें",
  viewLarger: (caption) => `${caption}: बड़ा करके देखें`,
  illustrations: {
    "circle-time": {
      caption: "सुबह का सर्कल टाइम",
      alt: "धूप भरी सुबह में गोला बनाकर बैठे बच्चों का चित्र",
    },
    "sensory-play": {
      caption: "सेंसरी खेल का कोना",
      alt: "सेंसरी कोने में नरम गेंदों, बुलबुलों और अलग-अलग बनावट वाली चीज़ों का चित्र",
    },
    "art-session": {
      caption: "चित्रकारी और रंगों का समय",
      alt: "कागज़ पर रंगों के छींटों, ब्रश और इंद्रधनुष का चित्र",
    },
    "speech-cards": {
      caption: "तस्वीरों वाले कार्ड से स्पीच थेरेपी",
      alt: "तस्वीरों वाले कार्ड और बातचीत के बुलबुलों का चित्र",
    },
    "therapy-swing": {
      caption: "ऑक्यूपेशनल थेरेपी का झूला",
      alt: "नरम बादलों के नीचे लटके थेरेपी झूले का चित्र",
    },
    "parents-workshop": {
      caption: "माता-पिता की वर्कशॉप",
      alt: "नोटबुक लेकर मेज़ के चारों ओर बैठे माता-पिता का चित्र",
    },
    "garden-walk": {
      caption: "बगीचे की सैर",
      alt: "हरी पहाड़ियों, पेड़ों और फूलों के बीच से जाते रास्ते का चित्र",
    },
    "music-rhythm": {
      caption: "संगीत और ताल",
      alt: "ढोल और हवा में तैरते संगीत के सुरों का चित्र",
    },
    diwali: {
      caption: "सबके साथ दिवाली",
      alt: "जगमगाते दीयों और रंग-बिरंगी रंगोली का चित्र",
    },
    "sports-day": {
      caption: "सालाना खेल दिवस",
      alt: "दौड़ के ट्रैक, झंडों और एक मेडल का चित्र",
    },
  },
});

export type GalleryTexts = TextsOf<typeof galleryTexts>;

/** The fixed illustrations, captioned in the texts' language: the gallery before (or without) staff's photos. */
export function galleryIllustrations(texts: GalleryTexts): GalleryImage[] {
  return illustrations.map((name) => ({ src: `/images/gallery/${name}.svg`, ...texts.illustrations[name] }));
}
