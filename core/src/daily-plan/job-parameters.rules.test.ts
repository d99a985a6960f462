import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  jobFieldLabel,
  jobParameterRanges,
  validateCoordinates,
  validateJobParameters,
} from './job-parameters.rules.js';
import { dailyPlanMessages } from './messages.js';

const valid = {
  maximumRuntimeInMinutes: 1,
  minRouteDurationInHours: null,
  maxRouteDurationInHours: 8,
  minNumberOfVehicles: 0,
  maxNumberOfVehicles: 2,
  trafficSeverityRate: 10,
  vehicleCapacityUtilizationRate: 100,
  maximumInTransitDurationInMinutes: null,
  synchronizedArrivalToDepot: 0,
  isMultiTrip: false,
};

const fields = (values: Record<string, unknown>, vehicles = 2) =>
  validateJobParameters(values, vehicles).map((i) => [i.field, i.messageKey, i.params ?? null]);

describe('validateJobParameters', () => {
  it('accepts the form defaults and absent parameters (their defaults apply)', () => {
    expect(fields(valid)).toEqual([]);
    expect(fields({ minNumberOfVehicles: 0, maxNumberOfVehicles: 1 }, 1)).toEqual([]);
  });

  it('refuses what a planner may type wrongly, naming the field and the range', () => {
    expect(fields({ ...valid, maximumRuntimeInMinutes: -5 })).toEqual([
      ['maximumRuntimeInMinutes', 'dailyPlan.valueBetween', { min: 1, max: 60 }],
    ]);
    expect(fields({ ...valid, maximumRuntimeInMinutes: 0.5 })).toEqual([
      ['maximumRuntimeInMinutes', 'dailyPlan.valueBetween', { min: 1, max: 60 }],
    ]);
    expect(fields({ ...valid, maximumRuntimeInMinutes: 1.5 })).toEqual([
      ['maximumRuntimeInMinutes', 'dailyPlan.wholeNumber', { min: 1, max: 60 }],
    ]);
    expect(fields({ ...valid, maximumRuntimeInMinutes: null })).toEqual([
      ['maximumRuntimeInMinutes', 'dailyPlan.requiredField', null],
    ]);
    expect(fields({ ...valid, trafficSeverityRate: 500 })).toEqual([
      ['trafficSeverityRate', 'dailyPlan.valueBetween', { min: 0, max: 100 }],
    ]);
    expect(fields({ ...valid, vehicleCapacityUtilizationRate: 0 })).toEqual([
      ['vehicleCapacityUtilizationRate', 'dailyPlan.valueBetween', { min: 1, max: 100 }],
    ]);
    expect(fields({ ...valid, minRouteDurationInHours: 9, maxRouteDurationInHours: 4 })).toEqual([
      ['minRouteDurationInHours', 'dailyPlan.minRouteDurationAboveMax', null],
    ]);
    expect(fields({ ...valid, minNumberOfVehicles: 2, maxNumberOfVehicles: 1 })).toEqual([
      ['minNumberOfVehicles', 'dailyPlan.minVehiclesAboveMax', null],
    ]);
    expect(fields({ ...valid, maxNumberOfVehicles: 3 })).toEqual([
      ['maxNumberOfVehicles', 'dailyPlan.valueBetween', { min: 0, max: 2 }],
    ]);
    expect(fields({ ...valid, trafficSeverityRate: 'much' })).toEqual([
      ['trafficSeverityRate', 'dailyPlan.numberExpected', null],
    ]);
    expect(fields({ ...valid, isMultiTrip: true, maximumNumberOfTrips: 0, timeSpentInDc: 0 })).toEqual([
      ['maximumNumberOfTrips', 'dailyPlan.integerAtLeast', { min: 1 }],
    ]);
  });

  it('accepts every value inside a range and refuses every value outside it', () => {
    for (const [field, rule] of Object.entries(jobParameterRanges)) {
      fc.assert(
        fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (value) => {
          const inside =
            (rule.min === undefined || value >= rule.min) &&
            (rule.max === undefined || value <= rule.max) &&
            (!rule.integer || Number.isInteger(value));
          // Without the other route duration: a minimum above the maximum is a rule of its own.
          // Multi-trip on, so that its counts are checked too.
          const alone = {
            ...valid,
            minRouteDurationInHours: null,
            maxRouteDurationInHours: null,
            isMultiTrip: true,
            maximumNumberOfTrips: 1,
            timeSpentInDc: 0,
          };
          const issues = validateJobParameters({ ...alone, [field]: value }, 2);
          expect(issues.some((i) => i.field === field)).toBe(!inside);
        }),
      );
    }
  });
});

describe('validateCoordinates', () => {
  it('refuses a latitude or longitude off the globe', () => {
    expect(validateCoordinates('departure', { latitude: 41, longitude: 29 })).toEqual([]);
    expect(validateCoordinates('departure', { latitude: 999, longitude: 29 })).toEqual([
      { field: 'departure.latitude', messageKey: 'dailyPlan.valueBetween', params: { min: -90, max: 90 } },
    ]);
    expect(validateCoordinates('departure', { latitude: 0, longitude: -181 })[0]?.field).toBe(
      'departure.longitude',
    );
  });
});

describe('jobFieldLabel', () => {
  const translate =
    (lang: 'en' | 'tr') =>
    (key: string, params: Record<string, string | number> = {}) =>
      (dailyPlanMessages[lang][key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, n: string) => String(params[n]));

  it('names parameters and vehicle places in the reader language', () => {
    expect(jobFieldLabel('jobParameterDto.trafficSeverityRate', translate('en'))).toBe(
      'Traffic Severity Rate (%)',
    );
    expect(jobFieldLabel('jobParameterDto.trafficSeverityRate', translate('tr'))).toBe(
      'Trafik Yoğunluğu Oranı (%)',
    );
    expect(jobFieldLabel('vehicleConfigurations.VAN-1.departureLocation.latitude', translate('en'))).toBe(
      'VAN-1 Departure Location latitude',
    );
    expect(jobFieldLabel('refNo', translate('tr'))).toBe('Referans Numarası');
    expect(jobFieldLabel('something.else', translate('en'))).toBe('something.else');
  });
});
