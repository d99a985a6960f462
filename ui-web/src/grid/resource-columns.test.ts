import { describe, expect, it } from 'vitest';
import { CATALOGS, MASTER_DATA_RESOURCES } from '@rota/core';
import { resources } from '../i18n/index.js';
import { columnViews, formatValue, type ColumnTexts } from './resource-columns.js';

const texts = (language: 'en' | 'tr'): ColumnTexts => ({
  language,
  t: (key) => CATALOGS[language][key] ?? key,
  has: (key) => key in CATALOGS.en,
});

describe('columnViews', () => {
  it('shows the declared grid columns with their form labels, sorts and filters', () => {
    const views = columnViews(MASTER_DATA_RESOURCES.cargoTypes.storage, texts('en'));
    expect(views.map((v) => [v.field, v.header, v.sort, v.filter])).toEqual([
      ['refNo', 'Reference No', true, true],
      ['name', 'Name', true, true],
      ['description', 'Description', false, true],
    ]);
  });

  it('labels every column of every declared entry in both languages', () => {
    for (const [name, entry] of Object.entries(MASTER_DATA_RESOURCES)) {
      if (!('storage' in entry)) continue;
      for (const language of ['en', 'tr'] as const) {
        for (const view of columnViews(entry.storage, texts(language)))
          expect(view.header, `${name}.${view.field} (${language})`).not.toMatch(/^masterData\./);
      }
    }
  });

  it('shows a chosen value by its choice label', () => {
    const views = columnViews(MASTER_DATA_RESOURCES.orders.storage, texts('tr'));
    const orderType = views.find((v) => v.field === 'orderType');
    expect(orderType?.format('DELIVERY')).toBe(CATALOGS.tr['masterData.places.orderType.DELIVERY']);
    expect(views.find((v) => v.field === 'currency')?.format('EUR')).toBe('EUR');
  });

  it('leaves out the columns declared off the grid', () => {
    const fields = columnViews(MASTER_DATA_RESOURCES.locations.storage, texts('en')).map((v) => v.field);
    expect(fields).toContain('locationType');
    expect(fields).not.toContain('timeWindows');
    expect(fields).not.toContain('distributionCenterId');
  });
});

describe('formatValue', () => {
  it('writes dates, numbers, flags and days the way each language reads them', () => {
    expect(formatValue('date', '2026-11-24', texts('en'))).toBe('24-11-2026');
    expect(formatValue('date', '2026-11-24', texts('tr'))).toBe('24-11-2026');
    expect(formatValue('decimal', 1234.5, texts('en'))).toBe('1,234.5');
    expect(formatValue('decimal', 1234.5, texts('tr'))).toBe('1.234,5');
    expect(formatValue('decimal', 41.008212, texts('tr'))).toBe('41,008212');
    expect(formatValue('boolean', true, texts('tr'))).toBe('Evet');
    expect(formatValue('boolean', false, texts('en'))).toBe('No');
    expect(formatValue('days', '0,4', texts('en'))).toBe('Monday, Friday');
    expect(formatValue('time', '08:30:00', texts('en'))).toBe('08:30');
    expect(formatValue('text', null, texts('en'))).toBe('');
  });

  it('writes a timestamp in local time with minutes', () => {
    const at = new Date(2026, 10, 24, 9, 5);
    expect(formatValue('timestamp', at.toISOString(), texts('tr'))).toBe('24-11-2026 09:05:00');
    expect(formatValue('timestamp', at.toISOString(), texts('en'))).toBe('24-11-2026 09:05:00');
  });
});

describe('every grid header comes from the catalog', () => {
  it('no column of a declared resource falls back to its field name, in English or Turkish', () => {
    const catalogs = resources();
    const missing: string[] = [];
    for (const [name, entry] of Object.entries(MASTER_DATA_RESOURCES)) {
      if (!('storage' in entry) || !entry.storage) continue;
      for (const language of ['en', 'tr'] as const) {
        const catalog = catalogs[language].translation as Record<string, string>;
        const shown = new Set(Object.values(catalog));
        const own = { language, t: (k: string) => catalog[k] ?? k, has: (k: string) => k in catalog };
        for (const view of columnViews(entry.storage, own)) {
          if (!shown.has(view.header)) missing.push(`${language} ${name}.${view.field}: ${view.header}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
