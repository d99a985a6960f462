import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { costReportTotals } from './cost-report.model.js';

const row = (jobRefNo: string, kpiType: string, kpiMetricName: string, kpiValue: number | null) => ({
  date: '2026-01-01',
  jobRefNo,
  vehiclePlate: '34 ABC 1',
  kpiMetricName,
  kpiType,
  kpiValue,
});

describe('cost report totals', () => {
  it('sums each metric per type over every trip, a missing value counting as nothing', () => {
    expect(
      costReportTotals({
        rows: [
          row('J1', 'Planned', 'Distance', 10.5),
          row('J2', 'Planned', 'Distance', 4.5),
          row('J1', 'Actual', 'Distance', 12),
          row('J2', 'Actual', 'Distance', null),
          row('J1', 'Planned', 'NumberOfOrders', 3),
        ],
      }),
    ).toEqual([
      { kpiType: 'Planned', values: { Distance: 15, NumberOfOrders: 3 } },
      { kpiType: 'Actual', values: { Distance: 12 } },
    ]);
  });

  it('keeps the grand total of every value whatever the rows', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            type: fc.constantFrom('Planned', 'Actual'),
            metric: fc.constantFrom('Distance', 'TotalCost'),
            value: fc.integer({ min: 0, max: 10_000 }),
          }),
        ),
        (items) => {
          const totals = costReportTotals({ rows: items.map((i) => row('J', i.type, i.metric, i.value)) });
          const sum = totals.reduce((s, t) => s + Object.values(t.values).reduce((a, b) => a + b, 0), 0);
          expect(sum).toBe(items.reduce((s, i) => s + i.value, 0));
        },
      ),
    );
  });
});
