import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { dailyPlanScreenTexts } from '../daily-plan/daily-plan.messages.js';
import { monitoringScreenTexts } from '../order-tracking/monitoring.messages.js';
import { resources } from './index.js';

/** Counts read through i18next's plural rules: one vehicle, one minute, in both languages. */
describe('plurals', () => {
  async function t(language: 'en' | 'tr') {
    const instance = i18next.createInstance();
    await instance.init({ lng: language, fallbackLng: 'en', keySeparator: false, resources: resources() });
    for (const texts of [dailyPlanScreenTexts, monitoringScreenTexts])
      instance.addResourceBundle(language, 'translation', texts[language], true, false);
    return instance.t.bind(instance);
  }

  it('says one vehicle while solving, and several vehicles', async () => {
    const en = await t('en');
    const progress = { seconds: 3, unassigned: 2, total: 9 };
    expect(en('dailyPlanUi.solvingProgress', { ...progress, count: 1 })).toContain('1 vehicle,');
    expect(en('dailyPlanUi.solvingProgress', { ...progress, count: 2 })).toContain('2 vehicles,');
    const tr = await t('tr');
    expect(tr('dailyPlanUi.solvingProgress', { ...progress, count: 1 })).toContain('1 araç,');
  });

  it('says a service duration in the language', async () => {
    expect((await t('en'))('monitoringUi.minutes', { count: 1 })).toBe('1 min');
    expect((await t('tr'))('monitoringUi.minutes', { count: 15 })).toBe('15 dk');
  });
});
