import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATALOGS } from '../i18n/catalog.js';
import { toFieldMessages } from './validation-messages.js';

const translator = (language: 'en' | 'tr') => (key: string) => CATALOGS[language][key] ?? key;

describe('field messages of a refused value', () => {
  it("never pass zod's own wording on: it reads as the catalog's message, in the reader's language", () => {
    const schema = z.object({ name: z.string(), count: z.number().int() });
    const parsed = schema.safeParse({ count: 'many' });
    expect(parsed.success).toBe(false);
    const en = toFieldMessages(parsed.error!, translator('en'));
    expect(en).toEqual([
      { field: 'name', message: 'This value is not valid. Please check it.' },
      { field: 'count', message: 'This value is not valid. Please check it.' },
    ]);
    const tr = toFieldMessages(parsed.error!, translator('tr'));
    expect(tr.map((m) => m.message)).toEqual([
      'Bu değer geçerli değil. Lütfen kontrol edin.',
      'Bu değer geçerli değil. Lütfen kontrol edin.',
    ]);
  });

  it('keeps a text written for people as it is', () => {
    const schema = z.object({ name: z.string().min(1, 'Give the vehicle a name.') });
    const parsed = schema.safeParse({ name: '' });
    expect(toFieldMessages(parsed.error!, translator('en'))).toEqual([
      { field: 'name', message: 'Give the vehicle a name.' },
    ]);
  });
});
