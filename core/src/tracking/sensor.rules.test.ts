import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chooseSensorJob,
  clampSensorZoom,
  sensorControls,
  sensorPeriods,
  sensorZoomMinimumMs,
} from './sensor.rules.js';
import { validateVehicleDateRange } from './tracking.validation.js';

describe('sensor tracking', () => {
  it('turns readings into open and closed periods, the last one ongoing', () => {
    const periods = sensorPeriods([
      { sensorLabel: 'Door 1', date: '2026-01-01T10:05:00Z', measurement: false },
      { sensorLabel: 'Door 1', date: '2026-01-01T10:00:00Z', measurement: true },
      { sensorLabel: 'Door 1', date: '2026-01-01T10:07:00Z', measurement: false },
      { sensorLabel: 'Door 2', date: '2026-01-01T11:00:00Z', measurement: true },
    ]);
    expect(periods).toEqual([
      { sensorLabel: 'Door 1', state: 'open', start: '2026-01-01T10:00:00Z', end: '2026-01-01T10:05:00Z' },
      { sensorLabel: 'Door 1', state: 'closed', start: '2026-01-01T10:05:00Z', end: null },
      { sensorLabel: 'Door 2', state: 'open', start: '2026-01-01T11:00:00Z', end: null },
    ]);
  });

  it('alternates states and leaves exactly one ongoing period per sensor', () => {
    const reading = fc.record({
      sensorLabel: fc.constantFrom('A', 'B'),
      date: fc
        .integer({ min: 0, max: 10_000 })
        .map((m) => new Date(Date.UTC(2026, 0, 1) + m * 60_000).toISOString()),
      measurement: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(reading, { maxLength: 30 }), (readings) => {
        const periods = sensorPeriods(readings);
        for (const label of new Set(readings.map((r) => r.sensorLabel))) {
          const mine = periods.filter((p) => p.sensorLabel === label);
          expect(mine.filter((p) => p.end === null)).toHaveLength(1);
          mine.slice(1).forEach((p, i) => expect(p.state).not.toBe(mine[i]!.state));
        }
      }),
    );
  });

  it('never zooms below 60 seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e12 }), (a, b) => {
        const zoom = clampSensorZoom(a, b);
        expect(zoom.end - zoom.start).toBeGreaterThanOrEqual(sensorZoomMinimumMs);
      }),
    );
  });

  it('clears vehicle and data when the job changes; View Data needs job and vehicle', () => {
    const selection = {
      jobRefNo: 'J1',
      vehicleRefNo: 'V1',
      readings: [{ sensorLabel: 'A', date: '2026-01-01', measurement: true }],
    };
    expect(chooseSensorJob(selection, 'J2')).toEqual({ jobRefNo: 'J2', vehicleRefNo: null, readings: [] });
    expect(sensorControls({ jobRefNo: null, vehicleRefNo: null })).toEqual({
      vehicleSelectEnabled: false,
      viewDataEnabled: false,
    });
    expect(sensorControls(selection)).toEqual({ vehicleSelectEnabled: true, viewDataEnabled: true });
  });

  it('asks for a vehicle and a date range', () => {
    const key = 'tracking.selectVehicleAndDateRange';
    expect(
      validateVehicleDateRange({ vehicleRefNos: [], startDate: '2026-01-01', endDate: '2026-01-02' })[0]
        ?.messageKey,
    ).toBe(key);
    expect(
      validateVehicleDateRange({ vehicleRefNos: ['V'], startDate: null, endDate: '2026-01-02' })[0]
        ?.messageKey,
    ).toBe(key);
    expect(
      validateVehicleDateRange({ vehicleRefNos: ['V'], startDate: '2026-01-03', endDate: '2026-01-02' }),
    ).toHaveLength(1);
    expect(
      validateVehicleDateRange({ vehicleRefNos: ['V'], startDate: '2026-01-01', endDate: '2026-01-02' }),
    ).toEqual([]);
  });
});
