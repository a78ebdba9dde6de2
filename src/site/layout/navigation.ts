import { localized, type Language, type Localized } from "../i18n/language";
import { paths } from "../paths";
import { eventsAndMedia, registeredTypes, type MenuPlace } from "../siteTypes";

// The site's menu: the header, the mobile menu and the footer read it. Paths are the English
// ones; the site's Link puts them in the page's language (src/site/i18n/links.tsx). One tree,
// each label in both languages, so the English and Hindi menus cannot differ in what they link.
// 'Event and Media' leads to /notice in the header and the footer (one label, one place, as the
// spec has it); in the header it opens on the entries registered for "media" (In the News, Events).
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

type MenuItem = { label: Localized<string>; to: string; children?: readonly MenuItem[] };
type Menus = { [K in keyof Navigation]: readonly MenuItem[] };

/** The content types' entries for one place in the menus (src/site/siteTypes.ts), in registration order. */
const typeEntries = (place: MenuPlace): MenuItem[] =>
  registeredTypes.flatMap(([, type]) => (type.menu ?? []).filter((entry) => entry.place === place));

const label = {
  about: { en: "About", hi: "हमारे बारे में" },
  services: { en: "Services", hi: "सेवाएँ" },
  getInvolved: { en: "Get Involved", hi: "हमसे जुड़ें" },
} as const;

// The fixed pages' entries; each content type's goes where its registration's `place` says.
const menus: Menus = {
  main: [
    {
      label: label.about,
      to: paths.about,
      children: [
        { label: { en: "Who We Are", hi: "हम कौन हैं" }, to: paths.whoWeAre },
        { label: { en: "Our Mission", hi: "हमारा लक्ष्य" }, to: paths.mission },
        { label: { en: "Our Story", hi: "हमारी कहानी" }, to: paths.story },
        ...typeEntries("about"),
      ],
    },
    { label: label.services, to: paths.services, children: typeEntries("services") },
    { label: label.getInvolved, to: paths.getInvolved },
    ...typeEntries("main"),
    { label: eventsAndMedia, to: paths.news, children: typeEntries("media") },
  ],
  footerQuickLinks: [
    { label: { en: "Home", hi: "होम" }, to: paths.home },
    { label: { en: "About Us", hi: "हमारे बारे में" }, to: paths.about },
    { label: label.services, to: paths.services },
    { label: label.getInvolved, to: paths.getInvolved },
    ...typeEntries("footer"),
    { label: { en: "Contact Us", hi: "संपर्क करें" }, to: paths.contact },
  ],
  footerPolicyLinks: typeEntries("policies"),
};

function inLanguage(items: readonly MenuItem[], language: Language): NavItem[] {
  return items.map(({ label, to, children }) => ({
    label: label[language],
    to,
    ...(children ? { children: inLanguage(children, language) } : {}),
  }));
}

function menusIn(language: Language): Navigation {
  return {
    main: inLanguage(menus.main, language),
    footerQuickLinks: inLanguage(menus.footerQuickLinks, language),
    footerPolicyLinks: inLanguage(menus.footerPolicyLinks, language),
  };
}

/** The menus in each language, read with useTexts like every other fixed text. */
export const navigationTexts = localized(menusIn("en"), menusIn("hi"));
