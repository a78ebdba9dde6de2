import {
  IconAbc,
  IconApple,
  IconClipboardCheck,
  IconHandStop,
  IconMessages,
  IconPuzzle,
  IconUsers,
  IconYoga,
  type Icon,
} from "@tabler/icons-react";

/** Icons for the service cards, keyed by the ids in servicesTexts.ts. */
export const serviceIcons: Record<string, Icon> = {
  "autism-intervention": IconPuzzle,
  "occupational-therapy": IconHandStop,
  "parental-training": IconUsers,
  "standard-assessments": IconClipboardCheck,
  "special-education": IconAbc,
  physiotherapy: IconYoga,
  "diet-nutrition": IconApple,
  "speech-therapy": IconMessages,
};
