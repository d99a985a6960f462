import { describe, expect, it } from 'vitest';
import type { DriverRoute } from '@rota/core/tracking';
import { routeChangeNotices } from './route-change.js';

const stop = (visitOrder: number, name: string, orders: string[]) => ({
  visitOrder,
  type: 'visit' as const,
  locationRefNo: `L-${name}`,
  locationName: name,
  latitude: 41,
  longitude: 29,
  plannedArrival: '2026-12-07T09:00:00+03:00',
  plannedServiceStart: '2026-12-07T09:00:00+03:00',
  plannedServiceEnd: '2026-12-07T09:10:00+03:00',
  orders: orders.map((orderRefNo) => ({ orderRefNo, orderName: null, action: 'DELIVERY' as const })),
  eta: null,
  status: null,
  reason: null,
});
const route = (jobRefNo: string, names: string[]): DriverRoute => ({
  jobRefNo,
  taskDate: '2026-12-07',
  vehicleRefNo: 'V1',
  vehiclePlate: '34 AB 1',
  polyline: null,
  stops: names.map((n, i) => stop(i + 1, n, [`O-${n}`])),
});

describe('routeChangeNotices', () => {
  it('names stops that arrive, stops that leave, and a new order of the kept ones', () => {
    const before = [route('J', ['A', 'B', 'C'])];
    expect(routeChangeNotices(before, [route('J', ['A', 'B', 'C', 'D'])], 'J')).toEqual([
      { key: 'tracking.dispatch.driverAdded', params: { location: 'D' } },
    ]);
    expect(routeChangeNotices(before, [route('J', ['A', 'D', 'B', 'C'])], 'J')).toEqual([
      { key: 'tracking.dispatch.driverAdded', params: { location: 'D' } },
      { key: 'tracking.dispatch.driverReordered', params: {} },
    ]);
    expect(routeChangeNotices(before, [route('J', ['A', 'C'])], 'J')).toEqual([
      { key: 'tracking.dispatch.driverRemoved', params: { location: 'B' } },
    ]);
    expect(routeChangeNotices(before, [route('J', ['C', 'A', 'B'])], 'J')).toEqual([
      { key: 'tracking.dispatch.driverReordered', params: {} },
    ]);
  });

  it('says nothing when the route did not change, or for another job', () => {
    const before = [route('J', ['A', 'B'])];
    expect(routeChangeNotices(before, [route('J', ['A', 'B'])], 'J')).toEqual([]);
    expect(routeChangeNotices(before, [route('J', ['A', 'B']), route('K', ['Z'])], 'K')).toEqual([
      { key: 'tracking.dispatch.driverAdded', params: { location: 'Z' } },
    ]);
  });
});
