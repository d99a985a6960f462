import { LANGUAGE_STORAGE_KEY, toLanguage, type Language } from '../shared/language.js';
import type { LocalStore } from '../shared/ports.js';

/** The stored language choice; English when nothing (or something unknown) is stored. */
export function readStoredLanguage(store: LocalStore): Language {
  return toLanguage(store.getItem(LANGUAGE_STORAGE_KEY));
}

/**
 * Stores a new language choice. Returns true when it changed, which tells the page to reload.
 */
export function changeLanguage(store: LocalStore, language: Language): boolean {
  const before = store.getItem(LANGUAGE_STORAGE_KEY);
  store.setItem(LANGUAGE_STORAGE_KEY, language);
  return toLanguage(before) !== language || before === null;
}
