import { dailyPlanApi, type Job } from '@rota/core/daily-plan';
import type { CommandContext } from '../context.js';
import { CliError } from '../io/cli-error.js';
import { t } from '../messages.js';
import { callApi } from './api-call.js';

export interface JobQuery {
  status?: string;
  startDate?: string;
  endDate?: string;
  jobRefNo?: string;
  pageSize?: number;
  pageIndex?: number;
}

/** GET jobs with the grid's filters (status list, task-date range, reference). */
export async function listJobs(ctx: CommandContext, query: JobQuery = {}): Promise<Job[]> {
  ctx.login();
  const answer = await callApi(ctx.http(), ctx.server, dailyPlanApi.listJobs, {
    query: { ...query },
  });
  return answer.data.jobList;
}

/** The list row of one job, or the error that says it does not exist. */
export async function findJob(ctx: CommandContext, jobRefNo: string): Promise<Job> {
  const rows = await listJobs(ctx, { jobRefNo, pageSize: 1000 });
  const job = rows.find((row) => row.jobRefNo === jobRefNo);
  if (!job) throw new CliError(t('cli.jobNotFound', { jobRefNo, server: ctx.server }), 1, [], 'NOT_FOUND');
  return job;
}
