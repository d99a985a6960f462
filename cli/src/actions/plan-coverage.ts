import type { RouteScreen } from '../api/route-screen.js';
import type { CommandContext } from '../context.js';
import { CliError, EXIT } from '../io/cli-error.js';
import { t } from '../messages.js';

/** How much of a job's orders its plan serves. */
export interface PlanCoverage {
  readonly total: number;
  readonly planned: number;
  readonly unplanned: readonly { refNo: string; reason: string | null }[];
}

const LISTED = 5;

export function planCoverage(route: RouteScreen): PlanCoverage {
  const unplanned = route.unassignedOrders.map((o) => ({ refNo: o.refNo, reason: o.reason ?? null }));
  const planned = route.jobOverview.totalOrder;
  return { total: planned + unplanned.length, planned, unplanned };
}

/**
 * A plan that leaves orders out is no silent success: a warning on standard error naming the
 * first of them, and with --require-all the command fails (exit 1).
 */
export function checkCoverage(ctx: CommandContext, coverage: PlanCoverage, requireAll: boolean): void {
  const count = coverage.unplanned.length;
  if (count === 0) return;
  const params = { count, total: coverage.total };
  if (requireAll) throw new CliError(t('cli.unplannedRefused', params), EXIT.failure, [], 'UNPLANNED_ORDERS');
  ctx.out.note(t('cli.unplannedWarning', params));
  for (const order of coverage.unplanned.slice(0, LISTED))
    ctx.out.note(`  ${order.refNo}${order.reason ? `  ${order.reason}` : ''}`);
  if (count > LISTED) ctx.out.note(`  ${t('cli.unplannedMore', { count: count - LISTED })}`);
}
