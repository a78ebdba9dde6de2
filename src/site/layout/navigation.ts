import { paths } from "../paths";

// The site's menu: the header, the mobile menu and the footer read it.
export type NavItem = {
  label: string;
  to: string;
  children?: readonly { label: string; to: string }[];
};

export const mainNavigation: readonly NavItem[] = [
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
  { label: "Event and Media", to: paths.news },
];

export const footerQuickLinks: readonly { label: string; to: string }[] = [
  { label: "Home", to: paths.home },
  { label: "About Us", to: paths.about },
  { label: "Services", to: paths.services },
  { label: "Get Involved", to: paths.getInvolved },
  { label: "Event and Media", to: paths.news },
  { label: "Contact Us", to: paths.contact },
];

/** Shown as text only: the foundation has not published these documents yet. */
export const footerPolicyLinks: readonly string[] = ["Privacy Policy", "Terms of Use", "Refund Policy"];
