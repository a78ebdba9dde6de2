// Fixed copy and images for /about/gallery ('Visual Journey').

export const galleryPage = {
  title: "Visual Journey",
  description: "Moments from our classrooms, therapy rooms and celebrations in Prayagraj.",
  intro:
    "A glimpse of everyday life at the foundation: learning, playing, growing and celebrating together. Select an image to see it larger.",
  close: "Close",
};

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

export const galleryImages: readonly GalleryImage[] = [
  {
    src: "/images/gallery/circle-time.svg",
    caption: "Morning circle time",
    alt: "Illustration of children sitting in a circle on a sunny morning",
  },
  {
    src: "/images/gallery/sensory-play.svg",
    caption: "Sensory play corner",
    alt: "Illustration of soft balls, bubbles and textured shapes in a sensory corner",
  },
  {
    src: "/images/gallery/art-session.svg",
    caption: "Art and colour session",
    alt: "Illustration of paint splashes, a brush and a rainbow on paper",
  },
  {
    src: "/images/gallery/speech-cards.svg",
    caption: "Speech therapy with picture cards",
    alt: "Illustration of picture cards and speech bubbles",
  },
  {
    src: "/images/gallery/therapy-swing.svg",
    caption: "Occupational therapy swing",
    alt: "Illustration of a therapy swing hanging under soft clouds",
  },
  {
    src: "/images/gallery/parents-workshop.svg",
    caption: "Parents' workshop",
    alt: "Illustration of parents gathered around a table with notebooks",
  },
  {
    src: "/images/gallery/garden-walk.svg",
    caption: "Garden walk",
    alt: "Illustration of a path through green hills, trees and flowers",
  },
  {
    src: "/images/gallery/music-rhythm.svg",
    caption: "Music and rhythm",
    alt: "Illustration of a drum and floating musical notes",
  },
  {
    src: "/images/gallery/diwali.svg",
    caption: "Celebrating Diwali together",
    alt: "Illustration of glowing diyas and colourful rangoli",
  },
  {
    src: "/images/gallery/sports-day.svg",
    caption: "Annual sports day",
    alt: "Illustration of a running track, flags and a medal",
  },
];
