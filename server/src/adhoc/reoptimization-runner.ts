import { transitionJob } from '@rota/core/daily-plan';
import { planGivenRoutes, type Plan, type Problem } from '@rota/optimizer';
import type { Orm } from '../db/database.js';
import { translate, type Translator } from '../platform/i18n.js';
import {
  findJobById,
  setJobStatus,
  statusUpdateOf,
  type KeyedMessage,
} from '../daily-plan/job.repository.js';
import { buildProblem } from '../solver/problem-builder.js';
import { defineQueueKind, type QueueKindContext } from '../solver/queue-kinds.js';
import {
  planLegShapes,
  vehiclePlaces,
  planOutcome,
  relaxedKinds,
  storePlan,
} from '../solver/result-store.js';
import { runInWorker } from '../solver/solve-runner.js';
import {
  findReoptimization,
  loadParentRoute,
  namesOf,
  ordersByRef,
  ordersOfRoute,
  restoreRouteStatus,
  setReoptimizationState,
  setReoptimizedRoute,
  settleJobOrders,
  type ReoptimizationRecord,
  type StoredMessage,
} from './adhoc.repository.js';
import { registerAdhocMessages } from './messages.js';
import { combinePlans, setUpReoptimization } from './reoptimization-setup.js';

export const REOPTIMIZATION_KIND = 'reoptimization';

/** A stored reason in a language (its constraint named in the same language). */
export function describeReason(t: Translator, reason: StoredMessage): string {
  const constraintKey = reason.params['constraintKey'];
  return t(reason.key, {
    ...reason.params,
    ...(typeof constraintKey === 'string' ? { constraint: t(constraintKey, reason.params) } : {}),
  });
}

/** A catalog message with its English text (always with a key here). */
type Keyed = KeyedMessage & { key: string };

const keyed = (key: string, params: Record<string, string | number> = {}): Keyed => ({
  key,
  params,
  text: translate('en', key, params),
});

/** Why a plan is infeasible: orders it had to plan but did not, and constraints it breaks. */
async function reasonsOf(
  context: QueueKindContext,
  plan: Plan,
  mustPlan: Set<string>,
  relaxed: ReturnType<typeof relaxedKinds>,
): Promise<StoredMessage[]> {
  const missing = plan.unassigned.filter((u) => mustPlan.has(u.orderId));
  const hard = plan.violations.filter(
    (v) => !relaxed.includes(v.kind) && v.kind !== 'AVOID_AREA' && v.kind !== 'SYNCHRONIZED_ARRIVAL',
  );
  const names = await namesOf(
    context.db.orm,
    [
      ...missing.map((u) => Number(u.orderId)),
      ...hard.flatMap((v) => (v.orderId ? [Number(v.orderId)] : [])),
    ],
    hard.flatMap((v) => (v.vehicleId ? [Number(v.vehicleId)] : [])),
  );
  const order = (id: string) => names.orders.get(Number(id)) ?? id;
  return [
    ...missing.map((u) => ({
      key: 'adhoc.server.unplanned',
      params: {
        order: order(u.orderId),
        constraintKey: `adhoc.constraint.${u.reason}`,
        dimension: u.dimension ?? '',
      },
    })),
    ...hard.map((v) => ({
      key: v.orderId ? 'adhoc.server.violationOfOrder' : 'adhoc.server.violation',
      params: {
        vehicle: names.vehicles.get(Number(v.vehicleId)) ?? v.vehicleId ?? '-',
        order: v.orderId ? order(v.orderId) : '',
        constraintKey: `adhoc.constraint.${v.kind}`,
        dimension: v.dimension ?? '',
      },
    })),
  ];
}

/** The orders a request put on the job's list: its version's and those it adds. */
async function ordersOfRequest(orm: Orm, record: ReoptimizationRecord): Promise<number[]> {
  const parent = await loadParentRoute(orm, record.parentRouteId);
  const job = await findJobById(orm, record.jobId);
  const added = job ? await ordersByRef(orm, job.distributionCenterId, record.request.ordersToAdd) : [];
  return [...(parent ? ordersOfRoute(parent) : []), ...added.map((o) => o.id)];
}

/** Runs one reoptimisation: keeps the planner's changes, solves the rest, stores the version. */
export function createReoptimizationRunner(context: QueueKindContext) {
  registerAdhocMessages();
  const { db, publisher } = context;

  const publishDone = async (record: ReoptimizationRecord, message: KeyedMessage, routeId: number | null) => {
    const job = await findJobById(db.orm, record.jobId);
    if (job) await publisher.jobStatusUpdate(statusUpdateOf(job, message)).catch(() => undefined);
    const update = { routeId: String(routeId ?? record.parentRouteId), message: message.text };
    await publisher.reoptimizationUpdate(record.parentRouteId, update).catch(() => undefined);
  };

  /** Ends a reoptimisation without a version: the parent keeps its status, the job is MODIFIED no more than before. */
  const fail = async (record: ReoptimizationRecord, from: 'QUEUED' | 'RUNNING', message: Keyed) => {
    await db.orm.transaction(async (tx) => {
      if (
        !(await setReoptimizationState(tx, record.id, from, 'FAILED', {
          reasons: [{ key: message.key, params: message.params }],
        }))
      )
        return;
      await restoreRouteStatus(tx, record.parentRouteId, record.parentStatus);
      const back = transitionJob('REOPTIMIZING', { type: 'reoptimized' });
      if (back.ok) await setJobStatus(tx, record.jobId, 'REOPTIMIZING', back.value);
      await settleJobOrders(tx, record.jobId, await ordersOfRequest(tx, record));
    });
    await publishDone(record, message, null);
  };

  const solveFree = async (problem: Problem | null, timeLimitMs: number): Promise<Plan | null> => {
    if (!problem) return null;
    const outcome = await runInWorker(problem, {
      timeLimitMs,
      signal: context.signal,
      ...(context.graceMs !== undefined ? { graceMs: context.graceMs } : {}),
      ...(context.workerScript ? { script: context.workerScript } : {}),
    });
    if (!outcome.ok) throw new Error(outcome.reason);
    return outcome.plan;
  };

  async function run(id: number): Promise<void> {
    const record = await findReoptimization(db.orm, id);
    if (!record || record.state !== 'QUEUED') return;
    if (!(await setReoptimizationState(db.orm, id, 'QUEUED', 'RUNNING'))) return;
    try {
      const job = await findJobById(db.orm, record.jobId);
      const parent = await loadParentRoute(db.orm, record.parentRouteId);
      if (!job || !parent) throw new Error('the job or its version is gone');
      const built = await buildProblem(db.orm, job.id, context.travel, {
        maxTimeLimitMs: context.maxTimeLimitMs,
      });
      const resolve = async (refs: string[]) =>
        (await ordersByRef(db.orm, job.distributionCenterId, refs)).map((o) => o.id);
      const setup = setUpReoptimization(
        built.problem,
        parent,
        record.request,
        {
          added: await resolve(record.request.ordersToAdd),
          removed: await resolve(record.request.ordersToRemove),
        },
        built.context.dayStartMs,
      );
      const given = setup.given ? planGivenRoutes(setup.given.problem, setup.given.routes) : null;
      const solved = await solveFree(setup.free, built.context.timeLimitMs);
      const plan = combinePlans(built.problem, given, solved, setup.stranded);
      const relaxed = relaxedKinds(built.problem.parameters ?? {});
      const reasons = await reasonsOf(context, plan, setup.mustPlan, relaxed);
      const feasible = reasons.length === 0 && planOutcome(plan, setup.mustPlan.size, relaxed) === 'SUCCESS';
      const { startPlaces, endPlaces } = vehiclePlaces(built.problem);
      const onList = [...ordersOfRoute(parent), ...(await resolve(record.request.ordersToAdd))];
      const shapes = await planLegShapes(plan, built.context, { startPlaces, endPlaces });
      const stored = await db.orm.transaction(async (tx) => {
        const version = await storePlan(tx, plan, built.context, {
          outcome: feasible ? 'SUCCESS' : 'INFEASIBLE',
          sourceRouteId: parent.id,
          startPlaces,
          endPlaces,
          shapes,
        });
        await setReoptimizedRoute(
          tx,
          version.routeId,
          feasible ? 'MODIFIED' : 'INFEASIBLE',
          record.numberOfChanges,
        );
        await restoreRouteStatus(tx, parent.id, record.parentStatus);
        await setReoptimizationState(tx, id, 'RUNNING', feasible ? 'FEASIBLE' : 'INFEASIBLE', {
          resultRouteId: version.routeId,
          reasons,
        });
        const moved = transitionJob('REOPTIMIZING', { type: 'reoptimized' });
        if (!moved.ok) throw new Error('illegal reoptimized transition');
        const message = keyed(
          feasible ? 'adhoc.server.reoptimizationFeasible' : 'adhoc.server.reoptimizationInfeasible',
          { version: version.version },
        );
        await setJobStatus(tx, job.id, 'REOPTIMIZING', moved.value, {
          result: message.text,
          resultMessage: { key: message.key, params: message.params },
          ...(feasible ? { currentRouteId: version.routeId } : {}),
        });
        await settleJobOrders(tx, job.id, onList);
        return { ...version, message };
      });
      await publishDone(record, stored.message, stored.routeId);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await fail(record, 'RUNNING', keyed('adhoc.server.reoptimizationFailed', { reason }));
    }
  }

  async function interrupted(id: number): Promise<void> {
    const record = await findReoptimization(db.orm, id);
    if (!record || (record.state !== 'RUNNING' && record.state !== 'QUEUED')) return;
    await fail(record, record.state, keyed('adhoc.server.reoptimizationInterrupted'));
  }

  return { run, interrupted };
}

defineQueueKind(REOPTIMIZATION_KIND, createReoptimizationRunner);
