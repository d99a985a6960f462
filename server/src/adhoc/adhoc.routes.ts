import { z } from 'zod';
import {
  attachableOrdersResponseSchema,
  canApplyJobEvent,
  diffRouteVersions,
  locationChangesRequestSchema,
  orderChangeSchema,
  reoptimizationResultSchema,
  routeLocationChangesResponseSchema,
  transitionJob,
  versionDiffSchema,
  type LocationChangesRequest,
} from '@rota/core/daily-plan';
import type { Problem } from '@rota/optimizer';
import { fail, ok, type Answer } from '../platform/answer.js';
import type { AuthUser } from '../platform/context.js';
import { defineRoute, type RouteContext, type RouteDefinition } from '../platform/define-route.js';
import type { Translator } from '../platform/i18n.js';
import type { Platform } from '../platform/context.js';
import { jobInScope, jobOfList, visibilityOf } from '../daily-plan/job-access.js';
import {
  findJobById,
  findJobByRef,
  setJobStatus,
  statusUpdateOf,
  type JobRecord,
} from '../daily-plan/job.repository.js';
import { runtimeOf } from '../daily-plan/job-runtime.js';
import { routeDetails, routeOfJob, hhmmss } from '../daily-plan/route-result.repository.js';
import { localMidnightMs } from '../solver/plan-clock.js';
import {
  addJobOrders,
  attachableOrders,
  insertReoptimization,
  markRouteReoptimizing,
  latestReoptimizationOfRoute,
  loadParentRoute,
  ordersByRef,
  ordersOfRoute,
  unassignedOrdersOfRoute,
  versionOfJob,
  type ParentRoute,
} from './adhoc.repository.js';
import { registerAdhocMessages } from './messages.js';
import { serveBeforeOnClientClock, serveBeforeOnPlanClock } from './serve-before-zone.js';
import { describeReason, REOPTIMIZATION_KIND } from './reoptimization-runner.js';
import { ChangeRejected, setUpReoptimization, type RequestParts } from './reoptimization-setup.js';

registerAdhocMessages();

const tags = ['Ad hoc'];
const read = { claim: 'daily-plan;read' } as const;
const write = { claim: 'daily-plan;write' } as const;
const routeIdParams = z.object({ routeId: z.string().min(1).max(36) });

/** A version and its job, when the version exists and the user may see the job. */
async function routeInScope(
  platform: Platform,
  user: AuthUser,
  routeId: string,
): Promise<{ ok: true; job: JobRecord; parent: ParentRoute } | { ok: false; answer: Answer }> {
  const id = /^\d{1,9}$/.test(routeId) ? Number(routeId) : null;
  const parent = id === null ? undefined : await loadParentRoute(platform.db.orm, id);
  const job = parent ? await findJobById(platform.db.orm, parent.jobId) : undefined;
  // Another center's version answers as a missing one does.
  const scoped = job && jobOfList(job, await visibilityOf(platform.db.orm, user), job.refNo);
  if (!parent || !job || !scoped?.ok)
    return { ok: false, answer: fail(404, 'adhoc.server.routeNotFound', { params: { routeId } }) };
  return { ok: true, job, parent };
}

type ReoptimizationRecord = NonNullable<Awaited<ReturnType<typeof latestReoptimizationOfRoute>>>;
type RouteIdContext = RouteContext<unknown, unknown, { routeId: string }>;

/**
 * A read of the latest reoptimisation of a version (`prefer` as `latestReoptimizationOfRoute`
 * takes it): an unknown or unseen version and a version never reoptimised answer 404.
 */
function reoptimizationRoute(
  path: string,
  summary: string,
  response: z.ZodType,
  prefer: 'made-from' | 'made-by',
  answer: (
    found: { job: JobRecord; record: ReoptimizationRecord },
    context: RouteIdContext,
  ) => Promise<Answer>,
): RouteDefinition {
  return defineRoute<unknown, unknown, { routeId: string }>({
    method: 'GET',
    url: `/api/adhoc/:routeId/${path}`,
    access: read,
    summary,
    tags,
    params: routeIdParams,
    response,
    async handler(context) {
      const { params, user, platform } = context;
      const found = await routeInScope(platform, user, params.routeId);
      if (!found.ok) return found.answer;
      const record = await latestReoptimizationOfRoute(platform.db.orm, found.parent.id, prefer);
      if (!record) return fail(404, 'adhoc.server.noReoptimization', { params: { routeId: params.routeId } });
      return answer({ job: found.job, record }, context);
    },
  });
}

/** Whether a reoptimisation is feasible, why not, and the version it made. */
async function reoptimizationResult(
  platform: Platform,
  t: Translator,
  job: JobRecord,
  record: ReoptimizationRecord,
): Promise<Answer> {
  const running = record.state === 'QUEUED' || record.state === 'RUNNING';
  const made =
    record.resultRouteId === null ? undefined : await routeOfJob(platform.db.orm, job, record.resultRouteId);
  const unassigned = made ? await unassignedOrdersOfRoute(platform.db.orm, made.id) : [];
  return ok({
    isFeasible: record.state === 'FEASIBLE',
    description: running
      ? [t('adhoc.server.reoptimizationRunning')]
      : record.reasons.map((reason) => describeReason(t, reason)),
    resultsForSolution: made
      ? [
          {
            routeId: String(made.id),
            version: made.version,
            isFeasible: made.is_feasible,
            numberOfChanges: made.number_of_changes,
            distance: made.total_distance,
            duration: hhmmss(made.total_duration),
            unassignedOrders: unassigned.map((u) => ({
              refNo: u.refNo,
              reason: u.reason,
              constraint: t(`adhoc.constraint.${u.reason}`, { dimension: u.dimension ?? '' }),
            })),
          },
        ]
      : [],
    state: record.state,
    routeId: made ? String(made.id) : null,
  });
}

const repeated = (values: readonly string[]) => values.filter((v, i) => values.indexOf(v) !== i);

/** Checks a reoptimisation request against its version, stores it and queues it. */
async function startReoptimization(
  platform: Platform,
  user: AuthUser,
  server: Parameters<typeof runtimeOf>[0],
  parentRouteId: string,
  asSent: RequestParts,
  timezoneOffset: number,
): Promise<Answer> {
  const found = await routeInScope(platform, user, parentRouteId);
  if (!found.ok) return found.answer;
  const { job, parent } = found;
  // Serve-before times are picked on the planner's clock; the plan runs on its own.
  const request: RequestParts = {
    ...asSent,
    locationTimeWindowChanges: asSent.locationTimeWindowChanges.map((c) => ({
      ...c,
      serveBefore: serveBeforeOnPlanClock(c.serveBefore, timezoneOffset, job.taskDate),
    })),
  };
  const editable =
    parent.isFeasible && parent.isApproved === null && canApplyJobEvent(job.status, { type: 'reoptimize' });
  if (!editable)
    return fail(409, 'adhoc.server.notEditable', { params: { version: parent.version }, code: 6 });
  const movedStops = [
    ...new Set(
      [...request.locationVehicleChanges, ...request.locationVisitOrderChanges].map((c) => c.routeLocationId),
    ),
  ];
  const changeCount =
    new Set([...movedStops, ...request.locationTimeWindowChanges.map((c) => c.routeLocationId)]).size +
    request.ordersToAdd.length +
    request.ordersToRemove.length;
  if (changeCount === 0) return fail(400, 'adhoc.server.nothingToReoptimize');
  const twice = [
    ...repeated(request.locationVehicleChanges.map((c) => c.routeLocationId)),
    ...repeated(request.locationVisitOrderChanges.map((c) => c.routeLocationId)),
    ...repeated(request.locationTimeWindowChanges.map((c) => c.routeLocationId)),
    ...repeated([...request.ordersToAdd, ...request.ordersToRemove]),
  ];
  if (twice.length > 0)
    return fail(400, 'adhoc.server.repeated', { params: { refNos: [...new Set(twice)].join(', ') } });
  const orm = platform.db.orm;
  const added = await ordersByRef(orm, job.distributionCenterId, request.ordersToAdd);
  const unknown = request.ordersToAdd.filter(
    (r) => !added.some((o) => o.ref_no === r && o.order_date === job.taskDate),
  );
  if (unknown.length > 0)
    return fail(400, 'adhoc.server.unknownOrders', { params: { refNos: unknown.join(', ') } });
  const inVersion = new Set(ordersOfRoute(parent));
  const already = added.filter((o) => inVersion.has(o.id)).map((o) => o.ref_no);
  if (already.length > 0)
    return fail(400, 'adhoc.server.ordersAlreadyIn', { params: { refNos: already.join(', ') } });
  const removed = await ordersByRef(orm, job.distributionCenterId, request.ordersToRemove);
  const notIn = request.ordersToRemove.filter(
    (r) => !removed.some((o) => o.ref_no === r && inVersion.has(o.id)),
  );
  if (notIn.length > 0)
    return fail(400, 'adhoc.server.ordersNotIn', { params: { refNos: notIn.join(', ') } });
  try {
    // The same rules the run applies, on an empty problem: a request it cannot carry out is refused now.
    const empty: Problem = {
      dimensions: [],
      matrices: { size: 0, distance: [], duration: [] },
      vehicles: [],
      orders: [],
    };
    setUpReoptimization(empty, parent, request, { added: [], removed: [] }, localMidnightMs(job.taskDate));
  } catch (error) {
    if (error instanceof ChangeRejected) return fail(400, error.key, { params: error.params });
    throw error;
  }
  const runtime = runtimeOf(server);
  const started = await orm.transaction(async (tx) => {
    const locked = await findJobByRef(tx, job.refNo, true);
    const moved = locked ? transitionJob(locked.status, { type: 'reoptimize' }) : null;
    if (!locked || !moved?.ok) return null;
    const onList = [...new Set([...ordersOfRoute(parent), ...added.map((o) => o.id)].map(Number))];
    await addJobOrders(tx, job.id, onList);
    const id = await insertReoptimization(tx, {
      jobId: job.id,
      parentRouteId: parent.id,
      parentStatus: parent.status,
      request,
      numberOfChanges: changeCount,
      requestedBy: user.id,
    });
    await markRouteReoptimizing(tx, parent.id);
    await setJobStatus(tx, job.id, locked.status, moved.value);
    await runtime.queue.enqueue(tx, id, REOPTIMIZATION_KIND);
    return id;
  });
  if (started === null)
    return fail(409, 'adhoc.server.notEditable', { params: { version: parent.version }, code: 6 });
  runtime.queue.poke();
  const now = await findJobById(orm, job.id);
  if (now) await runtime.publisher.jobStatusUpdate(statusUpdateOf(now)).catch(() => undefined);
  return ok(
    { reoptimizationId: started, parentRouteId: String(parent.id), routeId: String(parent.id) },
    { messageKey: 'adhoc.server.reoptimizationStarted', params: { version: parent.version } },
  );
}

const partsOf = (body: Partial<LocationChangesRequest>): RequestParts => ({
  locationVehicleChanges: body.locationVehicleChanges ?? [],
  locationVisitOrderChanges: body.locationVisitOrderChanges ?? [],
  locationTimeWindowChanges: body.locationTimeWindowChanges ?? [],
  ordersToAdd: body.ordersToAdd ?? [],
  ordersToRemove: body.ordersToRemove ?? [],
  pinnedRouteLocationIds: body.pinnedRouteLocationIds ?? [],
  pinnedRouteVehicleIds: body.pinnedRouteVehicleIds ?? [],
});

const startedAnswer = z.object({
  reoptimizationId: z.number(),
  parentRouteId: z.string(),
  routeId: z.string(),
});

export const adhocRoutes: RouteDefinition[] = [
  defineRoute<LocationChangesRequest>({
    method: 'POST',
    url: '/api/adhoc/location-changes',
    access: write,
    summary: 'Move stops (and add or remove orders, pin stops and routes) and reoptimise the rest',
    tags,
    body: locationChangesRequestSchema,
    response: startedAnswer,
    handler: ({ body, user, platform, request, timezoneOffset }) =>
      startReoptimization(platform, user, request.server, body.parentRouteId, partsOf(body), timezoneOffset),
  }),
  defineRoute<z.infer<typeof orderChangeSchema>>({
    method: 'POST',
    url: '/api/adhoc/order-changes',
    access: write,
    summary: 'Add or remove orders (and pin stops and routes) and reoptimise',
    tags,
    body: orderChangeSchema,
    response: startedAnswer,
    handler: ({ body, user, platform, request, timezoneOffset }) =>
      startReoptimization(platform, user, request.server, body.parentRouteId, partsOf(body), timezoneOffset),
  }),
  reoptimizationRoute(
    'reoptimization-results',
    'The latest reoptimisation of a version (made from it, or the one that made it)',
    reoptimizationResultSchema,
    'made-from',
    ({ job, record }, { platform, t }) => reoptimizationResult(platform, t, job, record),
  ),
  reoptimizationRoute(
    'location-changes',
    'The changes sent for a version (a retry reads those of the infeasible version)',
    routeLocationChangesResponseSchema,
    'made-by',
    async ({ job, record }, { timezoneOffset }) =>
      ok({
        parentRouteId: String(record.parentRouteId),
        ...record.request,
        locationTimeWindowChanges: record.request.locationTimeWindowChanges.map((c) => ({
          ...c,
          serveBefore: serveBeforeOnClientClock(c.serveBefore, timezoneOffset, job.taskDate),
        })),
      }),
  ),
  defineRoute<unknown, unknown, { jobRefNo: string; routeId: string }>({
    method: 'GET',
    url: '/api/adhoc/attachable-orders/:jobRefNo/:routeId',
    access: read,
    summary: 'Orders of the plan day that can be added to a version',
    tags,
    params: z.object({ jobRefNo: z.string().min(1).max(36), routeId: z.string().min(1).max(36) }),
    response: attachableOrdersResponseSchema,
    async handler({ params, user, platform }) {
      const found = await routeInScope(platform, user, params.routeId);
      if (!found.ok) return found.answer;
      if (found.job.refNo !== params.jobRefNo)
        return fail(404, 'adhoc.server.routeNotFound', { params: { routeId: params.routeId } });
      return ok(await attachableOrders(platform.db.orm, found.job, ordersOfRoute(found.parent)));
    },
  }),
  defineRoute<unknown, unknown, { jobRefNo: string; fromVersion: number; toVersion: number }>({
    method: 'GET',
    url: '/api/jobs/:jobRefNo/versions/:fromVersion/diff/:toVersion',
    access: read,
    summary:
      'What one version changes against another: orders moved, resequenced, added, removed; vehicles; deltas',
    tags,
    params: z.object({
      jobRefNo: z.string().min(1).max(36),
      fromVersion: z.coerce.number().int().positive().max(1_000_000),
      toVersion: z.coerce.number().int().positive().max(1_000_000),
    }),
    response: versionDiffSchema,
    async handler({ params, user, platform }) {
      const found = await jobInScope(platform.db.orm, user, params.jobRefNo);
      if (!found.ok) return found.answer;
      const side = async (version: number) => {
        const row = await versionOfJob(platform.db.orm, found.job.id, version);
        const route = row ? await routeOfJob(platform.db.orm, found.job, row.id) : undefined;
        if (!row || !route) return null;
        const details = await routeDetails(platform.db.orm, found.job, route);
        return { version, cost: row.total_cost, route: details.result };
      };
      const from = await side(params.fromVersion);
      const to = await side(params.toVersion);
      const missing = !from ? params.fromVersion : !to ? params.toVersion : null;
      if (missing !== null || !from || !to)
        return fail(404, 'adhoc.server.versionNotFound', {
          params: { jobRefNo: params.jobRefNo, version: missing ?? 0 },
        });
      return ok(diffRouteVersions(from, to));
    },
  }),
];
