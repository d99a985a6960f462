import { createJobGateway, type LooseQuery } from '@rota/adapters-http';
import type { Job } from '@rota/core/daily-plan';
import { answered } from '../api/server-client.js';
import type { CommandContext } from '../context.js';
import { formatDateTime, formatDay } from '../io/human-format.js';
import { CliError, EXIT } from '../io/cli-error.js';
import { table } from '../io/output.js';
import { t } from '../messages.js';
import { formatElapsed } from '../watch/elapsed.js';

/** GET jobs with the grid's filters (status list, task-date range, reference). */
export async function listJobs(ctx: CommandContext, query: LooseQuery = {}): Promise<Job[]> {
  ctx.login();
  return answered(ctx.server, await ctx.api().dailyPlan.listJobs({ query })).data.jobList;
}

/** The list row of one job, or null when there is none of that reference. */
export async function lookupJob(ctx: CommandContext, jobRefNo: string): Promise<Job | null> {
  const rows = await listJobs(ctx, { jobRefNo, pageSize: 1000 });
  return rows.find((row) => row.jobRefNo === jobRefNo) ?? null;
}

/** The list row of one job, or the error that says it does not exist. */
export async function findJob(ctx: CommandContext, jobRefNo: string): Promise<Job> {
  const job = await lookupJob(ctx, jobRefNo);
  if (!job)
    throw new CliError(t('cli.jobNotFound', { jobRefNo, server: ctx.server }), EXIT.failure, [], 'NOT_FOUND');
  return job;
}

export const jobGateway = (ctx: CommandContext) => createJobGateway(ctx.http(), { notifyErrors: false });

/** The jobs grid as a table: local times, run time as elapsed time, fitted to the terminal. */
export function jobLines(ctx: CommandContext, jobs: readonly Job[]): string[] {
  if (jobs.length === 0) return [t('cli.jobsNone')];
  return table(
    ['ref', 'status', 'orders', 'vehicles', 'runTime', 'taskDate', 'created'].map((c) =>
      t(`cli.column.${c}`),
    ),
    jobs.map((job) => [
      job.jobRefNo,
      job.status,
      String(job.orderCount),
      String(job.vehicleCount),
      job.runTime === null ? '-' : formatElapsed(job.runTime * 1000),
      formatDay(job.taskDate),
      formatDateTime(job.createDate),
    ]),
    { width: ctx.width, right: [2, 3, 4] },
  );
}
