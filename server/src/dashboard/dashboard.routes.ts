import { z } from 'zod';
import { dashboardSchema, type Dashboard } from '@rota/core/tracking';
import { first, rows, sql } from '../db/database.js';
import { ok } from '../platform/answer.js';
import { scopeDistributionCenter } from '../platform/authenticate.js';
import { defineRoute, type RouteDefinition } from '../platform/define-route.js';
import { localToday } from '../solver/plan-clock.js';

const liveStatuses = sql`('APPROVED', 'INPROGRESS', 'COMPLETED')`;
const query = z.object({
  distributionCenterId: z.coerce.number().int().positive().optional(),
  /** The day of "Today's Status", YYYY-MM-DD (default: today where the operation runs). */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

/**
 * GET dashboard (spec 03): totals of the master data, today's jobs, and the routes that went live
 * today. Completion figures (routes, orders, distance and duration completed, vehicle states,
 * progress) come from live tracking; until tracking events are recorded they read zero, and the
 * answer says so in `liveTracking`.
 */
export const dashboardRoutes: RouteDefinition[] = [
  defineRoute<unknown, z.infer<typeof query>>({
    method: 'GET',
    url: '/api/dashboard',
    access: { claim: 'dashboard;read' },
    summary:
      'Dashboard figures computed from the database (tracking-based figures read zero until tracking exists)',
    tags: ['Dashboard'],
    query,
    response: dashboardSchema,
    async handler({ query: q, user, platform }) {
      const scope = user
        ? scopeDistributionCenter(user, q.distributionCenterId ?? null)
        : { ok: true as const, distributionCenterId: null };
      if (!scope.ok) return scope.answer;
      const dc = scope.distributionCenterId;
      const inCenter = (column: string) => (dc === null ? sql`true` : sql`${sql.identifier(column)} = ${dc}`);
      const day = q.date ?? localToday(platform.now());
      const totals = await first<Record<string, number>>(
        platform.db.orm,
        sql`SELECT (SELECT count(*) FROM depots WHERE ${inCenter('distribution_center_id')})::int AS depots,
              (SELECT count(*) FROM drivers WHERE ${inCenter('distribution_center_id')})::int AS drivers,
              (SELECT count(*) FROM vehicles WHERE ${inCenter('distribution_center_id')})::int AS vehicles,
              (SELECT count(*) FROM locations WHERE ${inCenter('distribution_center_id')})::int AS locations,
              (SELECT count(*) FROM orders WHERE ${inCenter('distribution_center_id')})::int AS orders`,
      );
      const jobs = await first<Record<string, number>>(
        platform.db.orm,
        sql`SELECT count(*)::int AS created,
              count(*) FILTER (WHERE status IN ('SUCCESS', 'APPROVED', 'INPROGRESS', 'COMPLETED', 'MODIFIED', 'AWAITING_APPROVAL'))::int AS success,
              count(*) FILTER (WHERE status IN ('FAILED', 'INFEASIBLE'))::int AS failed,
              count(*) FILTER (WHERE status IN ('SOLVING', 'REOPTIMIZING'))::int AS running,
              count(*) FILTER (WHERE status = 'QUEUED')::int AS queued
            FROM jobs WHERE task_date = ${day}::date AND ${inCenter('distribution_center_id')}`,
      );
      const routes = await rows<{
        plate: string;
        job_ref_no: string;
        distance: number;
        duration: number;
        orders: number;
      }>(
        platform.db.orm,
        sql`SELECT v.plate, j.ref_no AS job_ref_no, rv.distance, rv.duration,
              (SELECT count(*) FROM route_stops s JOIN route_stop_orders so ON so.route_stop_id = s.id WHERE s.route_vehicle_id = rv.id)::int AS orders
            FROM jobs j JOIN route_vehicles rv ON rv.route_id = j.current_route_id JOIN vehicles v ON v.id = rv.vehicle_id
            WHERE j.task_date = ${day}::date AND j.status IN ${liveStatuses}
              AND ${dc === null ? sql`true` : sql`j.distribution_center_id = ${dc}`}
            ORDER BY j.ref_no, v.plate`,
      );
      const dashboard: Dashboard = {
        numberOfCashCentres: totals?.['depots'] ?? 0,
        numberOfDrivers: totals?.['drivers'] ?? 0,
        numberOfVehicles: totals?.['vehicles'] ?? 0,
        numberOfLocations: totals?.['locations'] ?? 0,
        numberOfOrders: totals?.['orders'] ?? 0,
        numberOfJobsCreated: jobs?.['created'] ?? 0,
        numberOfJobsSuccess: jobs?.['success'] ?? 0,
        numberOfJobsFailed: jobs?.['failed'] ?? 0,
        numberOfJobsRunning: jobs?.['running'] ?? 0,
        numberOfJobsInQueue: jobs?.['queued'] ?? 0,
        totalRoutes: routes.length,
        totalOrders: routes.reduce((s, r) => s + r.orders, 0),
        totalDistance: routes.reduce((s, r) => s + r.distance, 0),
        totalDuration: routes.reduce((s, r) => s + r.duration, 0),
        // Live tracking (visit events) is not recorded yet: completion and vehicle states read zero.
        routesCompleted: 0,
        ordersCompleted: 0,
        distanceCompleted: 0,
        durationCompleted: 0,
        vehiclesAtDepot: 0,
        vehiclesAtLocation: 0,
        vehiclesHeadedToLocation: 0,
        vehiclesHaveIssue: 0,
        routeTaskProgress: Object.fromEntries(routes.map((r) => [`${r.plate} (${r.job_ref_no})`, 0])),
        overallProgress: 0,
      };
      return ok({
        ...dashboard,
        date: day,
        units: { totalDistance: 'metres', totalDuration: 'seconds' },
        liveTracking: {
          available: false,
          note: 'Completion, vehicle states and progress come from live tracking, which has no events yet; they read zero.',
        },
      });
    },
  }),
];
