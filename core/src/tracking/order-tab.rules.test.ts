import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderStatusValues, type OrderAction, type OrderStatus } from './order-status.schema.js';
import {
  orderTabCounts,
  orderTabOf,
  orderTrackingTabs,
  parseSelectOption,
  rowsOfTab,
} from './order-tab.rules.js';

const action = fc.constantFrom<OrderAction>('DELIVERY', 'PICKUP');
const status = fc.constantFrom(...orderStatusValues);

describe('order-tracking tab grouping', () => {
  it('follows the spec table', () => {
    const cases: [OrderAction, OrderStatus, string | null][] = [
      ['DELIVERY', 'DISPATCHED', 'AWAITING_VISIT'],
      ['DELIVERY', 'IN_TRANSIT', 'AWAITING_VISIT'],
      ['DELIVERY', 'HEADED_TO_LOCATION', null],
      ['PICKUP', 'DISPATCHED', 'AWAITING_VISIT'],
      ['PICKUP', 'HEADED_TO_LOCATION', 'AWAITING_VISIT'],
      ['PICKUP', 'IN_TRANSIT', null],
      ['DELIVERY', 'VEHICLE_AT_LOCATION', 'INPROGRESS'],
      ['PICKUP', 'SERVICING', 'INPROGRESS'],
      ['PICKUP', 'PICKED', 'INPROGRESS'],
      ['DELIVERY', 'PICKED', null],
      ['DELIVERY', 'COMPLETED', 'COMPLETED'],
      ['PICKUP', 'CANCELLED', 'CANCELLED'],
      ['DELIVERY', 'FAILED', 'FAILED'],
      ['DELIVERY', 'CREATED', null],
    ];
    for (const [a, s, tab] of cases) expect(orderTabOf(a, s), `${a} ${s}`).toBe(tab);
  });

  it('puts each row in at most one tab besides All, and the counts add up', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ action, status })), (rows) => {
        const counts = orderTabCounts(rows);
        expect(counts.ALL).toBe(rows.length);
        const grouped = orderTrackingTabs.filter((t) => t !== 'ALL').reduce((sum, t) => sum + counts[t], 0);
        expect(grouped).toBe(rows.filter((r) => orderTabOf(r.action, r.status) !== null).length);
        for (const tab of orderTrackingTabs) expect(rowsOfTab(rows, tab)).toHaveLength(counts[tab]);
      }),
    );
  });

  it('reads the selectOption parameter', () => {
    expect(parseSelectOption('COMPLETED')).toBe('COMPLETED');
    expect(parseSelectOption('nonsense')).toBe('ALL');
    expect(parseSelectOption(null)).toBe('ALL');
  });
});
