import { describe, expect, it } from 'vitest';
import {
  dailyPlanMessages,
  jobParameterLabelKey,
  jobParameterOptionKey,
  jobParameterFieldDefinitions,
} from '@rota/core/daily-plan';

describe('job-parameter input-field-options in the reader language', () => {
  const fields = jobParameterFieldDefinitions((key) => key);

  it('has an English and a Turkish label for every parameter', () => {
    for (const field of fields) {
      expect(dailyPlanMessages.en[jobParameterLabelKey(field.name)], field.name).toBeTruthy();
      expect(dailyPlanMessages.tr[jobParameterLabelKey(field.name)], field.name).toBeTruthy();
    }
  });

  it('has an English and a Turkish text for every option of every list', () => {
    const options = fields.flatMap((field) =>
      (field.options ?? []).map((option) => jobParameterOptionKey(field.name, String(option.key))),
    );
    expect(options).toContain('dailyPlan.option.serviceDurationFunction.PerOrder');
    for (const key of options) {
      expect(dailyPlanMessages.en[key], key).toBeTruthy();
      expect(dailyPlanMessages.tr[key], key).toBeTruthy();
      expect(dailyPlanMessages.tr[key], key).not.toBe(dailyPlanMessages.en[key]);
    }
  });
});
