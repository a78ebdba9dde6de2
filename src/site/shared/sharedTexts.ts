import { localized } from "../i18n/language";

// Fixed texts of the shared parts (slideshows, Pause/Play, links to other sites) in both
// languages: a page that uses these parts gets them in its own language without passing them.

const en = {
  /** Read after a link that opens another tab. */
  newTab: " (opens in a new tab)",
  pause: "Pause",
  play: "Play",
  /** The Pause/Play button's name for screen readers: 'Pause testimonials'. */
  pauseLabel: (what: string) => `Pause ${what}`,
  playLabel: (what: string) => `Play ${what}`,
  slideshow: "slideshow",
  previousImage: (what: string) => `Previous image (${what})`,
  nextImage: (what: string) => `Next image (${what})`,
  /** The alt text of a person's photo (a doctor, an advisor) when staff gave none. */
  photoOf: (name: string) => `Photo of ${name}`,
};

export const sharedTexts = localized(en, {
  newTab: " (नए टैब में खुलेगा)",
  pause: "रोकें",
  play: "चलाएँ",
  pauseLabel: (what) => `${what} रोकें`,
  playLabel: (what) => `${what} चलाएँ`,
  slideshow: "स्लाइड शो",
  previousImage: (what) => `पिछली फ़ोटो (${what})`,
  nextImage: (what) => `अगली फ़ोटो (${what})`,
  photoOf: (name) => `${name} की फ़ोटो`,
});
