import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  minutesOfDay,
  validateCustomLocationName,
  validateStopServeBefore,
  validateVehicleConfiguration,
} from './vehicle-configuration.validation.js';

const keys = (issues: readonly { messageKey: string }[]) => issues.map((i) => i.messageKey);
const place = { refNo: 'D1', name: 'Depot', latitude: 41, longitude: 29 };
const hhmm = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

describe('vehicle configuration', () => {
  it('reports each missing field with its message', () => {
    expect(keys(validateVehicleConfiguration({}))).toEqual([
      'dailyPlan.departureLocationRequired',
      'dailyPlan.arrivalLocationRequired',
      'dailyPlan.shiftStartRequired',
      'dailyPlan.shiftEndRequired',
    ]);
    expect(
      keys(
        validateVehicleConfiguration({
          departureLocation: place,
          arrivalLocation: place,
          shiftStart: '8:00',
          shiftEnd: '25:00',
        }),
      ),
    ).toEqual(['dailyPlan.invalidTimeFormat', 'dailyPlan.invalidTimeFormat']);
    expect(
      keys(
        validateVehicleConfiguration({
          departureLocation: place,
          arrivalLocation: place,
          shiftStart: '18:00',
          shiftEnd: '08:00',
        }),
      ),
    ).toEqual(['dailyPlan.shiftEndAfterStart']);
  });

  it('accepts a shift exactly when the end is after the start', () => {
    fc.assert(
      fc.property(hhmm, hhmm, (start, end) => {
        const issues = validateVehicleConfiguration({
          departureLocation: place,
          arrivalLocation: place,
          shiftStart: start,
          shiftEnd: end,
        });
        expect(issues.length === 0).toBe(minutesOfDay(end)! > minutesOfDay(start)!);
      }),
    );
  });
});

describe('custom location name', () => {
  it('is required and unique against depots and other custom locations', () => {
    expect(keys(validateCustomLocationName(' ', [], []))).toEqual(['dailyPlan.locationNameRequired']);
    expect(keys(validateCustomLocationName('Main Depot', ['main depot'], []))).toEqual([
      'dailyPlan.locationNameUnique',
    ]);
    expect(keys(validateCustomLocationName('Stop A', [], ['Stop A']))).toEqual([
      'dailyPlan.locationNameUnique',
    ]);
    expect(validateCustomLocationName('Stop B', ['Main Depot'], ['Stop A'])).toEqual([]);
  });
});

describe('serve before', () => {
  it('lies between the stop end time and 24:00', () => {
    expect(validateStopServeBefore(null, '10:00')).toEqual([]);
    expect(validateStopServeBefore('10:30', '10:00')).toEqual([]);
    expect(validateStopServeBefore('24:00', '10:00')).toEqual([]);
    expect(validateStopServeBefore('09:59', '10:00')).toEqual([
      {
        field: 'serveBefore',
        messageKey: 'dailyPlan.chooseTimeBetween',
        params: { minTime: '10:00', maxTime: '24:00' },
      },
    ]);
    expect(validateStopServeBefore('11:00', '2026-01-02T12:15:00')).toHaveLength(1);
  });

  it('agrees with the minute order for any pair of times', () => {
    fc.assert(
      fc.property(hhmm, hhmm, (value, end) => {
        expect(validateStopServeBefore(value, end).length === 0).toBe(
          minutesOfDay(value)! >= minutesOfDay(end)!,
        );
      }),
    );
  });
});
