import { localized } from "../../i18n/language";

// Copy the checked visitor forms (assessment request, event registration) share, in both
// languages: the messages of the checks they share (checkFields), which are also the words of the
// server's same checks, and the server's other shared answers (the limits every visitor
// submission shares, the baseline's "Visitor submissions") in Hindi.

const en = {
  noLetters: "Please enter a name with at least one letter or digit.",
  markup: "Please write plain text: markup such as <b> is not accepted.",
  phone: "Please enter a 10-digit Indian mobile number, with or without +91.",
  email: "Please enter a valid email address.",
};

/** The messages of the checks the forms share (spread into each form's `errors`). */
export const fieldErrorTexts = localized(en, {
  noLetters: "कृपया ऐसा नाम लिखें जिसमें कम से कम एक अक्षर या अंक हो।",
  markup: "कृपया सादा पाठ लिखें: <b> जैसे मार्कअप स्वीकार नहीं किए जाते।",
  phone: "कृपया 10 अंकों का भारतीय मोबाइल नंबर लिखें, +91 के साथ या उसके बिना।",
  email: "कृपया मान्य ईमेल पता लिखें।",
});

/** The server's answers both forms can get, in Hindi (spread into each form's `hindiAnswers`). */
export const sharedAnswersInHindi: Record<string, string> = {
  ...Object.fromEntries((Object.keys(en) as (keyof typeof en)[]).map((key) => [en[key], fieldErrorTexts.hi[key]])),
  "Please enter your name.": "कृपया अपना नाम लिखें।",
  "Name must be at most 120 characters.": "नाम अधिकतम 120 वर्णों का हो सकता है।",
  "The request key is not valid. Please reload the page and send again.":
    "अनुरोध की कुंजी मान्य नहीं है। कृपया पेज दोबारा लोड करके फिर से भेजें।",
  "Too many messages from this address. Please try again in an hour.":
    "इस नंबर से बहुत सारे अनुरोध आ चुके हैं। कृपया एक घंटे बाद फिर कोशिश करें।",
  "Too many messages have come from your network in the last hour. Please try again later.":
    "पिछले एक घंटे में आपके नेटवर्क से बहुत सारे संदेश आए हैं। कृपया कुछ देर बाद फिर कोशिश करें।",
};
