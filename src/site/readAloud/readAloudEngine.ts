import type { Language } from "../i18n/language";
import { highlighter } from "./highlight";
import type { ReadAloudItem, Reading } from "./reading";
import { playRecording, recordingUrl } from "./recording";
import { sentencesOf } from "./sentences";
import { speak, voiceFor } from "./speech";

// Loaded only when someone presses Listen (ReadAloud.tsx imports it dynamically): nothing of it is
// in a page's first download.

export interface Started {
  reading: Reading;
  source: "recording" | "speech";
}

/** The language the element's text is shown in: its own `lang`, else the page's. */
export function languageOfText(element: HTMLElement): Language {
  const lang = element.closest("[lang]")?.getAttribute("lang") ?? "en";
  return lang.toLowerCase().startsWith("hi") ? "hi" : "en";
}

/**
 * Starts reading the element's text: staff's recording in its language when there is one, else the
 * device's voice for the language sentence by sentence with the sentence highlighted; null when
 * neither is there.
 */
export async function startReading(options: {
  item: ReadAloudItem;
  element: HTMLElement;
  /** An empty element the recording's <audio> goes in. */
  host: HTMLElement;
  onEnd: () => void;
}): Promise<Started | null> {
  const { item, element, host, onEnd } = options;
  const language = languageOfText(element);
  const url = await recordingUrl(item, language).catch(() => null);
  if (url) {
    const reading = await playRecording(url, host, onEnd);
    if (reading) return { reading, source: "recording" };
  }
  const win = element.ownerDocument.defaultView;
  const voice = win ? await voiceFor(win, language) : null;
  const sentences = sentencesOf(element);
  if (!win || !voice || sentences.length === 0) return null;
  const marker = highlighter(element.ownerDocument);
  const reading = speak(win, sentences, voice, {
    sentence: (sentence) => marker.show(sentence.range),
    end: () => {
      marker.clear();
      onEnd();
    },
  });
  return {
    source: "speech",
    reading: {
      pause: reading.pause,
      resume: reading.resume,
      stop: () => {
        reading.stop();
        marker.clear();
      },
    },
  };
}
