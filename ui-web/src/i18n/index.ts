import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { authMessages } from '@rota/core/auth';
import { en } from './en.js';
import { tr } from './tr.js';
import { nest } from './nest.js';

/** The local-storage setting that holds the language (spec 01 §1). */
export const languageStorageKey = 'I18N_LANGUAGE';
export const supportedLanguages = ['en', 'tr'] as const;
export type Language = (typeof supportedLanguages)[number];

export function storedLanguage(storage: Pick<Storage, 'getItem'> = localStorage): Language {
  const value = storage.getItem(languageStorageKey);
  return value === 'tr' ? 'tr' : 'en';
}

/** Stores the choice and reloads, as the spec asks of every language switch. */
export function switchLanguage(language: Language): void {
  localStorage.setItem(languageStorageKey, language);
  window.location.reload();
}

export function resources() {
  return {
    en: { translation: { ...en, ...nest(authMessages.en) } },
    tr: { translation: { ...tr, ...nest(authMessages.tr) } },
  };
}

export async function initI18n(language: Language = storedLanguage()) {
  await i18next.use(initReactI18next).init({
    resources: resources(),
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = language;
  return i18next;
}

export { i18next };
