import { localized } from "../i18n/language";
import type { PolicySlug } from "./pagesData";

type PolicyTexts = {
  /** The page's name while its text loads or when it is missing (the footer's label). */
  names: Record<PolicySlug, string>;
  /** For search engines and link previews. */
  descriptions: Record<PolicySlug, string>;
  loading: string;
  error: string;
  missingTitle: string;
  missing: string;
  backHome: string;
  lastUpdated: string;
  grievanceTitle: string;
  grievanceIntro: string;
  email: string;
  phone: string;
  address: string;
  /** The privacy notice's declarations (src/site/policy/PrivacyDeclarations.tsx). */
  notice: {
    title: string;
    intro: string;
    what: string;
    why: string;
    howLong: string;
    loading: string;
    error: string;
    childrenTitle: string;
    childrenRules: string[];
    rightsTitle: string;
    rightsIntro: string;
    ask: string;
  };
  /** Under every policy page: where to ask about one's data. */
  askAboutData: string;
};

/** The policy pages' fixed texts (docs/product.md#policy-pages); their own text is staff's, in `pages`. */
export const policyTexts = localized<PolicyTexts>(
  {
    names: { privacy: "Privacy Policy", terms: "Terms of Use", "refund-policy": "Refund Policy" },
    descriptions: {
      privacy: "What personal data this website collects, why, who sees it, how long it is kept, and your rights.",
      terms: "The terms of use of the foundation's website, and how donations work.",
      "refund-policy": "How a donation made by mistake is refunded, and what happens to its 80G receipt.",
    },
    loading: "Loading the page...",
    error: "Sorry, this page could not be loaded. Please check your connection and try again.",
    missingTitle: "This page is not available yet",
    missing:
      "The foundation has not published this page yet. Please look again later, or write to the Grievance Officer below.",
    backHome: "Back to the home page",
    lastUpdated: "Last updated:",
    grievanceTitle: "Grievance Officer",
    grievanceIntro:
      "For questions or complaints about your personal data, or to use your rights, contact our Grievance Officer:",
    email: "E-mail",
    phone: "Phone",
    address: "Post",
    notice: {
      title: "What we keep, why, and for how long",
      intro:
        "This list comes from the same records the website's database follows when it shows, exports and deletes personal data, so it is always up to date.",
      what: "What we keep",
      why: "Why",
      howLong: "For how long",
      loading: "Loading the list...",
      error: "The list could not be loaded. Please check your connection and try again.",
      childrenTitle: "Children's data",
      childrenRules: [
        "We take a child's details only from a parent or lawful guardian, with their consent, and only to help the child.",
        "We do not track children or monitor their behaviour, and we show them no advertising.",
        "A photo of a child is published only with the parents' written consent.",
      ],
      rightsTitle: "See, correct or erase your data",
      rightsIntro:
        "You may ask what we hold about you or your child, ask us to correct it, or ask us to erase it. We answer within 90 days.",
      ask: "Ask about your data",
    },
    askAboutData: "Ask to see, correct or erase your data",
  },
  {
    names: { privacy: "गोपनीयता नीति", terms: "उपयोग की शर्तें", "refund-policy": "रिफ़ंड नीति" },
    descriptions: {
      privacy: "यह वेबसाइट कौन-सी निजी जानकारी लेती है, क्यों, उसे कौन देखता है, वह कितने समय तक रखी जाती है, और आपके अधिकार।",
      terms: "फ़ाउंडेशन की वेबसाइट के उपयोग की शर्तें, और दान कैसे होता है।",
      "refund-policy": "ग़लती से दिया गया दान कैसे लौटाया जाता है, और उसकी 80G रसीद का क्या होता है।",
    },
    loading: "पेज खुल रहा है...",
    error: "माफ़ कीजिए, यह पेज नहीं खुल सका। कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।",
    missingTitle: "यह पेज अभी उपलब्ध नहीं है",
    missing: "फ़ाउंडेशन ने यह पेज अभी प्रकाशित नहीं किया है। कृपया बाद में फिर देखें, या नीचे दिए गए शिकायत अधिकारी को लिखें।",
    backHome: "होम पेज पर वापस जाएँ",
    lastUpdated: "पिछला बदलाव:",
    grievanceTitle: "शिकायत अधिकारी",
    grievanceIntro:
      "अपनी निजी जानकारी के बारे में सवाल या शिकायत के लिए, या अपने अधिकार इस्तेमाल करने के लिए, हमारे शिकायत अधिकारी से संपर्क करें:",
    email: "ईमेल",
    phone: "फ़ोन",
    address: "डाक",
    notice: {
      title: "हम क्या रखते हैं, क्यों, और कितने समय तक",
      intro:
        "यह सूची उन्हीं नियमों से बनती है जिनसे वेबसाइट का डेटाबेस निजी जानकारी दिखाता, निकालता और मिटाता है, इसलिए यह हमेशा नई रहती है।",
      what: "हम क्या रखते हैं",
      why: "क्यों",
      howLong: "कितने समय तक",
      loading: "सूची खुल रही है...",
      error: "सूची नहीं खुल सकी। कृपया अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।",
      childrenTitle: "बच्चों की जानकारी",
      childrenRules: [
        "बच्चे की जानकारी हम सिर्फ़ माता-पिता या क़ानूनी अभिभावक से, उनकी सहमति से, और सिर्फ़ बच्चे की मदद के लिए लेते हैं।",
        "हम बच्चों को ट्रैक नहीं करते, उनके व्यवहार पर नज़र नहीं रखते, और उन्हें कोई विज्ञापन नहीं दिखाते।",
        "किसी बच्चे की फ़ोटो सिर्फ़ माता-पिता की लिखित सहमति से लगाई जाती है।",
      ],
      rightsTitle: "अपनी जानकारी देखें, ठीक करवाएँ या मिटवाएँ",
      rightsIntro:
        "आप पूछ सकते हैं कि हमारे पास आपकी या आपके बच्चे की कौन-सी जानकारी है, उसे ठीक करने या मिटाने के लिए कह सकते हैं। हम 90 दिनों के अंदर जवाब देते हैं।",
      ask: "अपनी जानकारी के बारे में पूछें",
    },
    askAboutData: "अपनी जानकारी देखने, ठीक करवाने या मिटवाने के लिए कहें",
  },
);
