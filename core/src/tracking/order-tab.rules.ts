import type { OrderAction, OrderStatus } from './order-status.schema.js';

/** Status tabs of order tracking, in display order. */
export const orderTrackingTabs = [
  'ALL',
  'AWAITING_VISIT',
  'COMPLETED',
  'INPROGRESS',
  'CANCELLED',
  'FAILED',
] as const;
export type OrderTrackingTab = (typeof orderTrackingTabs)[number];

export const orderTrackingTabDisplay: Readonly<Record<OrderTrackingTab, string>> = {
  ALL: 'All',
  AWAITING_VISIT: 'Awaiting Visit',
  COMPLETED: 'Completed',
  INPROGRESS: 'Inprogress',
  CANCELLED: 'Cancelled',
  FAILED: 'Failed',
};

/**
 * The tab an order belongs to (besides All), or null when none:
 * Awaiting Visit: DELIVERY with DISPATCHED or IN_TRANSIT; PICKUP with DISPATCHED or HEADED_TO_LOCATION.
 * Inprogress: VEHICLE_AT_LOCATION or SERVICING for either action; PICKED for PICKUP only.
 */
export function orderTabOf(
  action: OrderAction,
  status: OrderStatus,
): Exclude<OrderTrackingTab, 'ALL'> | null {
  switch (status) {
    case 'DISPATCHED':
      return 'AWAITING_VISIT';
    case 'IN_TRANSIT':
      return action === 'DELIVERY' ? 'AWAITING_VISIT' : null;
    case 'HEADED_TO_LOCATION':
      return action === 'PICKUP' ? 'AWAITING_VISIT' : null;
    case 'VEHICLE_AT_LOCATION':
    case 'SERVICING':
      return 'INPROGRESS';
    case 'PICKED':
      return action === 'PICKUP' ? 'INPROGRESS' : null;
    case 'COMPLETED':
      return 'COMPLETED';
    case 'CANCELLED':
      return 'CANCELLED';
    case 'FAILED':
      return 'FAILED';
    default:
      return null;
  }
}

type TabRow = { readonly action: OrderAction; readonly status: OrderStatus };

export function rowsOfTab<T extends TabRow>(rows: readonly T[], tab: OrderTrackingTab): T[] {
  return tab === 'ALL' ? [...rows] : rows.filter((row) => orderTabOf(row.action, row.status) === tab);
}

export function orderTabCounts(rows: readonly TabRow[]): Record<OrderTrackingTab, number> {
  const counts = Object.fromEntries(orderTrackingTabs.map((tab) => [tab, 0])) as Record<
    OrderTrackingTab,
    number
  >;
  counts.ALL = rows.length;
  for (const row of rows) {
    const tab = orderTabOf(row.action, row.status);
    if (tab !== null) counts[tab] += 1;
  }
  return counts;
}

/** The tab kept in the selectOption query parameter; anything unknown is All. */
export function parseSelectOption(value: string | null | undefined): OrderTrackingTab {
  return (orderTrackingTabs as readonly string[]).includes(value ?? '') ? (value as OrderTrackingTab) : 'ALL';
}
