import type { Plan } from '@rota/optimizer';

export interface ResultMessage {
  key: string;
  params: Record<string, string | number>;
}

/**
 * The result of a finished solve as a message key: what was planned and, when the search stopped
 * before the job's Maximum Runtime because it had converged, after how many seconds (rounded up).
 */
export function solveResultMessage(plan: Plan, orderCount: number): ResultMessage {
  const params = {
    assigned: plan.totals.assigned,
    total: orderCount,
    vehicles: plan.totals.vehicles,
    // The count picks the singular text for one vehicle (results stored without it read plural).
    count: plan.totals.vehicles,
    km: (plan.totals.distance / 1000).toFixed(1),
  };
  if (plan.stoppedBy !== 'CONVERGED') return { key: 'dailyPlan.server.result', params };
  const seconds = Math.max(1, Math.ceil(plan.elapsedMs / 1000));
  return { key: 'dailyPlan.server.resultConverged', params: { ...params, seconds } };
}
