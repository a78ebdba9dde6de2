import { localized } from "../i18n/language";

// The comfort settings' controls and page (docs/product.md#comfort-settings), loaded with them:
// the header's control and panel frame are in comfortTexts.ts.

const en = {
  description: "Larger text, more space between lines and words, and a calm mode in which nothing moves.",
  intro:
    "Make this site easier to read and calmer to look at. Your choice is kept on this phone or computer, for every page and your next visit.",
  textSize: "Text size",
  textSizeHint: "Bigger text for every page.",
  percent: (size: number) => `${size} %`,
  spacing: "More space",
  spacingHint: "More space between lines, paragraphs, letters and words.",
  calm: "Calm mode",
  calmHint: "Nothing moves: slideshows stand still as lists. Fewer colours and decorations, one column.",
  reset: "Back to the usual settings",
  noScript:
    "These settings need JavaScript, which is off in this browser. Your browser's own zoom and text size work on every page.",
  kept: "Kept on this device: no account, nothing sent to us.",
};

export const comfortPageTexts = localized(en, {
  description: "बड़े अक्षर, पंक्तियों और शब्दों के बीच ज़्यादा जगह, और शांत मोड जिसमें कुछ भी नहीं हिलता।",
  intro:
    "इस साइट को पढ़ना आसान और देखना शांत बनाएँ। आपकी पसंद इसी फ़ोन या कंप्यूटर पर रखी जाती है, हर पेज के लिए और अगली बार के लिए भी।",
  textSize: "अक्षरों का आकार",
  textSizeHint: "हर पेज पर बड़े अक्षर।",
  percent: (size) => `${size} %`,
  spacing: "ज़्यादा जगह",
  spacingHint: "पंक्तियों, अनुच्छेदों, अक्षरों और शब्दों के बीच ज़्यादा जगह।",
  calm: "शांत मोड",
  calmHint: "कुछ भी नहीं हिलता: स्लाइड शो सूची बनकर रुक जाते हैं। कम रंग और सजावट, एक ही कॉलम।",
  reset: "सामान्य सेटिंग पर लौटें",
  noScript:
    "इन सेटिंग के लिए JavaScript चाहिए, जो इस ब्राउज़र में बंद है। आपके ब्राउज़र का अपना ज़ूम और अक्षरों का आकार हर पेज पर काम करता है।",
  kept: "इसी डिवाइस पर रखी जाती है: न कोई खाता, न हमें कुछ भेजा जाता है।",
});
