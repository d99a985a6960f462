import { describe, expect, it } from 'vitest';
import type { LocalStore } from '../shared/ports.js';
import { changeLanguage, readStoredLanguage } from './language-store.js';

function memoryStore(): LocalStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('language choice', () => {
  it('is kept under I18N_LANGUAGE with English as default', () => {
    const store = memoryStore();
    expect(readStoredLanguage(store)).toBe('en');
    expect(changeLanguage(store, 'tr')).toBe(true);
    expect(store.data.get('I18N_LANGUAGE')).toBe('tr');
    expect(readStoredLanguage(store)).toBe('tr');
    expect(changeLanguage(store, 'tr')).toBe(false);
    store.setItem('I18N_LANGUAGE', 'de');
    expect(readStoredLanguage(store)).toBe('en');
  });
});
