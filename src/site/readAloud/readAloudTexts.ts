import { localized } from "../i18n/language";

// The read-aloud control's words (docs/product.md#read-aloud), in both languages. The status line
// is read by screen readers when it changes: once when reading starts, pauses, stops or ends.

const en = {
  listen: "Listen",
  pause: "Pause",
  resume: "Resume",
  stop: "Stop",
  /** The control's name for screen readers. */
  label: "Listen to this text",
  preparing: "Getting ready...",
  readingAloud: "Reading aloud.",
  playingRecording: "Playing the recording.",
  paused: "Paused.",
  stopped: "Stopped.",
  finished: "Finished.",
  unavailable: "This phone or computer cannot read this text aloud, and there is no recording of it yet.",
};

export const readAloudTexts = localized(en, {
  listen: "सुनें",
  pause: "रोकें",
  resume: "फिर से चलाएँ",
  stop: "बंद करें",
  label: "यह पाठ सुनें",
  preparing: "तैयारी हो रही है...",
  readingAloud: "पढ़कर सुनाया जा रहा है।",
  playingRecording: "रिकॉर्डिंग चल रही है।",
  paused: "रुका हुआ है।",
  stopped: "बंद कर दिया।",
  finished: "पूरा हुआ।",
  unavailable: "यह फ़ोन या कंप्यूटर यह पाठ पढ़कर नहीं सुना सकता, और इसकी रिकॉर्डिंग अभी नहीं है।",
});
