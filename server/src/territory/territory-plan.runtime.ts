import {
  TERRITORY_PLAN_UPDATE_EVENT,
  territoryPlanParametersInputSchema,
  territoryPlanStatusDisplay,
  type TerritoryPlanResult,
  type TerritoryPlanUpdate,
} from '@rota/core';
import type { PeriodicPlan, PeriodicProblem, Weekday } from '@rota/optimizer';
import type { Orm } from '../db/database.js';
import { translate } from '../platform/i18n.js';
import type { HubPublisher } from '../realtime/index.js';
import { defineQueueKind, type QueueKindContext } from '../solver/queue-kinds.js';
import {
  planById,
  planInput,
  planStartedAt,
  setPlanStatus,
  setSolvingProgress,
  type PlanInput,
  type PlanRow,
} from './territory-plan.repository.js';
import { runPlannerInWorker } from './territory-plan.runner.js';
import {
  EMPTY_PLAN,
  storePlanTerritories,
  withoutHeldLocations,
  type StoredTerritories,
} from './territory-plan.store.js';

export const TERRITORY_PLAN_KIND = 'territory-plan';

/** The live row of a plan on joboperationhub (who receives it: hub-access, by its center). */
export async function publishPlan(publisher: HubPublisher, row: PlanRow | undefined): Promise<void> {
  if (!row) return;
  const update: TerritoryPlanUpdate = {
    refNo: row.refNo,
    jobRefNo: row.jobRefNo,
    status: row.status,
    statusDisplay: territoryPlanStatusDisplay[row.status],
    progress: row.progress ?? null,
    runTime: row.runTime,
    distributionCenterId: row.distributionCenterId,
  };
  await publisher.send('joboperationhub', 'all', TERRITORY_PLAN_UPDATE_EVENT, update).catch(() => undefined);
}

const english = (key: string, params: Record<string, string | number> = {}) => translate('en', key, params);

/**
 * The planner's problem from a stored plan. Minutes in the weekly data become seconds; a location
 * without weekly data is visited once a week on any working day, for its own service duration.
 * One territory per vehicle of the depot's center (or as many as the parameters ask).
 */
export function problemOf(
  input: PlanInput,
): { problem: PeriodicProblem; vehicleOf: (string | null)[] } | { error: string } {
  const parsed = territoryPlanParametersInputSchema.safeParse(input.parameters);
  const parameters = parsed.success ? parsed.data : territoryPlanParametersInputSchema.parse({});
  const count = parameters.vehicleCount ?? input.vehicles.length;
  if (count === 0) return { error: 'territory.plan.noVehicles' };
  const vehicleOf = Array.from({ length: count }, (_, i) => input.vehicles[i]?.refNo ?? null);
  const problem: PeriodicProblem = {
    depot: input.depot,
    vehicles: vehicleOf.map((ref, i) => ({ id: ref ?? `T${i + 1}` })),
    workingDays: parameters.workingDays,
    dayStart: parameters.dayStart,
    dayEnd: parameters.dayEnd,
    speedKmh: parameters.speedKmh,
    locations: input.locations.map((l) => {
      const hasInput = l.frequency !== null;
      return {
        id: l.refNo,
        lat: l.lat,
        lng: l.lng,
        weeklyFrequency: hasInput ? (l.frequency ?? 0) : 1,
        allowedDays: hasInput
          ? ([0, 1, 2, 3, 4, 5, 6] as Weekday[]).filter((d) => l.days[d])
          : ([0, 1, 2, 3, 4, 5, 6] as Weekday[]),
        timeWindows: l.windows.map((w) =>
          w === null ? null : { start: w.start ?? 0, end: w.end ?? 24 * 3600 },
        ),
        demand: l.demand ?? 0,
        serviceDuration: 60 * (l.serviceDuration ?? l.locationService),
      };
    }),
  };
  return { problem, vehicleOf };
}

export function resultOf(plan: PeriodicPlan, stored: StoredTerritories): TerritoryPlanResult {
  const s = plan.stats;
  return {
    territoryCount: stored.territoryIds.length,
    ...stored,
    requiredVisits: s.requiredVisits,
    feasibleVisits: s.feasibleVisits,
    placedVisits: s.placedVisits,
    placedOnAllowedDays: s.placedOnAllowedDays,
    maxOverMean: Math.round(s.maxOverMean * 1000) / 1000,
    minOverMean: Math.round(s.minOverMean * 1000) / 1000,
    meanWorkload: Math.round(s.meanWorkload),
    unplaced: plan.unplaced.map((u) => ({
      locationRefNo: u.locationId,
      required: u.required,
      placed: u.placed,
      reason: u.reason,
    })),
  };
}

function territoryPlanHandlers(context: QueueKindContext) {
  const { db, publisher } = context;
  const noT = (key: string) => key;
  const reload = (id: number) => planById(db.orm, id, noT);

  const fail = async (id: number, startedAt: Date, reason: string) => {
    const endDate = new Date();
    await setPlanStatus(db.orm, id, 'SOLVING', 'FAILED', {
      endDate,
      runTime: (endDate.getTime() - startedAt.getTime()) / 1000,
      failureReason: reason,
    });
    await publishPlan(publisher, await reload(id));
  };

  return {
    async run(id: number) {
      const plan = await reload(id);
      if (!plan || plan.status !== 'QUEUED') return;
      const startedAt = new Date();
      const moved = await setPlanStatus(db.orm, id, 'QUEUED', 'SOLVING', {
        startedAt,
        endDate: null,
        runTime: null,
        progress: 0,
        result: null,
        failureReason: null,
      });
      if (!moved) return;
      await publishPlan(publisher, await reload(id));
      try {
        const input = await planInput(db.orm, id);
        if (!input) return;
        // Locations that territories this run does not replace hold stay there: they are not planned.
        const free = await withoutHeldLocations(db.orm, input);
        const built = problemOf(free);
        if ('error' in built) return await fail(id, startedAt, english(built.error));
        let lastPercent = 0;
        const outcome =
          free.locations.length === 0
            ? { ok: true as const, plan: EMPTY_PLAN }
            : await runPlannerInWorker(built.problem, {
                timeLimitMs: context.maxTimeLimitMs,
                ...(context.graceMs !== undefined ? { graceMs: context.graceMs } : {}),
                signal: context.signal,
                onProgress: (progress) => {
                  if (progress.percent <= lastPercent || progress.percent >= 100) return;
                  lastPercent = progress.percent;
                  void setSolvingProgress(
                    db.orm,
                    id,
                    progress.percent,
                    (Date.now() - startedAt.getTime()) / 1000,
                  )
                    .then(async () => publishPlan(publisher, await reload(id)))
                    .catch(() => undefined);
                },
              });
        if (!outcome.ok) return await fail(id, startedAt, outcome.reason);
        const endDate = new Date();
        const full = outcome.plan.stats.placedVisits >= outcome.plan.stats.feasibleVisits;
        await db.orm.transaction(async (tx) => {
          const stored = await storePlanTerritories(
            tx as unknown as Orm,
            input,
            outcome.plan,
            built.vehicleOf,
          );
          await setPlanStatus(tx as unknown as Orm, id, 'SOLVING', full ? 'SUCCESS' : 'INFEASIBLE', {
            endDate,
            runTime: (endDate.getTime() - startedAt.getTime()) / 1000,
            progress: 100,
            result: resultOf(outcome.plan, stored),
            failureReason: null,
          });
        });
        await publishPlan(publisher, await reload(id));
      } catch (error) {
        await fail(id, startedAt, error instanceof Error ? error.message : String(error));
      }
    },
    async interrupted(id: number) {
      const started = await planStartedAt(db.orm, id);
      const startedAt = started ? new Date(started) : new Date();
      await fail(id, startedAt, english('territory.plan.server.interrupted'));
    },
  };
}

defineQueueKind(TERRITORY_PLAN_KIND, territoryPlanHandlers);
