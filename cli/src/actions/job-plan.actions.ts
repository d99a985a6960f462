import { approvalState, approveJob, overviewApprovalView, type Job } from '@rota/core/daily-plan';
import { domainFailure } from '../api/domain-failure.js';
import { readRouteScreen, type RouteScreen } from '../api/route-screen.js';
import { answered } from '../api/server-client.js';
import type { CommandContext } from '../context.js';
import { CliError, EXIT, usageError } from '../io/cli-error.js';
import { formatDateTime, formatDay, formatHoursMinutes, formatMetres } from '../io/human-format.js';
import { table } from '../io/output.js';
import { t } from '../messages.js';
import { formatElapsed } from '../watch/elapsed.js';
import { watchOutcome } from '../watch/job-watch.js';
import { findJob, jobGateway } from './job-lookup.js';
import { checkCoverage, planCoverage } from './plan-coverage.js';

/** The route of a job: its current version, or the version named by --route. */
async function routeOf(ctx: CommandContext, jobRefNo: string, routeId?: string): Promise<RouteScreen> {
  if (routeId === undefined) return readRouteScreen(ctx, jobRefNo);
  const versions = answered(ctx.server, await ctx.api().dailyPlan.versions({ params: { jobRefNo } })).data;
  if (!versions.some((v) => v.routeId === routeId))
    throw new CliError(
      t('cli.routeUnknown', { jobRefNo, routeId, known: versions.map((v) => v.routeId).join(', ') || '-' }),
      EXIT.failure,
      [],
      'ROUTE_NOT_FOUND',
    );
  return readRouteScreen(ctx, jobRefNo, routeId);
}

/** The route id of a version as `jobs versions` numbers it, or the error naming the versions there are. */
async function routeOfVersion(ctx: CommandContext, jobRefNo: string, version: number): Promise<string> {
  const versions = answered(ctx.server, await ctx.api().dailyPlan.versions({ params: { jobRefNo } })).data;
  const found = versions.find((v) => v.version === version);
  if (!found)
    throw new CliError(
      t('cli.versionUnknown', {
        jobRefNo,
        version,
        known: versions.map((v) => String(v.version)).join(', ') || '-',
      }),
      EXIT.failure,
      [],
      'VERSION_NOT_FOUND',
    );
  return found.routeId;
}

/** Approval as a person reads it, with the reason Go Live is blocked when it is. */
function approvalText(route: RouteScreen): string {
  const view = overviewApprovalView(route.jobOverview, false);
  if (view.kind === 'badge') return t(`cli.approval.${view.badge}`);
  const tooltip = view.goLive.tooltip;
  if (!tooltip) return t('cli.approval.pending');
  return t('cli.approval.blocked', { reason: 'text' in tooltip ? tooltip.text : t(tooltip.messageKey) });
}

function showLines(job: Job, route: RouteScreen | null): string[] {
  const o = route?.jobOverview;
  const pairs: [string, string][] = [
    [
      'cli.show.job',
      `${job.jobRefNo}${job.version === null ? '' : ` (${t('cli.column.version')} ${job.version})`}`,
    ],
    ['cli.show.status', job.status],
    ['cli.column.orders', String(job.orderCount)],
    ['cli.column.vehicles', String(job.vehicleCount)],
    ['cli.column.taskDate', formatDay(job.taskDate)],
    ['cli.column.created', formatDateTime(job.createDate)],
    ['cli.column.started', formatDateTime(job.startedAt)],
    ['cli.column.ended', formatDateTime(job.endDate)],
    ['cli.column.runTime', job.runTime === null ? '-' : formatElapsed(job.runTime * 1000)],
    ['cli.show.result', job.result ?? '-'],
  ];
  if (route && o)
    pairs.push(
      ['cli.show.route', route.routeId],
      ['cli.show.approval', approvalText(route)],
      [
        'cli.show.totals',
        t('cli.show.totalsValue', {
          vehicles: o.totalVehicle,
          stops: o.totalStop,
          orders: o.totalOrder,
          distance: formatMetres(o.totalDistance),
          duration: formatHoursMinutes(o.totalHours * 3600 + o.totalMinutes * 60),
        }),
      ],
      ['cli.show.unplanned', String(route.unassignedOrders.length)],
    );
  const labels = pairs.map(([key, value]) => [t(key), value] as const);
  const width = Math.max(...labels.map(([label]) => label.length));
  return labels.map(([label, value]) => `${label.padEnd(width)}  ${value}`);
}

/** `rota jobs show REF`: the job row and, once it has a plan, its route, approval and coverage. */
export async function show(ctx: CommandContext, jobRefNo: string, options: { requireAll?: boolean }) {
  const job = await findJob(ctx, jobRefNo);
  const route = watchOutcome(job.status) === 'succeeded' ? await readRouteScreen(ctx, jobRefNo) : null;
  ctx.out.result(
    {
      job,
      route: route && {
        routeId: route.routeId,
        status: route.status,
        approval: approvalState(route.jobOverview.isApproved),
        overview: route.jobOverview,
        planStats: route.planStats,
        unassignedOrders: route.unassignedOrders,
      },
    },
    () => showLines(job, route),
  );
  if (route) checkCoverage(ctx, planCoverage(route), options.requireAll === true);
}

/** `rota jobs versions REF`: the route versions, newest first, the current one marked. */
export async function versions(ctx: CommandContext, jobRefNo: string): Promise<void> {
  ctx.login();
  const list = answered(ctx.server, await ctx.api().dailyPlan.versions({ params: { jobRefNo } })).data;
  const current = list.length > 0 ? (await readRouteScreen(ctx, jobRefNo)).routeId : null;
  const status = list.length > 0 ? null : (await findJob(ctx, jobRefNo)).status;
  const rows = list.map((v) => ({ ...v, current: v.routeId === current }));
  ctx.out.result(rows, () =>
    status !== null
      ? [t('cli.noPlanYet', { jobRefNo, status })]
      : table(
          [
            'version',
            'sourceVersion',
            'routeId',
            'feasible',
            'changes',
            'distance',
            'duration',
            'current',
          ].map((c) => t(`cli.column.${c}`)),
          rows.map((v) => [
            String(v.version),
            v.sourceVersion === null ? '-' : String(v.sourceVersion),
            v.routeId,
            t(v.isFeasible ? 'cli.yes' : 'cli.no'),
            String(v.numberOfChanges),
            formatMetres(v.distance),
            v.duration,
            v.current ? '*' : '',
          ]),
          { width: ctx.width, right: [0, 1, 4, 5, 6] },
        ),
  );
}

/** Go Live or Discard, through core's approveJob: the same gating and messages as the web UI. */
export async function decide(
  ctx: CommandContext,
  jobRefNo: string,
  options: { route?: string; version?: number },
  discard: boolean,
): Promise<void> {
  ctx.login();
  if (options.route !== undefined && options.version !== undefined) throw usageError(t('cli.versionOrRoute'));
  const chosen =
    options.version === undefined ? options.route : await routeOfVersion(ctx, jobRefNo, options.version);
  const route = await routeOf(ctx, jobRefNo, chosen);
  const routeId = chosen ?? route.routeId;
  const outcome = await approveJob(
    { jobs: jobGateway(ctx) },
    { overview: route.jobOverview, routeId, discard, hasUnsavedLocationChanges: false },
  );
  if (!outcome.ok) {
    const wanted = discard ? 'discarded' : 'approved';
    // The same decision again changes nothing and is no failure: a script may run it twice.
    if (
      outcome.error.code === 'ALREADY_DECIDED' &&
      approvalState(route.jobOverview.isApproved) === wanted &&
      routeId === route.routeId
    ) {
      ctx.out.note(t('cli.alreadyDone', { jobRefNo, state: approvalText(route) }));
      ctx.out.result(
        { jobRefNo, routeId, approved: !discard, discarded: discard, unchanged: true, message: null },
        () => [],
      );
      return;
    }
    if (outcome.error.code === 'ALREADY_DECIDED')
      throw new CliError(
        t('cli.alreadyDecided', { jobRefNo, state: approvalText(route) }),
        EXIT.failure,
        [],
        'ALREADY_DECIDED',
      );
    throw domainFailure(outcome.error, ctx.server);
  }
  const message = outcome.value.notice.message;
  ctx.out.result({ jobRefNo, routeId, approved: !discard, discarded: discard, message }, () => [
    message ?? t(discard ? 'cli.discarded' : 'cli.approved', { jobRefNo, routeId }),
  ]);
}
