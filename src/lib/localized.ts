/** Fixed texts in both languages: the Hindi must have every key the English has. */
export type Localized<T> = { readonly en: T; readonly hi: T };
