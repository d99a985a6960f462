import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clampPercent,
  hasPaging,
  labelOutsideBar,
  overallProgressColour,
  pageOf,
  routeProgressColour,
} from './percent.rules.js';
import { kpiMetricColumns, pivotKpiRows, type KpiRowInput } from './kpi.js';
import {
  FALLBACK_VEHICLE_COLOUR,
  ROUTE_PALETTE,
  VEHICLE_COLOURS,
  safeColour,
  vehicleColour,
} from './vehicle-colours.js';
import {
  dayNumberOf,
  isWeekday,
  isWeekend,
  joinList,
  sortDayNames,
  sortDays,
  sortDaysOfMonth,
  splitList,
} from './days.js';

describe('percentage clamp and bands', () => {
  it('stays within 0..100 for any input', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        const c = clampPercent(v);
        expect(c).toBeGreaterThanOrEqual(0);
        expect(c).toBeLessThanOrEqual(100);
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (v) => {
        expect(clampPercent(v)).toBe(v + 0);
      }),
    );
  });
  it('follows the spec examples', () => {
    expect(clampPercent('abc')).toBe(0);
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(150)).toBe(100);
    expect(clampPercent('42')).toBe(42);
    expect(clampPercent(Infinity)).toBe(100);
    expect(clampPercent(null)).toBe(0);
    expect(overallProgressColour(32.9)).toBe('red');
    expect(overallProgressColour(33)).toBe('amber');
    expect(overallProgressColour(65)).toBe('amber');
    expect(overallProgressColour(66)).toBe('green');
    expect(routeProgressColour(39)).toBe('red');
    expect(routeProgressColour(40)).toBe('amber');
    expect(routeProgressColour(69)).toBe('amber');
    expect(routeProgressColour(70)).toBe('green');
    expect(labelOutsideBar(19)).toBe(true);
    expect(labelOutsideBar(20)).toBe(false);
  });
  it('colours bands monotonically', () => {
    const rank = { red: 0, amber: 1, green: 2 };
    fc.assert(
      fc.property(
        fc.double({ min: -10, max: 120, noNaN: true }),
        fc.double({ min: -10, max: 120, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(rank[overallProgressColour(lo)]).toBeLessThanOrEqual(rank[overallProgressColour(hi)]);
          expect(rank[routeProgressColour(lo)]).toBeLessThanOrEqual(rank[routeProgressColour(hi)]);
        },
      ),
    );
  });
  it('pages route progress by 5', () => {
    const items = Array.from({ length: 12 }, (_, i) => i);
    expect(pageOf(items, 0)).toEqual([0, 1, 2, 3, 4]);
    expect(pageOf(items, 2)).toEqual([10, 11]);
    expect(pageOf(items, 9)).toEqual([10, 11]);
    expect(hasPaging(5)).toBe(false);
    expect(hasPaging(6)).toBe(true);
  });
});

describe('KPI pivot', () => {
  const row = (over: Partial<KpiRowInput>): KpiRowInput => ({
    date: '2024-01-01',
    jobRefNo: 'J1',
    vehiclePlate: '34A',
    kpiMetricName: 'FixedCost',
    kpiType: 'Cost',
    kpiValue: 1,
    ...over,
  });
  it('turns rows into one row per date, job, plate and type', () => {
    const rows = [
      row({ kpiMetricName: 'DistanceCost', kpiValue: 10 }),
      row({ kpiMetricName: 'DurationCost', kpiValue: 20 }),
      row({ vehiclePlate: '06B', kpiMetricName: 'NumberOfStops', kpiValue: 3 }),
    ];
    expect(pivotKpiRows(rows)).toEqual([
      {
        date: '2024-01-01',
        jobRefNo: 'J1',
        vehiclePlate: '34A',
        kpiType: 'Cost',
        DistanceCost: 10,
        DurationCost: 20,
      },
      { date: '2024-01-01', jobRefNo: 'J1', vehiclePlate: '06B', kpiType: 'Cost', NumberOfStops: 3 },
    ]);
    expect(kpiMetricColumns(rows)).toEqual(['DistanceCost', 'DurationCost', 'NumberOfStops']);
  });
  it('keeps every value and never merges different keys', () => {
    const metric = fc.constantFrom(
      'DistanceCost',
      'DurationCost',
      'FixedCost',
      'NumberOfOrders',
      'NumberOfStops',
      'TotalInvoiceAmount',
    );
    const arb = fc.array(
      fc.record({
        date: fc.constantFrom('2024-01-01', '2024-01-02'),
        jobRefNo: fc.constantFrom('J1', 'J2'),
        vehiclePlate: fc.constantFrom('A', 'B'),
        kpiMetricName: metric,
        kpiType: fc.constantFrom('Cost', 'Count'),
        kpiValue: fc.integer(),
      }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(arb, (rows) => {
        const pivot = pivotKpiRows(rows);
        const keys = new Set(rows.map((r) => [r.date, r.jobRefNo, r.vehiclePlate, r.kpiType].join('|')));
        expect(pivot).toHaveLength(keys.size);
        for (const r of rows) {
          const last = [...rows]
            .reverse()
            .find(
              (x) =>
                x.date === r.date &&
                x.jobRefNo === r.jobRefNo &&
                x.vehiclePlate === r.vehiclePlate &&
                x.kpiType === r.kpiType &&
                x.kpiMetricName === r.kpiMetricName,
            );
          const target = pivot.find(
            (p) =>
              p.date === r.date &&
              p.jobRefNo === r.jobRefNo &&
              p.vehiclePlate === r.vehiclePlate &&
              p.kpiType === r.kpiType,
          );
          expect(target?.[r.kpiMetricName]).toBe(last?.kpiValue);
        }
      }),
    );
  });
});

describe('vehicle colours', () => {
  it('has 150 entries keyed 1..150 and falls back to black', () => {
    expect(VEHICLE_COLOURS.size).toBe(150);
    expect(ROUTE_PALETTE).toHaveLength(19);
    expect(vehicleColour(0)).toEqual(FALLBACK_VEHICLE_COLOUR);
    expect(vehicleColour(151)).toEqual(FALLBACK_VEHICLE_COLOUR);
    expect(vehicleColour(null)).toEqual(FALLBACK_VEHICLE_COLOUR);
    expect(vehicleColour(undefined)).toEqual(FALLBACK_VEHICLE_COLOUR);
    expect(FALLBACK_VEHICLE_COLOUR.dark).toBe('#000000');
    expect(safeColour('#12abEF')).toBe('#12abEF');
    expect(safeColour('red; x')).toBe('#000000');
    expect(safeColour(null)).toBe('#000000');
  });
  it('gives every index a valid hex colour set, neighbours distinct', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 149 }), (i) => {
        const c = vehicleColour(i);
        for (const v of [c.dark, c.light, c.text]) expect(v).toMatch(/^#[0-9A-F]{6}$/);
        expect(vehicleColour(i + 1).dark).not.toBe(c.dark);
      }),
    );
  });
});

describe('days', () => {
  it('orders days Monday to Sunday and splits weekday and weekend', () => {
    expect(sortDays([6, 0, 3, 3, 9, -1])).toEqual([0, 3, 6]);
    expect(sortDayNames(['Sunday', 'Monday', 'Funday', 'Wednesday'])).toEqual([
      'Monday',
      'Wednesday',
      'Sunday',
    ]);
    expect([0, 1, 2, 3, 4].every(isWeekday)).toBe(true);
    expect([5, 6].every(isWeekend)).toBe(true);
    expect(isWeekday(5) || isWeekend(4)).toBe(false);
    expect(sortDaysOfMonth([31, 2, 10, 2, 0, 32])).toEqual([2, 10, 31]);
    expect(dayNumberOf(new Date(2024, 0, 1))).toBe(0);
    expect(dayNumberOf(new Date(2024, 0, 7))).toBe(6);
  });
  it('round-trips comma lists', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z0-9]+$/)), (items) => {
        expect(splitList(joinList(items))).toEqual(items);
      }),
    );
    expect(splitList(null)).toEqual([]);
    expect(splitList(' 1, 2 ,,3')).toEqual(['1', '2', '3']);
  });
});
