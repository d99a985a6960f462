import { z } from 'zod';
import {
  approveJobRequestSchema,
  jobDetailRowSchema,
  jobSummaryQuerySchema,
  jobSummaryRowSchema,
  routeVersionListSchema,
} from '@rota/core/daily-plan';
import { fail, ok } from '../platform/answer.js';
import { approveAnswerSchema, routeResultAnswerSchema } from './lookup.schema.js';
import { defineRoute, type HttpMethod, type RouteDefinition } from '../platform/define-route.js';
import { decideRoute } from './approve-route.js';
import { jobInScope } from './job-access.js';
import {
  dailyPlanRead as read,
  dailyPlanTags as tags,
  dailyPlanWrite as write,
  defineJobRoute,
} from './job-route.js';
import { runtimeOf } from './job-runtime.js';
import { summaryStopsOf } from './job-summary.repository.js';
import { detailRowsOf, summaryRowsOf } from './job-summary.js';
import {
  overviewOf,
  planStatsOf,
  routeDetails,
  routeOfJob,
  unassignedOrdersOf,
  vehicleGroupsOf,
  versionsOf,
} from './route-result.repository.js';
import { publishDriverRouteChange } from '../tracking/driver-route-publish.js';

const routeParams = z.object({
  jobRefNo: z.string().min(1),
  processedRouteId: z.coerce.number().int().positive().optional(),
});
const approveParams = z.object({ jobRefNo: z.string().min(1), routeId: z.coerce.number().int().positive() });

type RouteParams = z.infer<typeof routeParams>;

const routeResultHandler = defineJobRoute<unknown, RouteParams>({
  method: 'GET',
  url: '/api/routes/:jobRefNo',
  access: read,
  summary:
    'The route result of a job (current version), with overview, plan stats, vehicle groups and unassigned orders',
  params: routeParams,
  response: routeResultAnswerSchema,
  async handler({ params, job, platform }) {
    const route = await routeOfJob(platform.db.orm, job, params.processedRouteId ?? null);
    if (!route) {
      return fail(404, 'dailyPlan.server.routeNotFound', {
        params: { jobRefNo: params.jobRefNo, routeId: params.processedRouteId ?? '-' },
      });
    }
    const details = await routeDetails(platform.db.orm, job, route);
    const unassigned = await unassignedOrdersOf(platform.db.orm, route.id);
    return ok({
      ...details.result,
      jobOverview: await overviewOf(platform.db.orm, job, route, details),
      planStats: planStatsOf(details, route),
      vehicleGroups: vehicleGroupsOf(details, route.status),
      unassignedOrders: unassigned,
    });
  },
});

function approveRoute(method: HttpMethod): RouteDefinition {
  return defineJobRoute<z.infer<typeof approveJobRequestSchema>, z.infer<typeof approveParams>>({
    method,
    url: '/api/jobs/:jobRefNo/:routeId/approve',
    access: write,
    summary: 'Go Live (approve) the current version, or discard it with {discard: true}',
    params: approveParams,
    body: approveJobRequestSchema,
    response: approveAnswerSchema,
    async handler({ params, body, user, platform, request }) {
      const discard = body.discard === true;
      const decided = await decideRoute(platform.db.orm, {
        jobRefNo: params.jobRefNo,
        routeId: params.routeId,
        discard,
        userId: user.id,
      });
      if (!decided.ok) return decided.answer;
      await runtimeOf(request.server).publish(decided.job);
      // The plan's drivers find their route in the app the moment it goes live.
      if (!discard) await publishDriverRouteChange(platform.db.orm, request.server, decided.job, 'PLAN');
      return ok(
        {
          jobRefNo: decided.job.refNo,
          routeId: String(params.routeId),
          status: decided.job.status,
          isApproved: !discard,
        },
        { messageKey: discard ? 'dailyPlan.server.discarded' : 'dailyPlan.server.approved' },
      );
    },
  });
}

type SummaryStops = Awaited<ReturnType<typeof summaryStopsOf>>;

/** A grid over the stops of a job's current version (`?jobRefNo=`); no current version: no rows. */
function currentStopsRoute<R>(
  url: string,
  summary: string,
  row: z.ZodType<R>,
  rowsOf: (stops: SummaryStops) => R[],
): RouteDefinition {
  return defineRoute<unknown, { jobRefNo: string }>({
    method: 'GET',
    url,
    access: read,
    summary,
    tags,
    query: jobSummaryQuerySchema,
    response: z.array(row),
    async handler({ query, user, platform }) {
      const found = await jobInScope(platform.db.orm, user, query.jobRefNo);
      if (!found.ok) return found.answer;
      if (found.job.currentRouteId === null) return ok([]);
      const stops = await summaryStopsOf(platform.db.orm, found.job.id, found.job.currentRouteId);
      return ok(rowsOf(stops));
    },
  });
}

export const routeResultRoutes: RouteDefinition[] = [
  routeResultHandler,
  {
    ...routeResultHandler,
    url: '/api/routes/:jobRefNo/:processedRouteId',
    summary: 'The route result of one version of a job',
  },
  defineJobRoute({
    method: 'GET',
    url: '/api/jobs/:jobRefNo/versions',
    access: read,
    summary: 'The route versions of a job, newest first',
    response: routeVersionListSchema,
    handler: async ({ job, platform }) => ok(await versionsOf(platform.db.orm, job)),
  }),
  // The spec does not show the verb of the approve call: PUT, POST and PATCH all answer.
  approveRoute('PUT'),
  approveRoute('POST'),
  approveRoute('PATCH'),
  currentStopsRoute(
    '/api/job-summary/job-summary',
    'Job Summary grid: one row per vehicle of the current version',
    jobSummaryRowSchema,
    summaryRowsOf,
  ),
  currentStopsRoute(
    '/api/job-summary/job-detail',
    'Job Detail grid: one row per stop of the current version',
    jobDetailRowSchema,
    detailRowsOf,
  ),
];
