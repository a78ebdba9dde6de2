import type { MantineThemeOverride, Tuple } from "@mantine/core";

// Calm blues from the logo; shade 6 is the brand colour (#1c5d99, 6.8:1 on white).
const brand: Tuple<string, 10> = [
  "#eef5fb",
  "#d6e6f4",
  "#aecde9",
  "#82b1dc",
  "#5893cb",
  "#3677b4",
  "#1c5d99",
  "#174f83",
  "#12406b",
  "#0c2f50",
];

// Mantine's gray[6] ('dimmed' text) is 3.3:1 on white; this one keeps small text at WCAG AA (5.6:1).
const gray: Tuple<string, 10> = [
  "#f8f9fa",
  "#f1f3f5",
  "#e9ecef",
  "#dee2e6",
  "#ced4da",
  "#adb5bd",
  "#5f666d",
  "#495057",
  "#343a40",
  "#212529",
];

// Mantine's reds from shade 6 on are darker here: an input's error text and invalid border use
// red[7], which in Mantine's palette (#f03e3e) fails AA contrast on white; #b02525 passes.
const red: Tuple<string, 10> = [
  "#fff5f5",
  "#ffe3e3",
  "#ffc9c9",
  "#ffa8a8",
  "#ff8787",
  "#ff6b6b",
  "#c92a2a",
  "#b02525",
  "#962020",
  "#7d1a1a",
];

// Latin: each platform's interface font. Devanagari: Noto Sans Devanagari (Android, most Linux),
// Nirmala UI and Mangal (Windows), Kohinoor Devanagari (Apple), Lohit Devanagari (Debian, Fedora).
const latinFonts = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";
const devanagariFonts = "'Noto Sans Devanagari', 'Nirmala UI', 'Kohinoor Devanagari', 'Lohit Devanagari', Mangal";

/**
 * Hindi text is set in a Devanagari font from its first family on, spaces, digits and punctuation
 * included, so a line is one run of one font. With the Latin fonts first, each word and each space
 * went to a different font, and a browser that finds no Devanagari font by name searched its
 * fallback fonts for every run: the Hindi home page's first layout took 2.5 times the English
 * one's (docs/decisions/031-devanagari-fonts-first-on-hindi-text.md, "Devanagari fonts first on Hindi text").
 */
const fontStacks = {
  latinFirst: `${latinFonts}, ${devanagariFonts}`,
  devanagariFirst: `${devanagariFonts}, ${latinFonts}`,
};

export const siteTheme: MantineThemeOverride = {
  colorScheme: "light",
  colors: { brand, gray, red },
  primaryColor: "brand",
  primaryShade: 6,
  // The phone's own fonts, no download; which ones come first follows the text's language (see
  // `fontStacks` above), through a custom property that every component's font-family reads.
  fontFamily: "var(--site-font)",
  headings: { fontFamily: "inherit", fontWeight: 700 },
  defaultRadius: "md",
  focusRing: "auto",
  globalStyles: (theme) => ({
    // In rem, as every other size (src/site/comfort/siteEmotionCache.ts): Mantine's own body rule
    // says 16px, which the comfort settings' text size could not scale.
    body: { color: theme.colors.gray[9], lineHeight: 1.6, fontSize: "1rem" },
    // The page's language on <html>, and any text marked with its own (staffTextLang). An element
    // inherits its parent's font list as computed, so a marked one computes its own.
    ":root, [lang|='en']": { "--site-font": fontStacks.latinFirst, fontFamily: "var(--site-font)" },
    "[lang|='hi']": { "--site-font": fontStacks.devanagariFirst, fontFamily: "var(--site-font)" },
    // Devanagari's marks above and below the line need more room than Latin headings leave.
    ":lang(hi) :is(h1, h2, h3, h4)": { lineHeight: 1.45 },
    // Keyboard users always see where they are, whatever a component's own styles say.
    ":focus-visible": { outline: `3px solid ${theme.colors.brand[5]}`, outlineOffset: 2 },
    "@media (prefers-reduced-motion: no-preference)": { html: { scrollBehavior: "smooth" } },
    "@media (prefers-reduced-motion: reduce)": {
      "*, *::before, *::after": { transitionDuration: "0.01ms !important", animationDuration: "0.01ms !important" },
    },
    ".visually-hidden": {
      position: "absolute",
      width: 1,
      height: 1,
      padding: 0,
      margin: -1,
      overflow: "hidden",
      clip: "rect(0 0 0 0)",
      whiteSpace: "nowrap",
      border: 0,
    },
  }),
};
