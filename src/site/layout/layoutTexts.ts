import { localized } from "../i18n/language";

// Fixed texts of the site frame (header, menus, footer, the crashed-page message) in both
// languages; the menu's own entries are in navigation.ts.

const en = {
  skipLink: "Skip to main content",
  logoLabel: (name: string) => `${name}, home`,
  mainNav: "Main",
  mobileNav: "Mobile",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  /** The button that opens a menu entry's sub-pages: 'About pages'. */
  subPages: (label: string) => `${label} pages`,
  quickLinksNav: "Quick links",
  quickLinks: "Quick Links",
  contact: "Contact",
  chatOnWhatsApp: "Chat on WhatsApp",
  followUs: "Follow Us",
  registrations: "Registrations",
  allRightsReserved: "All rights reserved.",
  policies: "Policies",
  error: {
    title: "Something went wrong",
    text: (email: string, phone: string) =>
      `This page could not be shown. Please try again, or reach us at ${email} or ${phone}.`,
    reload: "Reload the page",
    home: "Go to the home page",
  },
};

export const layoutTexts = localized(en, {
  skipLink: "सीधे मुख्य सामग्री पर जाएँ",
  logoLabel: (name) => `${name}, होम पेज`,
  mainNav: "मुख्य मेनू",
  mobileNav: "मोबाइल मेनू",
  openMenu: "मेनू खोलें",
  closeMenu: "मेनू बंद करें",
  subPages: (label) => `${label} के पेज`,
  quickLinksNav: "ज़रूरी लिंक",
  quickLinks: "ज़रूरी लिंक",
  contact: "संपर्क",
  chatOnWhatsApp: "WhatsApp पर बात करें",
  followUs: "हमसे जुड़े रहें",
  registrations: "रजिस्ट्रेशन",
  allRightsReserved: "सर्वाधिकार सुरक्षित।",
  policies: "नीतियाँ",
  error: {
    title: "कुछ गड़बड़ हो गई",
    text: (email, phone) =>
      `यह पेज नहीं दिखाया जा सका। कृपया फिर से कोशिश करें, या हमें ${email} पर ईमेल करें या ${phone} पर फ़ोन करें।`,
    reload: "पेज फिर से लोड करें",
    home: "होम पेज पर जाएँ",
  },
});
