import { z } from 'zod';
import { dashboardSchema, type Dashboard } from '@rota/core/tracking';
import { ok } from '../platform/answer.js';
import { centerScope } from '../daily-plan/job-access.js';
import { defineRoute, type RouteDefinition } from '../platform/define-route.js';
import { localToday } from '../solver/plan-clock.js';
import { loadLiveFigures } from './live-figures.js';
import { jobCounts, liveRoutes, masterDataTotals } from './dashboard.repository.js';

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
 * route and overall progress) come from what the drivers reported (`live-figures.ts`).
 */
export const dashboardRoutes: RouteDefinition[] = [
  defineRoute<unknown, z.infer<typeof query>>({
    method: 'GET',
    url: '/api/dashboard',
    access: { claim: 'dashboard;read' },
    summary:
      "Dashboard figures computed from the database; completion, vehicle states and progress from the drivers' reports",
    tags: ['Dashboard'],
    query,
    response: dashboardSchema,
    async handler({ query: q, user, platform }) {
      const scope = await centerScope(platform.db.orm, user, q.distributionCenterId);
      if (!scope.ok) return scope.answer;
      const dc = scope.centers;
      const day = q.date ?? localToday(platform.now());
      const totals = await masterDataTotals(platform.db.orm, dc);
      const jobs = await jobCounts(platform.db.orm, day, dc);
      const routes = await liveRoutes(platform.db.orm, day, dc);
      const dashboard: Dashboard = {
        numberOfCashCentres: totals?.depots ?? 0,
        numberOfDrivers: totals?.drivers ?? 0,
        numberOfVehicles: totals?.vehicles ?? 0,
        numberOfLocations: totals?.locations ?? 0,
        numberOfOrders: totals?.orders ?? 0,
        numberOfJobsCreated: jobs?.created ?? 0,
        numberOfJobsSuccess: jobs?.success ?? 0,
        numberOfJobsFailed: jobs?.failed ?? 0,
        numberOfJobsRunning: jobs?.running ?? 0,
        numberOfJobsInQueue: jobs?.queued ?? 0,
        totalRoutes: routes.length,
        totalOrders: routes.reduce((s, r) => s + r.orders, 0),
        totalDistance: routes.reduce((s, r) => s + r.distance, 0),
        totalDuration: routes.reduce((s, r) => s + r.duration, 0),
        // Completion, vehicle states and progress: what drivers reported on the day's approved plans.
        ...(await loadLiveFigures(platform.db.orm, day, dc, platform.now())),
      };
      return ok({
        ...dashboard,
        date: day,
        units: { totalDistance: 'metres', totalDuration: 'seconds' },
      });
    },
  }),
];
