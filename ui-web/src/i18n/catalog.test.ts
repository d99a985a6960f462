import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { tr } from './tr.js';
import { flatten } from './flatten.js';
import { resources } from './index.js';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('web catalogs', () => {
  it('Turkish has every English key', () => {
    expect(keys(tr).sort()).toEqual(keys(en).sort());
  });

  it('flattens nested labels, keeping lists whole', () => {
    expect(flatten({ a: { b: 'x', c: ['d'] } })).toEqual({ 'a.b': 'x', 'a.c': ['d'] });
  });

  it('holds every key the shell raises in both languages', () => {
    const { en: english, tr: turkish } = resources();
    for (const key of [
      'auth.loginExpired',
      'auth.loginFailed',
      'login.logIn',
      'grid.selectRow',
      'crud.added',
      'form.range',
    ]) {
      expect(english.translation).toHaveProperty([key]);
      expect(turkish.translation).toHaveProperty([key]);
    }
  });
});

describe('addTexts', () => {
  it('adds an area’s labels without overriding existing keys', async () => {
    const { addTexts, initI18n, i18next } = await import('./index.js');
    const storage = { getItem: () => 'en' };
    Object.assign(globalThis, { localStorage: storage, document: { documentElement: {} } });
    await initI18n('en');
    addTexts({
      en: { 'area.title': 'Area', 'auth.loginExpired': 'changed' },
      tr: { 'area.title': 'Alan', 'auth.loginExpired': 'x' },
    });
    expect(i18next.t('area.title')).toBe('Area');
    expect(i18next.t('auth.loginExpired')).toBe('Login Expired');
    expect(i18next.getFixedT('tr')('area.title')).toBe('Alan');
  });
});
