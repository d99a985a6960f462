import type { TerritoryPlanningJob, TerritoryPlanStatus, TerritoryPlanUpdate } from '@rota/core';

/** The grid's row: the plan as the server lists it. */
export type PlanRow = TerritoryPlanningJob & Record<string, unknown>;

/** Run time as the spec shows it: 'H h m min'. */
export function hoursAndMinutes(seconds: number | null | undefined): { hours: number; minutes: number } {
  const total = Math.max(0, Math.round((seconds ?? 0) / 60));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** A live update applied to the grid's rows (unknown plans are left to the next reload). */
export function applyUpdate(rows: readonly PlanRow[], update: TerritoryPlanUpdate): PlanRow[] {
  return rows.map((row) =>
    row.refNo === update.refNo
      ? {
          ...row,
          status: update.status as TerritoryPlanStatus,
          statusDisplay: update.statusDisplay,
          progress: update.progress,
          runTime: update.runTime,
        }
      : row,
  );
}

/** Whether an update ends a run (the full row, with its result, is read again). */
export function isFinal(status: string): boolean {
  return status === 'SUCCESS' || status === 'FAILED' || status === 'INFEASIBLE' || status === 'CANCELLED';
}
