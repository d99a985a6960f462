import { describe, expect, it } from 'vitest';
import { dailyPlanScreenTexts } from './daily-plan.messages.js';

// Every literal key the daily-plan screens (and their ad hoc parts) use is checked against the
// loaded catalogs, with the rest of the web UI, in src/composition/message-keys.test.ts.
describe('daily plan screen texts', () => {
  it('Turkish has every English label', () => {
    expect(Object.keys(dailyPlanScreenTexts.tr).sort()).toEqual(Object.keys(dailyPlanScreenTexts.en).sort());
  });

  it('Turkish says each label in Turkish, not as the English text', () => {
    const same = Object.keys(dailyPlanScreenTexts.en).filter(
      (key) =>
        dailyPlanScreenTexts.tr[key] === dailyPlanScreenTexts.en[key] &&
        /[a-z]{4,}/.test(dailyPlanScreenTexts.en[key] ?? ''),
    );
    expect(same).toEqual([]);
  });
});
