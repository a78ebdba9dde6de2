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
  },
);
