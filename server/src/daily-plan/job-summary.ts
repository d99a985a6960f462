import type { JobDetailRow, JobSummaryRow } from '@rota/core/daily-plan';
import type { SummaryStopRow } from './job-summary.repository.js';

const iso = (value: unknown): string =>
  (value instanceof Date ? value : new Date(String(value))).toISOString();
const seconds = (a: unknown, b: unknown) => (new Date(iso(b)).getTime() - new Date(iso(a)).getTime()) / 1000;

/** Job Summary grid: one row per vehicle, from its stops in visit order. */
export function summaryRowsOf(stops: readonly SummaryStopRow[]): JobSummaryRow[] {
  const byVehicle = new Map<number, SummaryStopRow[]>();
  for (const s of stops) byVehicle.set(s.route_vehicle_id, [...(byVehicle.get(s.route_vehicle_id) ?? []), s]);
  return [...byVehicle.values()].map((list) => {
    const firstStop = list[0] as SummaryStopRow;
    const lastStop = list[list.length - 1] as SummaryStopRow;
    const visits = list.filter((s) => s.type === 'visit');
    const service = list.reduce((sum, s) => sum + seconds(s.service_start, s.service_end), 0);
    const travel = list.reduce((sum, s) => sum + s.duration_from_previous, 0);
    const waiting = list.reduce((sum, s) => sum + s.waiting, 0);
    return {
      arrival: iso(lastStop.arrival),
      departure: iso(firstStop.service_end),
      numberOfLocations: visits.length,
      numberOfOrders: list.reduce((sum, s) => sum + s.order_count, 0),
      plate: firstStop.plate,
      serviceDuration: service,
      totalDistance: list.reduce((sum, s) => sum + s.distance_from_previous, 0),
      totalDuration: seconds(firstStop.service_end, lastStop.arrival),
      travelDuration: travel,
      waitingDuration: waiting,
    };
  });
}

/** Job Detail grid: one row per stop. */
export function detailRowsOf(stops: readonly SummaryStopRow[]): JobDetailRow[] {
  return stops.map((s) => ({
    arrival: iso(s.arrival),
    departure: iso(s.service_end),
    distanceFromPrevious: s.distance_from_previous,
    durationFromPrevious: s.duration_from_previous,
    locationName: s.location_name,
    plate: s.plate,
    serviceDuration: seconds(s.service_start, s.service_end),
    visitOrder: s.visit_order,
    waitingDuration: s.waiting,
  }));
}
