import {
  groupLeftOut,
  loadReplanInput,
  queueJob,
  rerunJob,
  type JobInput,
  type LeftOutOrder,
} from '@rota/core/daily-plan';
import { unwrap } from '../api/domain-failure.js';
import { answered } from '../api/server-client.js';
import type { CommandContext } from '../context.js';
import { CliError, EXIT, usageError } from '../io/cli-error.js';
import { ask } from '../io/prompt.js';
import { t } from '../messages.js';
import { buildJobInput, checkCreateOptions, type CreateJobOptions } from './job-input.builder.js';
import { findJob, jobGateway, jobLines, listJobs, lookupJob } from './job-lookup.js';
import { dateRange, integerOption, referenceArgument, statusOption } from './job-options.js';

export interface ListOptions {
  status?: string;
  date?: string;
  from?: string;
  to?: string;
  ref?: string;
  limit: string;
}

export async function list(ctx: CommandContext, options: ListOptions): Promise<void> {
  const limit = integerOption('--limit', options.limit, 1, 1000);
  const statuses = statusOption(options.status);
  const range = dateRange(options);
  const jobs = await listJobs(ctx, {
    pageSize: limit,
    status: statuses?.join(','),
    ...range,
    jobRefNo: options.ref,
  });
  ctx.out.result(jobs, () => jobLines(ctx, jobs));
}

export async function create(
  ctx: CommandContext,
  jobRefNo: string,
  options: CreateJobOptions & { replace?: boolean },
): Promise<void> {
  referenceArgument(jobRefNo);
  if (options.date !== undefined && !options.allOrders) throw usageError(t('cli.dateNeedsAllOrders'));
  const login = ctx.login();
  checkCreateOptions(options, login);
  const existing = await lookupJob(ctx, jobRefNo);
  // The server replans a job sent again under its reference: only on purpose.
  if (existing && !options.replace)
    throw new CliError(
      t('cli.jobExists', { jobRefNo, status: existing.status }),
      EXIT.failure,
      [],
      'JOB_EXISTS',
    );
  const input = await buildJobInput(ctx, login, jobRefNo, options);
  const notice = unwrap(await queueJob({ jobs: jobGateway(ctx) }, { input, roles: login.roles }), ctx.server);
  const job = await findJob(ctx, jobRefNo);
  const leftOut = input.allOrders ? await leftOutOf(ctx, input, job.taskDate) : [];
  ctx.out.result({ job, message: notice.message, leftOutOrders: leftOut }, () => [
    notice.message ?? t('cli.jobSaved', { jobRefNo, status: job.status }),
    ...jobLines(ctx, [job]),
    ...leftOutLines(leftOut),
  ]);
}

/** The orders of the job's plan day that "all orders" left out, as the server's rule says. */
async function leftOutOf(
  ctx: CommandContext,
  input: JobInput,
  taskDate: string | null | undefined,
): Promise<LeftOutOrder[]> {
  const date = input.planDate ?? (taskDate ? String(taskDate).slice(0, 10) : undefined);
  const query = { distributionCenterId: Number(input.distributionCenterId), ...(date ? { date } : {}) };
  return answered(ctx.server, await ctx.api().dailyPlan.leftOutOrders({ query })).data.leftOutOrders;
}

/** "3 orders left out: 2 already in a live plan (ORD-1, ORD-2), 1 completed (ORD-9)". */
export function leftOutLines(leftOut: readonly LeftOutOrder[]): string[] {
  if (leftOut.length === 0) return [];
  const reasons = groupLeftOut(leftOut)
    .map((g) => t(`cli.leftOut.${g.reason}`, { count: g.refNos.length, refNos: g.refNos.join(', ') }))
    .join(', ');
  return [t('cli.leftOut', { count: leftOut.length, reasons }), t('cli.leftOutHint')];
}

export async function queue(ctx: CommandContext, jobRefNo: string): Promise<void> {
  const login = ctx.login();
  const jobs = jobGateway(ctx);
  const input = unwrap(await loadReplanInput({ jobs }, [{ jobRefNo }]), ctx.server);
  const notice = unwrap(
    await queueJob({ jobs }, { input: { ...input, queue: true }, roles: login.roles }),
    ctx.server,
  );
  const job = await findJob(ctx, jobRefNo);
  ctx.out.result({ job, message: notice.message }, () => [
    notice.message ?? t('cli.jobQueued', { jobRefNo }),
  ]);
}

export async function rerun(ctx: CommandContext, jobRefNo: string): Promise<void> {
  const job = await findJob(ctx, jobRefNo);
  const notice = unwrap(await rerunJob({ jobs: jobGateway(ctx) }, [job]), ctx.server);
  const after = await findJob(ctx, jobRefNo);
  ctx.out.result({ job: after, message: notice.message }, () => [
    notice.message ?? t('cli.jobRerun', { jobRefNo }),
  ]);
}

export async function remove(
  ctx: CommandContext,
  jobRefNos: string[],
  yes: boolean,
  force = false,
): Promise<void> {
  ctx.login();
  // A live plan is what the drivers follow: deleting it takes --force, asked or not.
  if (!force) {
    const live: string[] = [];
    for (const jobRefNo of jobRefNos)
      if ((await lookupJob(ctx, jobRefNo))?.status === 'APPROVED') live.push(jobRefNo);
    if (live.length > 0) throw usageError(t('cli.deleteLiveNeedsForce', { jobRefNos: live.join(', ') }));
  }
  if (!yes) {
    if (!ctx.interactive) throw usageError(t('cli.deleteNeedsYes'));
    const answer = await ask(
      { input: ctx.io.stdin, output: ctx.io.stderr },
      t('cli.askDelete', { jobRefNos: jobRefNos.join(', ') }),
    );
    if (!/^(y(es)?|e(vet)?)$/i.test(answer.trim())) return;
  }
  const answer = answered(ctx.server, await ctx.api().dailyPlan.deleteJobs({ body: jobRefNos }));
  ctx.out.result({ deleted: jobRefNos, message: answer.message }, () => [
    answer.message ?? t('cli.jobsDeleted', { jobRefNos: jobRefNos.join(', ') }),
  ]);
}
