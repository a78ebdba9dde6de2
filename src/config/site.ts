import { localized } from "../lib/localized";

// The foundation's own facts, in one place: edit here, and every page follows. The words the
// public pages show around them, in both languages, are in siteTexts at the end.
// All numbers, addresses and registrations below are demo values for a local install (README).
export const foundation = {
  name: "Prayagraj Neurodiversity Foundation",
  tagline: "Supporting Neurodiverse Communities Since 2020",
  copyrightYear: 2024,
} as const;

export const contact = {
  phones: ["+91 98765 43210", "+91 91234 56780"],
  helpline: "+91 80000 12345",
  email: "info@example.org",
  address: {
    lines: ["12 Civil Lines, Near Hanuman Mandir", "Prayagraj, Uttar Pradesh 211001", "India"],
  },
  /** Opening hours on the 24-hour clock ("HH:MM"); null: closed all day. */
  officeHours: [
    { days: "monToFri", opens: "09:00", closes: "18:00" },
    { days: "sat", opens: "09:00", closes: "14:00" },
    { days: "sun", opens: null, closes: null },
  ],
} as const;

/**
 * Who answers a person's requests about their personal data and their complaints (India's DPDP
 * Act 2023): shown under every policy page (docs/product.md#policy-pages). Set a named officer's
 * own address and number before going live.
 */
export const grievanceOfficer = {
  email: contact.email,
  phone: contact.helpline,
} as const;

export type OfficeDays = (typeof contact.officeHours)[number]["days"];

/** A phone number as a tel: link target (digits and the leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export const bank = {
  /** Named in the page's language by the donate dialog's `accountTypes`. */
  accountType: "current",
  bankName: "State Bank of India (demo)",
  accountHolder: "Prayagraj Neurodiversity Foundation",
  accountNumber: "0000 1111 2222 3333",
  ifsc: "SBIN0000000",
  branch: "Civil Lines, Prayagraj",
} as const;

export const upi = {
  id: "pnf.demo@upi",
  payeeName: "Prayagraj Neurodiversity Foundation",
  /** The note a UPI app shows the donor and puts on the foundation's statement. */
  note: "Donation to PNF",
  /** The amounts the donate dialog offers, in rupees. */
  presetAmounts: [500, 1000, 2500],
} as const;

/**
 * The foundation's registrations, shown on the site only when set (null: not registered, or not
 * yet filled in). Donors need the 80G number for tax relief, companies CSR-1 for CSR funds.
 */
export type Registrations = {
  pan: string | null;
  section12A: string | null;
  section80G: { number: string; issuedOn: string; validity: string } | null;
  csr1: string | null;
  ngoDarpan: string | null;
  /** FCRA registration number; null: the foundation may not accept foreign money. */
  fcra: string | null;
};

export const registrations: Registrations = {
  pan: "AAATP0000A",
  section12A: "AAATP0000AE20210",
  section80G: {
    number: "AAATP0000AF20210",
    issuedOn: "2024-05-15",
    validity: "AY 2025-26 to AY 2029-30",
  },
  csr1: "CSR00000000",
  ngoDarpan: "UP/2020/0000000",
  fcra: null,
};

/** The WhatsApp chat link's number, and a greeting that carries no health details. */
export const whatsapp = {
  number: "+91 98765 43210",
  greeting: "Hello! I found your website and would like to talk to the foundation.",
} as const;

export const links = {
  submitTestimonial: "https://forms.example.org/pnf-testimonial",
  volunteer: "https://www.facebook.com/example.org.pnf",
  social: [
    { label: "Facebook", href: "https://www.facebook.com/example.org.pnf" },
    { label: "Instagram", href: "https://www.instagram.com/example.org.pnf" },
    { label: "YouTube", href: "https://www.youtube.com/@example-pnf" },
  ],
} as const;

/** The home page's hero counters (docs/product.md#home). */
export const impactCounters = [
  { key: "children", value: 500, suffix: "+" },
  { key: "staff", value: 35, suffix: "+" },
  { key: "years", value: 5, suffix: "+" },
] as const;

export type ImpactCounterKey = (typeof impactCounters)[number]["key"];

/** "09:00" as the original site wrote it: "9:00 AM". */
function englishClock(time: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  const period = hours < 12 ? "AM" : "PM";
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${period}`;
}

/** "14:00" as said in Hindi: "दोपहर 2:00". */
function hindiClock(time: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  const period = hours < 4 ? "रात" : hours < 12 ? "सुबह" : hours < 16 ? "दोपहर" : hours < 20 ? "शाम" : "रात";
  return `${period} ${hours % 12 || 12}:${String(minutes).padStart(2, "0")}`;
}

/** The office hours as rows to show, in one language's words for the days and times. */
function officeHoursIn(
  dayNames: Record<OfficeDays, string>,
  clock: (time: string) => string,
  between: (opens: string, closes: string) => string,
  closed: string,
) {
  return contact.officeHours.map((row) => ({
    days: dayNames[row.days],
    hours: row.opens === null ? closed : between(clock(row.opens), clock(row.closes)),
  }));
}

type SiteTexts = {
  tagline: string;
  addressLines: readonly string[];
  officeHours: readonly { days: string; hours: string }[];
  /** The WhatsApp chat's prefilled greeting: no health details, as whatsapp.greeting. */
  whatsappGreeting: string;
};

/** The facts above in words, in each language of the public site. */
export const siteTexts = localized<SiteTexts>(
  {
    tagline: foundation.tagline,
    addressLines: contact.address.lines,
    officeHours: officeHoursIn(
      { monToFri: "Mon-Fri", sat: "Sat", sun: "Sun" },
      englishClock,
      (opens, closes) => `${opens}-${closes}`,
      "Closed",
    ),
    whatsappGreeting: whatsapp.greeting,
  },
  {
    tagline: "2020 से न्यूरोडाइवर्स बच्चों और परिवारों के साथ",
    addressLines: ["12 सिविल लाइंस, हनुमान मंदिर के पास", "प्रयागराज, उत्तर प्रदेश 211001", "भारत"],
    officeHours: officeHoursIn(
      { monToFri: "सोमवार-शुक्रवार", sat: "शनिवार", sun: "रविवार" },
      hindiClock,
      (opens, closes) => `${opens} से ${closes} तक`,
      "बंद",
    ),
    whatsappGreeting: "नमस्ते! मैंने आपकी वेबसाइट देखी। मुझे फ़ाउंडेशन से बात करनी है।",
  },
);
