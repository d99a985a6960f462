import { describe, expect, it } from 'vitest';
import { detailRowsOf, summaryRowsOf } from './job-summary.js';
import type { SummaryStopRow } from './job-summary.repository.js';

const at = (hhmm: string) => new Date(`2026-03-02T${hhmm}:00Z`);

function stop(
  vehicle: number,
  visitOrder: number,
  type: string,
  times: { arrival: string; start: string; end: string },
  leg: { distance: number; duration: number; waiting?: number; orders?: number },
): SummaryStopRow {
  return {
    route_vehicle_id: vehicle,
    plate: `34 AB ${vehicle}`,
    visit_order: visitOrder,
    type,
    location_name: `${type} ${visitOrder}`,
    arrival: at(times.arrival),
    // the database driver may hand timestamps over as text
    service_start: at(times.start).toISOString(),
    service_end: at(times.end),
    waiting: leg.waiting ?? 0,
    distance_from_previous: leg.distance,
    duration_from_previous: leg.duration,
    order_count: leg.orders ?? 0,
  };
}

const stops = [
  stop(7, 0, 'start', { arrival: '08:00', start: '08:00', end: '08:00' }, { distance: 0, duration: 0 }),
  stop(
    7,
    1,
    'visit',
    { arrival: '08:10', start: '08:15', end: '08:20' },
    { distance: 5000, duration: 600, waiting: 300, orders: 2 },
  ),
  stop(
    7,
    2,
    'visit',
    { arrival: '08:30', start: '08:30', end: '08:40' },
    { distance: 4000, duration: 600, orders: 1 },
  ),
  stop(7, 3, 'depot', { arrival: '08:50', start: '08:50', end: '08:50' }, { distance: 3000, duration: 600 }),
  stop(3, 0, 'start', { arrival: '09:00', start: '09:00', end: '09:05' }, { distance: 0, duration: 0 }),
  stop(
    3,
    1,
    'visit',
    { arrival: '09:20', start: '09:20', end: '09:21' },
    { distance: 8000, duration: 900, orders: 4 },
  ),
];

describe('job summary grids', () => {
  it('sum each vehicle: times from its first departure to its last arrival, visits but not depots', () => {
    expect(summaryRowsOf(stops)).toEqual([
      {
        arrival: '2026-03-02T08:50:00.000Z',
        departure: '2026-03-02T08:00:00.000Z',
        numberOfLocations: 2,
        numberOfOrders: 3,
        plate: '34 AB 7',
        serviceDuration: 900,
        totalDistance: 12000,
        totalDuration: 3000,
        travelDuration: 1800,
        waitingDuration: 300,
      },
      {
        arrival: '2026-03-02T09:20:00.000Z',
        departure: '2026-03-02T09:05:00.000Z',
        numberOfLocations: 1,
        numberOfOrders: 4,
        plate: '34 AB 3',
        serviceDuration: 360,
        totalDistance: 8000,
        totalDuration: 900,
        travelDuration: 900,
        waitingDuration: 0,
      },
    ]);
    expect(summaryRowsOf([])).toEqual([]);
  });

  it('list every stop with its leg and its service time', () => {
    const detail = detailRowsOf(stops);
    expect(detail).toHaveLength(stops.length);
    expect(detail[1]).toEqual({
      arrival: '2026-03-02T08:10:00.000Z',
      departure: '2026-03-02T08:20:00.000Z',
      distanceFromPrevious: 5000,
      durationFromPrevious: 600,
      locationName: 'visit 1',
      plate: '34 AB 7',
      serviceDuration: 300,
      visitOrder: 1,
      waitingDuration: 300,
    });
  });
});
