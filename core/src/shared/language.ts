/** The two languages of the product; English is the default and fallback. */
export const LANGUAGES = ['en', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Local storage key that keeps the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'I18N_LANGUAGE';

export function toLanguage(value: unknown): Language {
  return value === 'tr' ? 'tr' : DEFAULT_LANGUAGE;
}
