import { describe, expect, it } from 'vitest';
import {
  territoryPlanParametersInputSchema,
  territoryPlanParameterFields,
} from './territory-plan-parameters.js';

describe('territory plan parameters', () => {
  it('fills what is not given: every vehicle, Monday to Friday, 08:00 to 18:00, 30 km/h', () => {
    expect(territoryPlanParametersInputSchema.parse({})).toEqual({
      vehicleCount: undefined,
      workingDays: [0, 1, 2, 3, 4],
      dayStart: 8 * 3600,
      dayEnd: 18 * 3600,
      speedKmh: 30,
    });
    expect(
      territoryPlanParametersInputSchema.parse({ vehicleCount: '', dayStart: '', speedKmh: '' }),
    ).toMatchObject({
      vehicleCount: null,
      dayStart: 8 * 3600,
      speedKmh: 30,
    });
  });

  it('reads the form: days as a comma list or numbers, times with or without seconds', () => {
    expect(
      territoryPlanParametersInputSchema.parse({
        vehicleCount: '4',
        workingDays: '5,0,2,2',
        dayStart: '07:30',
        dayEnd: '16:00:00',
        speedKmh: 45,
      }),
    ).toEqual({ vehicleCount: 4, workingDays: [0, 2, 5], dayStart: 27000, dayEnd: 57600, speedKmh: 45 });
    expect(territoryPlanParametersInputSchema.parse({ workingDays: [1, 3] }).workingDays).toEqual([1, 3]);
  });

  it.each([
    [{ workingDays: '0,7' }, 'territory.invalidDays'],
    [{ workingDays: '' }, 'territory.invalidDays'],
    [{ dayStart: '8 am' }, 'territory.plan.param.invalidTime'],
    [{ dayStart: '18:00', dayEnd: '09:00' }, 'territory.plan.param.endAfterStart'],
  ])('refuses %j', (input, message) => {
    const parsed = territoryPlanParametersInputSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('offers a field for each parameter', () => {
    expect(territoryPlanParameterFields.map((f) => f.name)).toEqual(
      Object.keys(territoryPlanParametersInputSchema.parse({ vehicleCount: 1 })),
    );
  });
});
