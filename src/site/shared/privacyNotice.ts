import { localized, type Language } from "../i18n/language";

/** One piece of personal data a form stores: the fields that carry it, and its name in each language. */
type Datum = { fields: readonly string[] } & Record<Language, string>;

/** What a form stores and why (docs/product.md#notices-at-forms). */
export type FormDeclaration = { data: readonly Datum[]; purpose: Record<Language, string> };

/** The data several forms store, named once: a form's entry adds the fields that carry it. */
const said = {
  name: { en: "name", hi: "नाम" },
  email: { en: "e-mail", hi: "ईमेल" },
  phone: { en: "phone number", hi: "फ़ोन नंबर" },
} as const satisfies Record<string, Record<Language, string>>;

/**
 * What each form that takes personal data stores, field by field as it sends them (a unit test
 * compares these with what the forms really send), and why. The notice next to the form's button
 * names exactly these; the privacy page (`pages`) says the rest.
 */
export const formDeclarations = {
  contact: {
    data: [
      { fields: ["name"], ...said.name },
      { fields: ["email"], ...said.email },
      { fields: ["phone"], ...said.phone },
      { fields: ["subject"], en: "subject", hi: "विषय" },
      { fields: ["message"], en: "message", hi: "संदेश" },
    ],
    purpose: { en: "to answer you", hi: "जवाब देने के लिए" },
  },
  receipt: {
    data: [
      { fields: ["donor_name"], ...said.name },
      { fields: ["pan"], en: "PAN", hi: "PAN" },
      { fields: ["address"], en: "postal address", hi: "डाक पता" },
      { fields: ["email"], ...said.email },
      { fields: ["phone"], ...said.phone },
      { fields: ["amount", "gift_date", "mode", "transaction_reference"], en: "donation details", hi: "दान का ब्योरा" },
    ],
    purpose: {
      en: "to issue your 80G receipt, for as long as the Income-tax Act requires",
      hi: "आपकी 80G रसीद बनाने के लिए, आयकर अधिनियम में तय समय तक",
    },
  },
  assessment: {
    data: [
      { fields: ["child_name"], en: "child's first name or initials", hi: "बच्चे का नाम या नाम के पहले अक्षर" },
      { fields: ["age_years", "age_months", "date_of_birth"], en: "child's age", hi: "बच्चे की उम्र" },
      { fields: ["concerns", "concern_details"], en: "worries about your child", hi: "बच्चे को लेकर चिंताएँ" },
      { fields: ["parent_name"], ...said.name },
      { fields: ["phone", "whatsapp"], ...said.phone },
      { fields: ["email"], ...said.email },
      { fields: ["call_language", "call_time", "service"], en: "call preferences", hi: "कॉल से जुड़ी पसंद" },
      { fields: ["consent"], en: "consent", hi: "सहमति" },
    ],
    purpose: {
      en: "to call you about an assessment, until 24 months after your request is closed",
      hi: "आकलन के बारे में आपको फ़ोन करने के लिए, अनुरोध बंद होने के 24 महीने बाद तक",
    },
  },
  // "Ask us to call you instead" on the assessment page: a name and a number, nothing of a child.
  callback: {
    data: [
      { fields: ["parent_name"], ...said.name },
      { fields: ["phone"], ...said.phone },
      { fields: ["call_language", "call_time"], en: "call preferences", hi: "कॉल से जुड़ी पसंद" },
      { fields: ["consent"], en: "consent", hi: "सहमति" },
    ],
    purpose: {
      en: "to call you back about your child, until 24 months after the call is closed",
      hi: "आपके बच्चे के बारे में आपको वापस फ़ोन करने के लिए, कॉल बंद होने के 24 महीने बाद तक",
    },
  },
  "event-registration": {
    data: [
      { fields: ["name"], ...said.name },
      { fields: ["phone"], ...said.phone },
      { fields: ["email"], ...said.email },
      { fields: ["people"], en: "number of people coming", hi: "आने वाले लोगों की संख्या" },
    ],
    purpose: {
      en: "to hold your place and call you about the event, until six months after it",
      hi: "आपकी जगह रखने और कार्यक्रम के बारे में फ़ोन करने के लिए, कार्यक्रम के छह महीने बाद तक",
    },
  },
} as const satisfies Record<string, FormDeclaration>;

export type FormName = keyof typeof formDeclarations;

type NoticeTexts = {
  /** The sentence naming what the form stores (`data`, already a list), why, and who sees it. */
  stores: (data: string, purpose: string) => string;
  /** Joins the last item of a list. */
  and: string;
  /** The link to the privacy page, the notice's second sentence. */
  link: string;
};

export const privacyNoticeTexts = localized<NoticeTexts>(
  {
    stores: (data, purpose) => `We keep your ${data} only ${purpose}; only our staff see them.`,
    and: "and",
    link: "Privacy Policy",
  },
  {
    stores: (data, purpose) => `आपका ${data} सिर्फ़ ${purpose} रखे जाते हैं और सिर्फ़ स्टाफ़ देखता है।`,
    and: "और",
    link: "गोपनीयता नीति",
  },
);

/**
 * The privacy page's address, as `paths.privacy` spells it (a unit test keeps them equal). Written
 * here rather than imported: importing src/site/paths.ts into the 80G page's chunk splits it into
 * a chunk of its own, one more preload in the home page's HTML, which is at its 14 KB budget.
 */
export const privacyPagePath = "/privacy";

/** The notice's first sentence for `form` in `language`: each declared datum, named. */
export function storesSentence(form: FormName, language: Language): string {
  const texts = privacyNoticeTexts[language];
  const { data, purpose } = formDeclarations[form];
  const names = data.map((datum) => datum[language]);
  const list =
    names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} ${texts.and} ${names[names.length - 1]}`;
  return texts.stores(list, purpose[language]);
}
