import { haversineMeters } from '@rota/core';
import { kpiRowSchema, kpiVehicleRequestSchema, type KpiRow } from '@rota/core/tracking';
import { z } from 'zod';
import type { Orm } from '../db/database.js';
import { fail, ok } from '../platform/answer.js';
import { centerScope } from '../daily-plan/job-access.js';
import { defineRoute, type RouteDefinition } from '../platform/define-route.js';
import { findJobById } from '../daily-plan/job.repository.js';
import { factsOf, isoOf, jobOrders, jobProgress } from './monitoring.repository.js';
import { tripPositions, tripsOfVehicles, tripVisitEventSpan, type Trip } from './cost-report.repository.js';
import { orderStatusOf } from './order-progress.js';

const body = kpiVehicleRequestSchema.extend({
  vehicleRefNoList: z.array(z.string().trim().min(1).max(100)).min(1).max(400),
});
/** The longest report asked at once. */
const MAX_REPORT_DAYS = 366;

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Costs of a trip: per km, per hour, and the fixed cost of a vehicle that drives. */
function costs(trip: Trip, km: number, hours: number, used: boolean) {
  const distanceCost = round(km * trip.distance_unit_cost);
  const durationCost = round(hours * trip.duration_unit_cost);
  const fixedCost = used ? round(trip.fixed_cost) : 0;
  return {
    DistanceCost: distanceCost,
    DurationCost: durationCost,
    FixedCost: fixedCost,
    TotalCost: round(distanceCost + durationCost + fixedCost),
  };
}

/** What the drivers did on a trip: distance between reported positions, first to last report. */
async function actualMovement(orm: Orm, trip: Trip) {
  const positions = await tripPositions(orm, trip.route_vehicle_id);
  const events = await tripVisitEventSpan(orm, trip.route_vehicle_id);
  let metres = 0;
  for (let i = 1; i < positions.length; i += 1) {
    const a = positions[i - 1]!;
    const b = positions[i]!;
    metres += haversineMeters({ lat: a.latitude, lng: a.longitude }, { lat: b.latitude, lng: b.longitude });
  }
  const times = [
    ...positions.map((p) => isoOf(p.recorded_at)),
    isoOf(events?.first_at),
    isoOf(events?.last_at),
  ]
    .filter((x): x is string => x !== null)
    .map((x) => Date.parse(x));
  const seconds = times.length < 2 ? 0 : (Math.max(...times) - Math.min(...times)) / 1000;
  return { metres, seconds, moved: times.length > 0 };
}

/**
 * The KPI rows of each trip: Planned from the approved plan, Actual from what the drivers reported
 * (positions, visit events). Distance in km, duration in minutes, money in the vehicle's currency.
 */
async function tripRows(orm: Orm, trip: Trip): Promise<KpiRow[]> {
  const job = await findJobById(orm, trip.job_id);
  if (!job) return [];
  const [orders, progress] = await Promise.all([jobOrders(orm, job), jobProgress(orm, job)]);
  const mine = orders.filter((o) => o.routeVehicleId === trip.route_vehicle_id);
  const completed = mine.filter((o) => orderStatusOf(factsOf(o, progress)) === 'COMPLETED');
  const invoice = (list: typeof mine) => round(list.reduce((s, o) => s + (o.invoiceAmount ?? 0), 0));
  const plannedSeconds =
    (Date.parse(isoOf(trip.end_time) as string) - Date.parse(isoOf(trip.departure) as string)) / 1000;
  const actual = await actualMovement(orm, trip);
  const planned = {
    Distance: round(trip.distance / 1000),
    Duration: round(plannedSeconds / 60, 1),
    NumberOfStops: new Set(mine.map((o) => o.stopId)).size,
    NumberOfOrders: mine.length,
    ...costs(trip, trip.distance / 1000, plannedSeconds / 3600, true),
    TotalInvoiceAmount: invoice(mine),
  };
  const done = {
    Distance: round(actual.metres / 1000),
    Duration: round(actual.seconds / 60, 1),
    NumberOfStops: new Set(completed.map((o) => o.stopId)).size,
    NumberOfOrders: completed.length,
    ...costs(trip, actual.metres / 1000, actual.seconds / 3600, actual.moved),
    TotalInvoiceAmount: invoice(completed),
  };
  const toRows = (kpiType: string, metrics: Record<string, number>) =>
    Object.entries(metrics).map(([kpiMetricName, kpiValue]) => ({
      date: trip.task_date,
      jobRefNo: trip.job_ref_no,
      vehiclePlate: trip.plate,
      kpiMetricName,
      kpiType,
      kpiValue,
    }));
  return [...toRows('Planned', planned), ...toRows('Actual', done)];
}

export const costReportRoutes: RouteDefinition[] = [
  defineRoute<z.infer<typeof body>>({
    method: 'POST',
    url: '/api/kpi/vehicle',
    access: { claim: 'vehicle-trip-report;read' },
    tags: ['Vehicle trip report'],
    summary:
      'KPI rows (distance km, duration min, stops, orders, costs, invoice amount; Planned and Actual) of the vehicles’ trips in live jobs between two days',
    body,
    response: z.object({ data: z.array(kpiRowSchema) }),
    async handler({ body: input, user, platform }) {
      const orm = platform.db.orm;
      const days = (Date.parse(input.endDate) - Date.parse(input.startDate)) / 86_400_000;
      if (Number.isNaN(days) || days < 0 || days > MAX_REPORT_DAYS)
        return fail(400, 'tracking.selectVehicleAndDateRange', {
          validation: [{ field: 'endDate', message: 'tracking.selectVehicleAndDateRange' }],
        });
      const scope = await centerScope(orm, user, null);
      if (!scope.ok) return scope.answer;
      const trips = await tripsOfVehicles(orm, {
        vehicleRefNos: input.vehicleRefNoList,
        startDate: input.startDate,
        endDate: input.endDate,
        centers: scope.centers,
      });
      const data: KpiRow[] = [];
      for (const trip of trips) data.push(...(await tripRows(orm, trip)));
      return ok({ data });
    },
  }),
];
