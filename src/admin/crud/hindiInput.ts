/**
 * A Hindi twin's input (issue 39): Hindi text (for the keyboard and a screen reader), and what it
 * is the Hindi of, and that the English shows until it is written. The form's text fields and the
 * image field's alt text both use it.
 */
export function hindiProps(english: string, required: boolean) {
  return {
    lang: "hi",
    description: required
      ? `${english} in Hindi`
      : `${english} in Hindi (optional: the Hindi pages show the English until it is written)`,
  };
}
