/** Fixed texts in both languages: the Hindi must have every key the English has. */
export type Localized<T> = { readonly en: T; readonly hi: T };

/**
 * A copy module's texts in both languages, declared one way (docs/architecture.md#languages):
 * the English gives the module its shape, and the compiler holds the Hindi to it, every key of
 * the English and no other, each function with the English's parameters.
 */
export function localized<T>(en: T, hi: NoInfer<T>): Localized<T> {
  return { en, hi };
}

/** One language's texts of a copy module, for the functions that take them: `TextsOf<typeof previewTexts>`. */
export type TextsOf<M extends Localized<unknown>> = M["en"];
