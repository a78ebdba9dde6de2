// The site's menu (SEED-SPEC section 2): the header, the mobile menu and the footer read it.
export type NavItem = {
  label: string;
  to: string;
  children?: readonly { label: string; to: string }[];
};

export const mainNavigation: readonly NavItem[] = [
  {
    label: "About",
    to: "/about",
    children: [
      { label: "Who We Are", to: "/about/who" },
      { label: "Our Mission", to: "/about/mission" },
      { label: "Our Story", to: "/about/ourstory" },
      { label: "Gallery", to: "/about/gallery" },
    ],
  },
  {
    label: "Services",
    to: "/services",
    children: [
      { label: "Expert Doctors", to: "/services/expertdoctor" },
      { label: "Advisory", to: "/services/advisory" },
    ],
  },
  { label: "Get Involved", to: "/get_involve" },
  { label: "Event and Media", to: "/notice" },
];

export const footerQuickLinks: readonly { label: string; to: string }[] = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/about" },
  { label: "Services", to: "/services" },
  { label: "Get Involved", to: "/get_involve" },
  { label: "Event and Media", to: "/notice" },
  { label: "Contact Us", to: "/#contact" },
];

/** Shown as text only: the foundation has not published these documents yet. */
export const footerPolicyLinks: readonly string[] = ["Privacy Policy", "Terms of Use", "Refund Policy"];
