import type { EasyReadSlug } from "../../lib/easyRead";
import { localized } from "../i18n/language";

// The easy-read pages' own words (docs/product.md#easy-read): each page's title and the way back
// to its full page. Easy read too: tests/unit/site/readability.test.ts scores them with the points.

const en = {
  titles: {
    home: "About us, in easy words",
    services: "Our help, in easy words",
    assessment: "Ask us to see your child",
    "first-visit": "Your first visit",
    contact: "How to reach us",
    giving: "How you can help us",
  } satisfies Record<EasyReadSlug, string>,
  descriptions: {
    home: "Who we are and what we do, in short and easy words with pictures.",
    services: "The help we give children and families, in short and easy words with pictures.",
    assessment: "How to ask us to see your child, in short and easy words with pictures.",
    "first-visit": "What happens when you first come to our centre, in easy words with pictures.",
    contact: "How to call us, write to us or find us, in short and easy words with pictures.",
    giving: "How you can give money or time to help the children, in easy words with pictures.",
  } satisfies Record<EasyReadSlug, string>,
  backToFullPage: "Back to the full page",
  loading: "Loading the page...",
  error: "This page did not load. Please try again later.",
  empty: "There is nothing on this page yet.",
};

export const easyReadTexts = localized(en, {
  titles: {
    home: "हमारे बारे में, आसान शब्दों में",
    services: "हमारी मदद, आसान शब्दों में",
    assessment: "अपने बच्चे को दिखाने के लिए कहें",
    "first-visit": "आपकी पहली मुलाक़ात",
    contact: "हमसे कैसे संपर्क करें",
    giving: "आप हमारी मदद कैसे कर सकते हैं",
  },
  descriptions: {
    home: "हम कौन हैं और क्या करते हैं, छोटे और आसान शब्दों में, चित्रों के साथ।",
    services: "हम बच्चों और परिवारों की कैसे मदद करते हैं, आसान शब्दों में, चित्रों के साथ।",
    assessment: "अपने बच्चे को हमें दिखाने के लिए कैसे कहें, आसान शब्दों में, चित्रों के साथ।",
    "first-visit": "पहली बार हमारे केंद्र आने पर क्या होता है, आसान शब्दों में, चित्रों के साथ।",
    contact: "हमें फ़ोन कैसे करें, कैसे लिखें या कैसे मिलें, आसान शब्दों में, चित्रों के साथ।",
    giving: "बच्चों की मदद के लिए पैसे या समय कैसे दें, आसान शब्दों में, चित्रों के साथ।",
  },
  backToFullPage: "पूरे पेज पर वापस जाएँ",
  loading: "पेज खुल रहा है...",
  error: "यह पेज नहीं खुला। कृपया बाद में फिर कोशिश करें।",
  empty: "इस पेज पर अभी कुछ नहीं है।",
});
