import { localized, type TextsOf } from "../i18n/language";

// Fixed copy of the preview (/preview/<table>/<id>, docs/product.md#preview), in both languages.
// Staff see it; a visitor who has the link sees only that it is for staff.

const en = {
  title: "Preview",
  description: "A preview of content that is not published yet, for the foundation's staff.",
  notPublished: "Preview — not published yet",
  published: "Preview — this is on the public site",
  draft: "Draft: only staff can see it until it is published.",
  scheduled: "Scheduled: shown on the site from {time}.",
  ended: "Ended: not shown on the site since {time}.",
  live: "Published: the site shows it (the pages built before a change show it after the next rebuild).",
  staffOnly: "Preview is for signed-in staff",
  staffOnlyText: "Sign in to the admin in this browser, then open this link again.",
  signIn: "Sign in to the admin",
  notFound: "There is nothing to preview at this address: the record was deleted, or the link is wrong.",
  loading: "Loading the preview...",
  error: "The preview could not be loaded. Please try again.",
};

export const previewTexts = localized(en, {
  title: "पूर्वावलोकन",
  description: "संस्था के कर्मचारियों के लिए, अभी प्रकाशित न हुई सामग्री का पूर्वावलोकन।",
  notPublished: "पूर्वावलोकन — अभी प्रकाशित नहीं",
  published: "पूर्वावलोकन — यह सार्वजनिक साइट पर है",
  draft: "ड्राफ़्ट: प्रकाशित होने तक केवल कर्मचारी इसे देख सकते हैं।",
  scheduled: "निर्धारित: साइट पर {time} से दिखेगा।",
  ended: "समाप्त: {time} से साइट पर नहीं दिखता।",
  live: "प्रकाशित: साइट इसे दिखाती है (बदलाव से पहले बने पन्ने इसे अगली बार साइट बनने के बाद दिखाते हैं)।",
  staffOnly: "पूर्वावलोकन केवल साइन इन किए हुए कर्मचारियों के लिए है",
  staffOnlyText: "इस ब्राउज़र में एडमिन में साइन इन करें, फिर यह लिंक दोबारा खोलें।",
  signIn: "एडमिन में साइन इन करें",
  notFound: "इस पते पर देखने के लिए कुछ नहीं है: सामग्री हटा दी गई है, या लिंक ग़लत है।",
  loading: "पूर्वावलोकन लोड हो रहा है...",
  error: "पूर्वावलोकन लोड नहीं हो सका। कृपया फिर से कोशिश करें।",
});

export type PreviewTexts = TextsOf<typeof previewTexts>;
