import type { Registrations } from "../../config/site";
import { localized } from "../i18n/language";

const en = {
  pan: (pan: string) => `PAN: ${pan}`,
  section12A: (number: string) => `12A registration: ${number}`,
  section80G: (number: string, validity: string) => `80G registration: ${number} (valid ${validity})`,
  csr1: (number: string) => `CSR-1 registration: ${number}`,
  ngoDarpan: (id: string) => `NGO Darpan ID: ${id}`,
  fcra: (number: string) => `FCRA registration: ${number}`,
  /** The rule the site states when the foundation holds no FCRA registration. */
  noForeignContributions: "We can take gifts only from Indian citizens and groups in India.",
};

export const registrationTexts = localized(en, {
  pan: (pan) => `PAN नंबर: ${pan}`,
  section12A: (number) => `12A रजिस्ट्रेशन: ${number}`,
  // 'AY 2025-26 to AY 2029-30' -> 'AY 2025-26 से AY 2029-30 तक मान्य'
  section80G: (number, validity) => `80G रजिस्ट्रेशन: ${number} (${validity.replace(/ to /g, " से ")} तक मान्य)`,
  csr1: (number) => `CSR-1 रजिस्ट्रेशन: ${number}`,
  ngoDarpan: (id) => `NGO Darpan आईडी: ${id}`,
  fcra: (number) => `FCRA रजिस्ट्रेशन: ${number}`,
  noForeignContributions: "हम दान सिर्फ़ भारतीय नागरिकों और भारत की संस्थाओं से ही ले सकते हैं।",
});

/** The rule the site states when the foundation holds no FCRA registration (English). */
export const noForeignContributions = en.noForeignContributions;

/** The foundation's registrations as lines to show: only those set, the FCRA status always. */
export function registrationLines(registrations: Registrations, texts = registrationTexts.en): string[] {
  const { pan, section12A, section80G, csr1, ngoDarpan, fcra } = registrations;
  return [
    pan && texts.pan(pan),
    section12A && texts.section12A(section12A),
    section80G && texts.section80G(section80G.number, section80G.validity),
    csr1 && texts.csr1(csr1),
    ngoDarpan && texts.ngoDarpan(ngoDarpan),
    fcra ? texts.fcra(fcra) : texts.noForeignContributions,
  ].filter((line): line is string => Boolean(line));
}
