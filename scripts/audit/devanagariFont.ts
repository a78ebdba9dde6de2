import { execFileSync } from "node:child_process";

/**
 * The fonts this machine has for Hindi, as fontconfig lists them (Chromium on Linux finds its
 * fallback fonts through it); null when fontconfig is not there to ask.
 *
 * Without one, Chromium searches for a font at every line of Devanagari and draws none: a Hindi
 * page's layout then costs far more than on a phone, which has Noto Sans Devanagari (the site
 * names it first for Hindi). On this project's 2-core machine, 460 against 270 ms of layout for
 * `/hi` at 4× (docs/performance.md, 2026-11-28, afternoon). The audit says so beside its tables.
 */
export function devanagariFonts(): string[] | null {
  try {
    const listed = execFileSync("fc-list", [":lang=hi", "family"], { encoding: "utf8" });
    return [
      ...new Set(
        listed
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean),
      ),
    ];
  } catch {
    return null;
  }
}

/** A line for the audit's output, or "" when Hindi text is set as on a phone. */
export function devanagariFontNote(fonts: string[] | null): string {
  if (fonts === null) return "fontconfig is not on this machine: whether it has a font for Hindi is not known.";
  if (fonts.length > 0) return "";
  return (
    "This machine has no font for Hindi (`fc-list :lang=hi` lists none): the /hi pages' layout " +
    "costs more here than on a phone, which has Noto Sans Devanagari."
  );
}
