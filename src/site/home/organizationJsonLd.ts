import { contact, foundation, links } from "../../config/site";
import { logoPath } from "../paths";

// 'Prayagraj, Uttar Pradesh 211001': the address's second line, as schema.org's parts.
const [, locality = "", region = "", postalCode = ""] =
  /^([^,]+),\s*(.+?)\s+(\d{6})$/.exec(contact.address.lines[1]) ?? [];

/** The foundation as schema.org's NGO, for search engines (the home page's JSON-LD). */
export function organizationJsonLd(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "NGO",
    name: foundation.name,
    url: `${origin}/`,
    logo: new URL(logoPath, origin).href,
    email: contact.email,
    telephone: [...contact.phones],
    address: {
      "@type": "PostalAddress",
      streetAddress: contact.address.lines[0],
      addressLocality: locality,
      addressRegion: region,
      postalCode,
      addressCountry: "IN",
    },
    sameAs: links.social.map((social) => social.href),
  };
}
