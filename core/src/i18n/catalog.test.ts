import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPercent } from '../shared/format.js';
import {
  CATALOGS,
  MESSAGE_MODULES,
  conflictingKeys,
  hasMessage,
  mergeCatalogs,
  placeholdersOf,
  renderMessage,
  translate,
} from './catalog.js';

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('message catalogs', () => {
  it('have the same keys in English and Turkish in every module, none empty, same placeholders', () => {
    for (const [name, module] of Object.entries(MESSAGE_MODULES)) {
      expect(Object.keys(module.tr).sort(), name).toEqual(Object.keys(module.en).sort());
      for (const [key, text] of Object.entries(module.en)) {
        expect(text.trim(), key).not.toBe('');
        expect(module.tr[key]?.trim(), key).not.toBe('');
        expect(placeholdersOf(module.tr[key] ?? ''), key).toEqual(placeholdersOf(text));
      }
    }
  });

  it('do not define one key with two English texts', () => {
    expect(conflictingKeys(Object.values(MESSAGE_MODULES))).toEqual([]);
    expect(
      conflictingKeys([
        { en: { a: 'x' }, tr: { a: 'y' } },
        { en: { a: 'z' }, tr: { a: 'w' } },
      ]),
    ).toEqual(['a']);
  });

  it('hold every key that shared, master-data and i18n code refers to', () => {
    const used = new Set<string>();
    for (const area of ['shared', 'master-data', 'i18n']) {
      for (const file of sourceFiles(join(srcDir, area))) {
        const text = readFileSync(file, 'utf8');
        for (const m of text.matchAll(
          /'((?:grid|crud|form|common|masterData|days|format|nav|screens)\.[A-Za-z. ]+)'/g,
        )) {
          used.add(m[1] as string);
        }
      }
    }
    expect(used.size).toBeGreaterThan(40);
    for (const key of used) expect(hasMessage(key), key).toBe(true);
  });

  it('translate with fallback to English, then to the key', () => {
    expect(translate('en', 'crud.added', { item: 'Order' })).toBe('Order successfully added');
    expect(translate('tr', 'crud.added', { item: 'Sipariş' })).toBe('Sipariş başarıyla eklendi');
    expect(translate('tr', 'no.such.key')).toBe('no.such.key');
    const merged = mergeCatalogs([{ en: { only: 'English only' }, tr: {} }]);
    expect(merged.tr['only']).toBeUndefined();
    expect(renderMessage('tr', { text: 'Server text' })).toBe('Server text');
    expect(renderMessage('en', { key: 'form.range', params: { min: 1, max: 6 } })).toBe(
      'Value must be between 1 and 6.',
    );
  });

  it("read a key's _one form for a count of exactly 1, as i18next does", () => {
    expect(translate('en', 'masterData.upload.refused', { file: 'a.xlsx', count: 1 })).toBe(
      'a.xlsx: 1 problem; nothing was stored.',
    );
    expect(translate('en', 'masterData.upload.refused', { file: 'a.xlsx', count: 2 })).toBe(
      'a.xlsx: 2 problems; nothing was stored.',
    );
    expect(translate('en', 'masterData.upload.refused', { file: 'a.xlsx', count: 0 })).toBe(
      'a.xlsx: 0 problems; nothing was stored.',
    );
    expect(translate('tr', 'masterData.upload.accepted', { file: 'a.xlsx', count: 1 })).toBe(
      'a.xlsx: 1 satır kaydedildi.',
    );
    const result = { assigned: 6, total: 6, vehicles: 1, count: 1, km: '12.5' };
    expect(translate('en', 'dailyPlan.server.result', result)).toBe(
      '6/6 orders planned on 1 vehicle, 12.5 km',
    );
    expect(translate('en', 'dailyPlan.server.result', { ...result, vehicles: 2, count: 2 })).toBe(
      '6/6 orders planned on 2 vehicles, 12.5 km',
    );
    // A result stored before the count was sent reads as it did.
    expect(
      translate('en', 'dailyPlan.server.result', { assigned: 6, total: 6, vehicles: 1, km: '12.5' }),
    ).toBe('6/6 orders planned on 1 vehicles, 12.5 km');
    expect(translate('en', 'form.daySetSize', { count: 1 })).toBe(
      'Choose exactly 1 day for this visit frequency.',
    );
    expect(translate('en', 'form.daySetSize', { count: 3 })).toBe(
      'Choose exactly 3 days for this visit frequency.',
    );
    // A key without a _one form keeps its one text.
    expect(translate('en', 'form.maxInstanceReached', { count: 1 })).toBe(
      CATALOGS.en['form.maxInstanceReached']?.replace('{{count}}', '1'),
    );
  });

  it('give every _one form a key of its own to fall back on, with the same placeholders', () => {
    for (const key of Object.keys(CATALOGS.en).filter((k) => k.endsWith('_one'))) {
      const base = key.slice(0, -'_one'.length);
      expect(hasMessage(base), key).toBe(true);
      expect(placeholdersOf(CATALOGS.en[key] ?? ''), key).toEqual(placeholdersOf(CATALOGS.en[base] ?? ''));
    }
  });

  it('write Turkish percentages with a leading sign', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (v) => {
        expect(translate('tr', 'format.percent', { value: v })).toBe(`%${v}`);
        expect(translate('en', 'format.percent', { value: v })).toBe(`${v}%`);
        expect(formatPercent(v, 'tr')).toBe(translate('tr', 'format.percent', { value: v }));
      }),
    );
    expect(Object.keys(CATALOGS.en).length).toBeGreaterThan(300);
  });
});
