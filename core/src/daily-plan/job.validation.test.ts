import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampVehicleCount,
  clampVehicleCountParameters,
  isReferenceLongEnough,
  jobModalButtons,
  selectionBanner,
  validateDistributionCenter,
  validateJobReference,
  validateMultiTrip,
  validateVehicleCount,
  vehicleCountBounds,
} from './job.validation.js';

const keys = (issues: readonly { messageKey: string }[]) => issues.map((i) => i.messageKey);
const allowedChar = fc.constantFrom(...'abcXYZ019-_.~ çğş'.split(''));

describe('job reference number', () => {
  it('follows the spec messages', () => {
    expect(keys(validateJobReference(''))).toEqual(['dailyPlan.referenceNumberRequired']);
    expect(keys(validateJobReference(undefined))).toEqual(['dailyPlan.referenceNumberRequired']);
    expect(keys(validateJobReference('ab'))).toEqual(['dailyPlan.referenceNumberMin']);
    expect(keys(validateJobReference('a'.repeat(37)))).toEqual(['dailyPlan.referenceNumberMax']);
    expect(keys(validateJobReference('JOB 2024-01_a.b~c'))).toEqual([]);
    expect(keys(validateJobReference('JOB/1'))).toEqual(['dailyPlan.referenceNumberCharacters']);
    expect(validateJobReference('a'.repeat(36))).toEqual([]);
  });

  it('accepts allowed characters exactly when 3 to 36 long', () => {
    fc.assert(
      fc.property(
        fc.array(allowedChar, { maxLength: 45 }).map((cs) => cs.join('')),
        (ref) => {
          const issues = validateJobReference(ref);
          const valid = ref.trim() !== '' && [...ref].length >= 3 && [...ref].length <= 36;
          expect(issues.length === 0).toBe(valid);
          expect(isReferenceLongEnough(ref)).toBe([...ref].length > 2);
        },
      ),
    );
  });

  it('rejects any reference with a character outside the allowed set', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 3, maxLength: 30 }),
        fc.constantFrom('/', '#', '@', '!', '*', '?'),
        (s, bad) => {
          expect(validateJobReference(`${s}${bad}`).length).toBe(1);
        },
      ),
    );
  });
});

describe('distribution center', () => {
  it('is required of an Admin only', () => {
    expect(keys(validateDistributionCenter(['Admin'], null))).toEqual(['dailyPlan.selectDistributionCenter']);
    expect(keys(validateDistributionCenter(['Admin'], ''))).toEqual(['dailyPlan.selectDistributionCenter']);
    expect(validateDistributionCenter(['Admin'], 7)).toEqual([]);
    expect(validateDistributionCenter(['DC Manager'], null)).toEqual([]);
  });
});

describe('vehicle count bounds', () => {
  it('clamps to 0 or the default up to the selected count, at least 1', () => {
    expect(vehicleCountBounds(0)).toEqual({ min: 0, max: 1 });
    expect(vehicleCountBounds(5, 1)).toEqual({ min: 1, max: 5 });
    expect(clampVehicleCount(9, vehicleCountBounds(5))).toBe(5);
    expect(clampVehicleCount(-3, vehicleCountBounds(5))).toBe(0);
    expect(clampVehicleCount(null, vehicleCountBounds(5, 2))).toBe(2);
    expect(
      clampVehicleCountParameters({ minNumberOfVehicles: 4, maxNumberOfVehicles: 12 }, vehicleCountBounds(3)),
    ).toEqual({ minNumberOfVehicles: 3, maxNumberOfVehicles: 3 });
  });

  it('always lands inside the bounds and passes validation', () => {
    fc.assert(
      fc.property(
        fc.nat(500),
        fc.option(fc.nat(10), { nil: undefined }),
        fc.oneof(fc.double(), fc.constant(null)),
        (selected, defaultMin, value) => {
          const bounds = vehicleCountBounds(selected, defaultMin);
          const clamped = clampVehicleCount(value, bounds);
          expect(clamped).toBeGreaterThanOrEqual(bounds.min);
          expect(clamped).toBeLessThanOrEqual(bounds.max);
          expect(bounds.max).toBeGreaterThanOrEqual(1);
          expect(validateVehicleCount('maxNumberOfVehicles', clamped, bounds)).toEqual([]);
        },
      ),
    );
  });

  it('reports missing and out-of-range values', () => {
    const bounds = vehicleCountBounds(4);
    expect(validateVehicleCount('minNumberOfVehicles', null, bounds)).toEqual([
      { field: 'minNumberOfVehicles', messageKey: 'dailyPlan.requiredField' },
    ]);
    expect(validateVehicleCount('maxNumberOfVehicles', 5, bounds)).toEqual([
      { field: 'maxNumberOfVehicles', messageKey: 'dailyPlan.valueBetween', params: { min: 0, max: 4 } },
    ]);
  });
});

describe('multi-trip and modal buttons', () => {
  it('checks trips and time in the DC only with multi-trip on', () => {
    expect(validateMultiTrip({ isMultiTrip: false, maximumNumberOfTrips: 0 })).toEqual([]);
    expect(validateMultiTrip({ isMultiTrip: true, maximumNumberOfTrips: 1, timeSpentInDc: 0 })).toEqual([]);
    expect(
      keys(validateMultiTrip({ isMultiTrip: true, maximumNumberOfTrips: 0, timeSpentInDc: 1.5 })),
    ).toEqual(['dailyPlan.integerAtLeast', 'dailyPlan.integerAtLeast']);
    expect(keys(validateMultiTrip({ isMultiTrip: true }))).toEqual([
      'dailyPlan.requiredField',
      'dailyPlan.requiredField',
    ]);
  });

  it('needs orders and vehicles for Confirm & Queue only', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.nat(3),
        fc.nat(3),
        (referenceValid, parametersValid, o, v) => {
          const buttons = jobModalButtons({
            referenceValid,
            parametersValid,
            orderCount: o,
            vehicleCount: v,
          });
          expect(buttons.confirm).toBe(referenceValid && parametersValid);
          expect(buttons.confirmAndQueue).toBe(buttons.confirm && o > 0 && v > 0);
        },
      ),
    );
    expect(selectionBanner(0, 3)).toEqual({ messageKey: 'dailyPlan.selectAtLeastOneOrderAndVehicle' });
    expect(selectionBanner(4, 2)).toEqual({
      messageKey: 'dailyPlan.ordersVehiclesSelected',
      params: { n: 4, m: 2 },
    });
  });
});
