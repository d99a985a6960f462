import { describe, expect, it } from 'vitest';
import { languageOf, translate } from './i18n.js';

describe('server messages', () => {
  it("read a key's _one form for a count of exactly 1, in both languages", () => {
    expect(translate('en', 'masterData.upload.refused', { file: 'f.xlsx', count: 1 })).toBe(
      'f.xlsx: 1 problem; nothing was stored.',
    );
    expect(translate('en', 'masterData.upload.refused', { file: 'f.xlsx', count: 3 })).toBe(
      'f.xlsx: 3 problems; nothing was stored.',
    );
    expect(translate('en', 'masterData.upload.moreProblems', { count: 1 })).toBe(
      '1 more problem is not listed; correct the rows above and upload again.',
    );
    expect(translate('tr', 'masterData.upload.checked', { file: 'f.xlsx', count: 1 })).toBe(
      'f.xlsx: 1 satır kaydedilebilir (hiçbir şey yazılmadı).',
    );
    expect(translate('en', 'no.such.key', { count: 1 })).toBe('no.such.key');
  });

  it('pick the language from Accept-Language', () => {
    expect(languageOf('tr-TR,tr;q=0.9,en;q=0.8')).toBe('tr');
    expect(languageOf('de')).toBe('en');
  });
});
