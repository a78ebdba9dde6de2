import { localized } from "../i18n/language";
import { sharedTexts } from "../shared/sharedTexts";

// Fixed copy for /services/expertdoctor (docs/product.md#expert-doctors), in both languages.
// The doctors themselves are shown as staff wrote them.

const en = {
  title: "Our Expert Doctors",
  description:
    "Meet the child doctors, brain doctors and other experts who care for the children at our foundation in Prayagraj.",
  intro:
    "Our doctors have many years of work with children who grow and learn in their own way. They work closely with our therapists and with you. So every child gets care that is careful, steady and kind.",
  listHeading: "Meet Our Doctors",
  carouselLabel: "Our doctors",
  /** What screen readers call the carousel and each of its slides (aria-roledescription). */
  carouselRole: "carousel",
  slideRole: "slide",
  previous: "Previous doctors",
  next: "Next doctors",
  keyboardHint: "Use the Previous and Next buttons, or the left and right arrow keys, to see more doctors.",
  /** A slide's label, for screen readers: 'n of total'. */
  slideLabel: (n: number, total: number) => `${n} of ${total}`,
  loading: "Loading doctors...",
  empty: "No doctors available at this time.",
  error: "Failed to load doctors. Please try again later.",
  experienceLabel: "Experience",
  qualificationsLabel: "Qualifications",
  /** The alt text of a doctor's photo when staff gave none. */
  photoOf: sharedTexts.en.photoOf,
};

export const doctorsTexts = localized(en, {
  title: "हमारे विशेषज्ञ डॉक्टर",
  description:
    "प्रयागराज में हमारी संस्था के बच्चों के डॉक्टरों, न्यूरोलॉजिस्ट और दूसरे विशेषज्ञों से मिलिए, जो विशेष ज़रूरतों वाले बच्चों की देखभाल करते हैं।",
  intro:
    "हमारे डॉक्टरों को बच्चों के विकास, न्यूरोलॉजी और रिहैबिलिटेशन का सालों का अनुभव है। वे हमारे थेरेपिस्ट के साथ और आपके साथ मिलकर काम करते हैं, ताकि हर बच्चे को सोच-समझकर, लगातार और प्यार से देखभाल मिले।",
  listHeading: "हमारे डॉक्टरों से मिलिए",
  carouselLabel: "हमारे डॉक्टर",
  carouselRole: "स्लाइड शो",
  slideRole: "स्लाइड",
  previous: "पिछले डॉक्टर",
  next: "अगले डॉक्टर",
  keyboardHint: "और डॉक्टर देखने के लिए 'पिछले' और 'अगले' बटन, या कीबोर्ड पर बाएँ और दाएँ तीर वाले बटन दबाएँ।",
  slideLabel: (n, total) => `${total} में से ${n}`,
  loading: "डॉक्टरों की जानकारी आ रही है...",
  empty: "अभी कोई डॉक्टर उपलब्ध नहीं हैं।",
  error: "डॉक्टरों की जानकारी नहीं मिल पाई। कृपया थोड़ी देर बाद फिर कोशिश करें।",
  experienceLabel: "अनुभव",
  qualificationsLabel: "योग्यता",
  photoOf: sharedTexts.hi.photoOf,
});

/** How a doctor's card shows the row: the description cut to this many words, this photo when there is none. */
export const doctorCard = { descriptionWords: 25, stockPhoto: "/images/stock/doctor.svg" };
