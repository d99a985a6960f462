import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { adhocScreenTexts } from './adhoc.messages.js';

async function translator(lng: 'en' | 'tr') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: { [lng]: { translation: adhocScreenTexts[lng] } },
    interpolation: { escapeValue: false },
  });
  return i18n.t.bind(i18n);
}

/** The toolbar's summary as AdhocToolbar builds it. */
function summary(t: Awaited<ReturnType<typeof translator>>, n: [number, number, number, number]): string {
  return t('adhocUi.pendingSummary', {
    changes: t('adhocUi.pendingChanges', { count: n[0] }),
    added: t('adhocUi.pendingAdded', { count: n[1] }),
    removed: t('adhocUi.pendingRemoved', { count: n[2] }),
    pins: t('adhocUi.pendingPins', { count: n[3] }),
  });
}

describe('ad hoc texts', () => {
  it('has every English label in Turkish', () => {
    expect(Object.keys(adhocScreenTexts.tr).sort()).toEqual(Object.keys(adhocScreenTexts.en).sort());
  });

  it('counts in the singular for one and in the plural otherwise (English)', async () => {
    const t = await translator('en');
    expect(summary(t, [0, 0, 0, 0])).toBe('0 location changes, 0 orders to add, 0 to remove, 0 pins');
    expect(summary(t, [1, 1, 1, 1])).toBe('1 location change, 1 order to add, 1 to remove, 1 pin');
    expect(summary(t, [2, 3, 4, 5])).toBe('2 location changes, 3 orders to add, 4 to remove, 5 pins');
    expect(t('adhocUi.diffUnchanged', { count: 1 })).toBe('1 order unchanged.');
    expect(t('adhocUi.diffUnchanged', { count: 7 })).toBe('7 orders unchanged.');
    expect(t('adhocUi.diffNone', { count: 1 })).toBe('No stop changed: 1 order is where it was.');
    expect(t('adhocUi.diffNone', { count: 7 })).toBe('No stop changed: 7 orders are where they were.');
  });

  it('keeps the noun singular after a number (Turkish)', async () => {
    const t = await translator('tr');
    expect(summary(t, [1, 2, 0, 1])).toBe(
      '1 konum değişikliği, eklenecek 2 sipariş, çıkarılacak 0, 1 sabitleme',
    );
    expect(t('adhocUi.diffUnchanged', { count: 1 })).toBe('1 sipariş değişmedi.');
    expect(t('adhocUi.diffUnchanged', { count: 7 })).toBe('7 sipariş değişmedi.');
  });
});
