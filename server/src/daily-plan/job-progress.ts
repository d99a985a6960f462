import type { JobProgress } from '@rota/core/daily-plan';
import type { Progress } from '@rota/optimizer';

/** What a SOLVING update carries of the solver's progress (orders counted as the plan counts them). */
export function progressOf(progress: Progress, totalOrders: number): JobProgress {
  return {
    elapsedSeconds: Math.round(progress.elapsedMs / 1000),
    vehicles: progress.vehicles,
    unassignedOrders: progress.unassigned,
    totalOrders,
  };
}
