import type { OrderTrackingRow } from '@rota/core/tracking';
import { answered } from '../api/server-client.js';
import type { CommandContext } from '../context.js';
import { dateOption } from '../actions/job-options.js';
import { findJob, listJobs } from '../actions/job-lookup.js';
import { CliError, EXIT, usageError } from '../io/cli-error.js';
import { table } from '../io/output.js';
import { t } from '../messages.js';

export interface OrderStatusOptions {
  job?: string;
  date?: string;
}

/** One order of a live job as `rota orders status` lists it. */
export interface OrderStatusRow {
  readonly jobRefNo: string;
  readonly orderRefNo: string;
  readonly status: string;
  readonly action: string;
  readonly locationName: string;
  readonly vehicle: string | null;
  readonly visitOrder: number | null;
}

async function rowsOfJob(ctx: CommandContext, jobRefNo: string): Promise<OrderStatusRow[]> {
  const rows: OrderTrackingRow[] = answered(
    ctx.server,
    await ctx.api().tracking.orderTrackingGrid({
      query: { jobRefNo, clients: [], locations: [], orders: [], vehicles: [] },
    }),
  ).data;
  return rows.map((row) => ({
    jobRefNo: row.jobRefNo || jobRefNo,
    orderRefNo: row.orderRefNo,
    status: row.status,
    action: row.action,
    locationName: row.locationName,
    vehicle: row.vehicle,
    visitOrder: row.visitOrder,
  }));
}

/**
 * `rota orders status`: the states of the orders of a live job (--job), or of every live job of a
 * day (--date), as Order Tracking reads them; a count per state ends the table.
 */
export async function orderStatus(ctx: CommandContext, options: OrderStatusOptions): Promise<void> {
  const date = dateOption('--date', options.date);
  if ((options.job === undefined) === (date === undefined)) throw usageError(t('cli.orders.needJobOrDate'));
  ctx.login();
  let jobs: string[];
  if (options.job !== undefined) {
    const job = await findJob(ctx, options.job);
    if (job.status !== 'APPROVED')
      throw new CliError(
        t('cli.track.notLive', { jobRefNo: job.jobRefNo, status: job.status }),
        EXIT.failure,
        [],
        'NOT_LIVE',
      );
    jobs = [job.jobRefNo];
  } else {
    const day = await listJobs(ctx, {
      startDate: date ?? '',
      endDate: date ?? '',
      status: 'APPROVED',
      pageSize: 1000,
    });
    jobs = day.map((job) => job.jobRefNo);
    if (jobs.length === 0)
      throw new CliError(t('cli.orders.noLiveJobs', { date: date ?? '' }), EXIT.failure, [], 'NOT_FOUND');
  }
  const rows: OrderStatusRow[] = [];
  for (const jobRefNo of jobs) rows.push(...(await rowsOfJob(ctx, jobRefNo)));
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
  ctx.out.result(rows, () => {
    if (rows.length === 0) return [t('cli.orders.none')];
    return [
      ...table(
        ['job', 'order', 'status', 'action', 'location', 'vehicle', 'stop'].map((c) =>
          t(`cli.orders.column.${c}`),
        ),
        rows.map((r) => [
          r.jobRefNo,
          r.orderRefNo,
          r.status,
          r.action,
          r.locationName,
          r.vehicle ?? '-',
          r.visitOrder === null ? '-' : String(r.visitOrder),
        ]),
        { width: ctx.width, right: [6] },
      ),
      '',
      t('cli.orders.totals', {
        count: rows.length,
        totals: [...counts].map(([status, n]) => `${status} ${n}`).join(', '),
      }),
    ];
  });
}
