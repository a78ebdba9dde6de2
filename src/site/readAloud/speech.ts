import type { Language } from "../i18n/language";
import type { Reading } from "./reading";
import type { Sentence } from "./sentences";

// The browser's own speech synthesis (docs/decisions/104-read-aloud-the-browsers-own-voice-or-a-staff-recording.md):
// no outside service. A voice for the language or nothing: English words in a Hindi voice, or the
// reverse, would mislead more than they help.

/** How long to wait for the browser to list its voices (Chrome lists them after `voiceschanged`). */
const VOICES_WAIT_MS = 2000;

const speechOf = (win: Window): SpeechSynthesis | null => ("speechSynthesis" in win ? win.speechSynthesis : null);

const speaks = (voice: SpeechSynthesisVoice, language: Language) =>
  voice.lang.replace("_", "-").toLowerCase().split("-")[0] === language;

async function voices(speech: SpeechSynthesis): Promise<SpeechSynthesisVoice[]> {
  const now = speech.getVoices();
  if (now.length > 0) return now;
  return new Promise((resolve) => {
    const done = () => {
      speech.removeEventListener("voiceschanged", done);
      clearTimeout(timer);
      resolve(speech.getVoices());
    };
    const timer = setTimeout(done, VOICES_WAIT_MS);
    speech.addEventListener("voiceschanged", done);
  });
}

/** A voice of the device for the language, an Indian one first; null when it has none. */
export async function voiceFor(win: Window, language: Language): Promise<SpeechSynthesisVoice | null> {
  const speech = speechOf(win);
  if (!speech) return null;
  const fitting = (await voices(speech)).filter((voice) => speaks(voice, language));
  return fitting.find((voice) => /-in$/i.test(voice.lang.replace("_", "-"))) ?? fitting[0] ?? null;
}

/**
 * Reads the sentences one by one in the voice. Pausing cancels the sentence and resuming starts it
 * again: `speechSynthesis.pause()` does nothing on Android's Chrome, where most parents are.
 */
export function speak(
  win: Window,
  sentences: Sentence[],
  voice: SpeechSynthesisVoice,
  on: { sentence: (sentence: Sentence) => void; end: () => void },
): Reading {
  const speech = speechOf(win)!;
  let index = 0;
  // Each start has its own turn; the events of a cancelled utterance belong to an old one.
  let turn = 0;
  const next = () => {
    if (index >= sentences.length) {
      on.end();
      return;
    }
    const mine = (turn += 1);
    const utterance = new SpeechSynthesisUtterance(sentences[index].text);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    utterance.onend = () => {
      if (mine !== turn) return;
      index += 1;
      next();
    };
    utterance.onerror = utterance.onend;
    on.sentence(sentences[index]);
    speech.speak(utterance);
  };
  speech.cancel();
  next();
  const halt = () => {
    turn += 1;
    speech.cancel();
  };
  return { pause: halt, resume: next, stop: halt };
}
