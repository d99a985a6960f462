import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CATALOGS } from '@rota/core/i18n';
import { en } from './en.js';
import { tr } from './tr.js';
import { flatten } from './flatten.js';
import { geofencingTexts } from '../master-data/geofencing/geofencing.messages.js';
import { workflowsTexts } from '../master-data/workflows/workflows.messages.js';
import { masterDataUiTexts } from '../master-data/master-data-ui.messages.js';
import { uploadsTexts } from '../uploads/uploads.messages.js';
import { adminTexts } from '../admin/admin.messages.js';
import { driverAppTexts } from '../driver/driver.messages.js';

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
    // Core's catalog is the product's wording; the web catalog adds the shell's own labels.
    en: {
      translation: {
        ...flatten(en),
        ...geofencingTexts.en,
        ...workflowsTexts.en,
        ...masterDataUiTexts.en,
        ...uploadsTexts.en,
        ...adminTexts.en,
        ...driverAppTexts.en,
        ...CATALOGS.en,
      },
    },
    tr: {
      translation: {
        ...flatten(tr),
        ...geofencingTexts.tr,
        ...workflowsTexts.tr,
        ...masterDataUiTexts.tr,
        ...uploadsTexts.tr,
        ...adminTexts.tr,
        ...driverAppTexts.tr,
        ...CATALOGS.tr,
      },
    },
  };
}

export async function initI18n(language: Language = storedLanguage()) {
  await i18next.use(initReactI18next).init({
    resources: resources(),
    lng: language,
    fallbackLng: 'en',
    keySeparator: false,
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = language;
  return i18next;
}

/**
 * Adds a screen area's own labels (flat keys) to the running catalogs; existing keys win, so
 * core's wording is never overridden. Safe to call before or after `initI18n`.
 */
export function addTexts(texts: { en: Record<string, string>; tr: Record<string, string> }): void {
  for (const language of supportedLanguages) {
    i18next.addResourceBundle(language, 'translation', texts[language], true, false);
  }
}

export { i18next };
