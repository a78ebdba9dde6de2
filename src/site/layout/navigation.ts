import type { Localized } from "../i18n/language";
import { paths } from "../paths";

// The site's menu: the header, the mobile menu and the footer read it. Paths are the English
// ones; the site's Link puts them in the page's language (src/site/i18n/links.tsx). The menu's
// 'Event and Media' leads to /events, which links to the news; the footer's leads to /notice
// (docs/product.md#events).
export type NavItem = {
  label: string;
  to: string;
  children?: readonly { label: string; to: string }[];
};

type Navigation = {
  main: readonly NavItem[];
  footerQuickLinks: readonly { label: string; to: string }[];
  /** The policy pages (docs/product.md#policy-pages), under the copyright line. */
  footerPolicyLinks: readonly { label: string; to: string }[];
};

export const navigationTexts: Localized<Navigation> = {
  en: {
    main: [
      {
        label: "About",
        to: paths.about,
        children: [
          { label: "Who We Are", to: paths.whoWeAre },
          { label: "Our Mission", to: paths.mission },
          { label: "Our Story", to: paths.story },
          { label: "Gallery", to: paths.gallery },
        ],
      },
      {
        label: "Services",
        to: paths.services,
        children: [
          { label: "Expert Doctors", to: paths.doctors },
          { label: "Advisory", to: paths.advisory },
        ],
      },
      { label: "Get Involved", to: paths.getInvolved },
      { label: "Event and Media", to: paths.events },
    ],
    footerQuickLinks: [
      { label: "Home", to: paths.home },
      { label: "About Us", to: paths.about },
      { label: "Services", to: paths.services },
      { label: "Get Involved", to: paths.getInvolved },
      { label: "Event and Media", to: paths.news },
      { label: "Contact Us", to: paths.contact },
    ],
    footerPolicyLinks: [
      { label: "Privacy Policy", to: paths.privacy },
      { label: "Terms of Use", to: paths.terms },
      { label: "Refund Policy", to: paths.refundPolicy },
    ],
  },
  hi: {
    main: [
      {
        label: "हमारे बारे में",
        to: paths.about,
        children: [
          { label: "हम कौन हैं", to: paths.whoWeAre },
          { label: "हमारा लक्ष्य", to: paths.mission },
          { label: "हमारी कहानी", to: paths.story },
          { label: "फ़ोटो गैलरी", to: paths.gallery },
        ],
      },
      {
        label: "सेवाएँ",
        to: paths.services,
        children: [
          { label: "विशेषज्ञ डॉक्टर", to: paths.doctors },
          { label: "सलाहकार", to: paths.advisory },
        ],
      },
      { label: "हमसे जुड़ें", to: paths.getInvolved },
      { label: "कार्यक्रम और ख़बरें", to: paths.events },
    ],
    footerQuickLinks: [
      { label: "होम", to: paths.home },
      { label: "हमारे बारे में", to: paths.about },
      { label: "सेवाएँ", to: paths.services },
      { label: "हमसे जुड़ें", to: paths.getInvolved },
      { label: "कार्यक्रम और ख़बरें", to: paths.news },
      { label: "संपर्क करें", to: paths.contact },
    ],
    footerPolicyLinks: [
      { label: "गोपनीयता नीति", to: paths.privacy },
      { label: "उपयोग की शर्तें", to: paths.terms },
      { label: "रिफ़ंड नीति", to: paths.refundPolicy },
    ],
  },
};
