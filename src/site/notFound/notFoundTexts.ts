import { localized } from "../i18n/language";

// Fixed copy for any unknown path (docs/product.md#not-found-page), in both languages.

const en = {
  title: "Page not found",
  description: "The page you were looking for could not be found.",
  code: "404",
  heading: "Oops! Page not found",
  text: "The page you are looking for may have moved, or the link may be mistyped.",
  homeLink: "Go back to the home page",
};

export const notFoundTexts = localized(en, {
  title: "पेज नहीं मिला",
  description: "आप जो पेज खोज रहे थे, वह नहीं मिला।",
  code: "404",
  heading: "माफ़ कीजिए! यह पेज नहीं मिला",
  text: "हो सकता है यह पेज कहीं और चला गया हो, या लिंक में कोई गलती हो।",
  homeLink: "होम पेज पर वापस जाएँ",
});
