import { describe, expect, it } from 'vitest';
import { placeholdersOf } from '@rota/core';
import { cliLanguage, cliMessages, setCliLanguage, t } from './messages.js';

describe('cli messages', () => {
  it('has every key in English and Turkish with the same placeholders', () => {
    expect(Object.keys(cliMessages.tr).sort()).toEqual(Object.keys(cliMessages.en).sort());
    for (const [key, text] of Object.entries(cliMessages.en))
      expect(placeholdersOf((cliMessages.tr as Record<string, string>)[key] ?? ''), key).toEqual(
        placeholdersOf(text),
      );
  });

  it('speaks the language of ROTA_LANG or LANG, and falls back to the product catalog', () => {
    expect(cliLanguage({ ROTA_LANG: 'tr' })).toBe('tr');
    expect(cliLanguage({ LANG: 'tr_TR.UTF-8' })).toBe('tr');
    expect(cliLanguage({ LANG: 'de_DE.UTF-8' })).toBe('en');
    setCliLanguage('tr');
    expect(t('cli.jobQueued', { jobRefNo: 'J-1' })).toBe('J-1 işi kuyruğa alındı.');
    expect(t('grid.dataNotFound')).toBe('Veri bulunamadı');
    setCliLanguage('en');
    expect(t('grid.dataNotFound')).toBe('Data not found');
  });

  it('counts one order left out in the singular', () => {
    setCliLanguage('en');
    expect(t('cli.unplannedWarning', { count: 1, total: 5 })).toBe('Warning: 1 of 5 orders is not planned.');
    expect(t('cli.unplannedWarning', { count: 2, total: 5 })).toBe('Warning: 2 of 5 orders are not planned.');
    expect(t('cli.unplannedRefused', { count: 1, total: 5 })).toBe(
      '1 of 5 orders is not planned (--require-all).',
    );
    setCliLanguage('tr');
    expect(t('cli.unplannedWarning', { count: 1, total: 5 })).toBe(
      'Uyarı: 5 siparişin 1 tanesi planlanmadı.',
    );
    setCliLanguage('en');
  });
});
