import { localized } from "../i18n/language";
import { sharedTexts } from "../shared/sharedTexts";

// Fixed copy for /services/advisory (docs/product.md#advisory-and-counseling), in both
// languages. The advisors, and so the filter's positions, are shown as staff wrote them.

const en = {
  title: "Advisory & Counseling Services",
  description:
    "Counsellors and advisors in Prayagraj. They help children with special needs and their families at every stage.",
  intro:
    "Raising a child with special needs brings questions. You do not have to face them alone. Our advisors and counsellors help the whole family. They guide you on therapy, school, behaviour and feelings.",
  filterLabel: "Filter by specialty",
  allAdvisors: "All Advisors",
  available: "Available",
  loading: "Loading advisors...",
  listLabel: "Our advisors",
  experienceLabel: "Experience",
  experienceValue: "15+ years in counseling",
  locationLabel: "Location",
  locationValue: "Main Campus Office",
  close: "Close",
  /** The alt text of an advisor's photo when staff gave none. */
  photoOf: sharedTexts.en.photoOf,
};

export const advisoryTexts = localized(en, {
  title: "सलाह और काउंसलिंग सेवाएँ",
  description:
    "प्रयागराज में विशेष ज़रूरतों वाले बच्चों और उनके परिवारों का साथ देने वाले काउंसलर और सलाहकार, हर पड़ाव पर सही सलाह के साथ।",
  intro:
    "विशेष ज़रूरतों वाले बच्चे की परवरिश में कई सवाल आते हैं, और आपको उनका सामना अकेले नहीं करना है। हमारे सलाहकार और काउंसलर थेरेपी चुनने, स्कूल, व्यवहार और पूरे परिवार के मन की सेहत पर सलाह देते हैं।",
  filterLabel: "विशेषज्ञता के हिसाब से देखें",
  allAdvisors: "सभी सलाहकार",
  available: "उपलब्ध",
  loading: "सलाहकारों की जानकारी आ रही है...",
  listLabel: "हमारे सलाहकार",
  experienceLabel: "अनुभव",
  experienceValue: "काउंसलिंग में 15+ साल",
  locationLabel: "जगह",
  locationValue: "मुख्य कैंपस का ऑफ़िस",
  close: "बंद करें",
  photoOf: sharedTexts.hi.photoOf,
});

/** The photo shown for an advisor without one. */
export const defaultAdvisorPhoto = "/images/avatars/default.svg";
