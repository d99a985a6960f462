import { tap } from 'rxjs';
import { createJobGateway, type LooseQuery } from '@rota/adapters-http';
import { createRealtimeAdapters } from '@rota/adapters-realtime';
import { loadReplanInput, queueJob, rerunJob, type Job } from '@rota/core/daily-plan';
import { unwrap } from '../api/domain-failure.js';
import { answered } from '../api/server-client.js';
import type { CommandContext } from '../context.js';
import { CliError, EXIT, usageError } from '../io/cli-error.js';
import { table } from '../io/output.js';
import { ask } from '../io/prompt.js';
import { t } from '../messages.js';
import { formatElapsed } from '../watch/elapsed.js';
import { initialWatchState, watchJob, type JobWatchState } from '../watch/job-watch.js';
import { buildJobInput, type CreateJobOptions } from './job-input.builder.js';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function dateOption(name: string, value: string | undefined): string | undefined {
  if (value !== undefined && !isoDate.test(value))
    throw usageError(t('cli.optionInvalid', { option: name, detail: 'use YYYY-MM-DD' }));
  return value;
}

/** GET jobs with the grid's filters (status list, task-date range, reference). */
async function listJobs(ctx: CommandContext, query: LooseQuery = {}): Promise<Job[]> {
  ctx.login();
  return answered(ctx.server, await ctx.api().dailyPlan.listJobs({ query })).data.jobList;
}

/** The list row of one job, or the error that says it does not exist. */
async function findJob(ctx: CommandContext, jobRefNo: string): Promise<Job> {
  const rows = await listJobs(ctx, { jobRefNo, pageSize: 1000 });
  const job = rows.find((row) => row.jobRefNo === jobRefNo);
  if (!job) throw new CliError(t('cli.jobNotFound', { jobRefNo, server: ctx.server }), 1, [], 'NOT_FOUND');
  return job;
}

const jobGateway = (ctx: CommandContext) => createJobGateway(ctx.http(), { notifyErrors: false });

function jobLines(jobs: readonly Job[]): string[] {
  if (jobs.length === 0) return [t('cli.jobsNone')];
  return table(
    ['REF', 'STATUS', 'ORDERS', 'VEHICLES', 'RUN TIME', 'TASK DATE', 'CREATED'],
    jobs.map((job) => [
      job.jobRefNo,
      job.status,
      String(job.orderCount),
      String(job.vehicleCount),
      job.runTime === null ? '-' : `${job.runTime.toFixed(1)}s`,
      job.taskDate?.slice(0, 10) ?? '-',
      job.createDate.slice(0, 16).replace('T', ' '),
    ]),
  );
}

export interface ListOptions {
  status?: string;
  date?: string;
  from?: string;
  to?: string;
  ref?: string;
  limit: string;
}

export async function list(ctx: CommandContext, options: ListOptions): Promise<void> {
  const limit = Number(options.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
    throw usageError(t('cli.optionInvalid', { option: '--limit', detail: '1 to 1000' }));
  const date = dateOption('--date', options.date);
  const startDate = date ?? dateOption('--from', options.from);
  const endDate = date ?? dateOption('--to', options.to);
  const jobs = await listJobs(ctx, {
    pageSize: limit,
    status: options.status?.toUpperCase(),
    startDate,
    endDate,
    jobRefNo: options.ref,
  });
  ctx.out.result(jobs, () => jobLines(jobs));
}

export async function create(
  ctx: CommandContext,
  jobRefNo: string,
  options: CreateJobOptions,
): Promise<void> {
  const login = ctx.login();
  const input = await buildJobInput(ctx, login, jobRefNo, options);
  const notice = unwrap(await queueJob({ jobs: jobGateway(ctx) }, { input, roles: login.roles }));
  const job = await findJob(ctx, jobRefNo);
  ctx.out.result({ job, message: notice.message }, () => [
    notice.message ?? t('cli.jobSaved', { jobRefNo, status: job.status }),
    ...jobLines([job]),
  ]);
}

export async function queue(ctx: CommandContext, jobRefNo: string): Promise<void> {
  const login = ctx.login();
  const jobs = jobGateway(ctx);
  const input = unwrap(await loadReplanInput({ jobs }, [{ jobRefNo }]));
  const notice = unwrap(await queueJob({ jobs }, { input: { ...input, queue: true }, roles: login.roles }));
  const job = await findJob(ctx, jobRefNo);
  ctx.out.result({ job, message: notice.message }, () => [
    notice.message ?? t('cli.jobQueued', { jobRefNo }),
  ]);
}

export async function rerun(ctx: CommandContext, jobRefNo: string): Promise<void> {
  const job = await findJob(ctx, jobRefNo);
  const notice = unwrap(await rerunJob({ jobs: jobGateway(ctx) }, [job]));
  const after = await findJob(ctx, jobRefNo);
  ctx.out.result({ job: after, message: notice.message }, () => [
    notice.message ?? t('cli.jobRerun', { jobRefNo }),
  ]);
}

export async function remove(ctx: CommandContext, jobRefNos: string[], yes: boolean): Promise<void> {
  ctx.login();
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

export interface WatchOptions {
  timeout?: string;
  poll: string;
}

function positiveSeconds(option: string, value: string): number {
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw usageError(t('cli.optionInvalid', { option, detail: 'a positive number of seconds' }));
  return seconds;
}

/** Ink only on a terminal: loading it costs time a script should not pay. */
async function liveWatchView(ctx: CommandContext, jobRefNo: string, elapsed: (s: JobWatchState) => number) {
  const [{ createElement }, { renderLive }, { JobWatchView }] = await Promise.all([
    import('react'),
    import('../ui/live-view.js'),
    import('../ui/JobWatchView.js'),
  ]);
  return renderLive<JobWatchState>(
    ctx.io.stdout,
    (s) => createElement(JobWatchView, { state: s, elapsedMs: elapsed(s) }),
    initialWatchState(jobRefNo),
  );
}

export async function watch(ctx: CommandContext, jobRefNo: string, options: WatchOptions): Promise<void> {
  ctx.login();
  const pollMs = positiveSeconds('--poll', options.poll) * 1000;
  const timeoutMs =
    options.timeout === undefined ? null : positiveSeconds('--timeout', options.timeout) * 1000;
  await findJob(ctx, jobRefNo);
  const debug = ctx.io.env['ROTA_DEBUG'] !== undefined;
  const realtime = createRealtimeAdapters({
    baseUrl: ctx.server,
    getToken: () => ctx.loginStore.load()?.token ?? null,
    logger: {
      warn: (message) => debug && ctx.out.note(message),
      error: (message) => debug && ctx.out.note(message),
    },
  });
  const started = Date.now();
  const elapsed = (state: JobWatchState) =>
    state.runTime !== null && state.outcome !== 'running'
      ? state.runTime * 1000
      : Date.now() - (state.startedAt ? Math.min(Date.parse(state.startedAt), started) : started);
  let last: JobWatchState | null = null;
  const live = ctx.live ? await liveWatchView(ctx, jobRefNo, elapsed) : null;
  const states = watchJob(
    { feed: realtime.jobStatusFeed, fetch: () => findJob(ctx, jobRefNo), pollMs },
    jobRefNo,
  ).pipe(
    tap((state) => {
      const changed = last?.status !== state.status || last?.message !== state.message;
      last = state;
      if (live) live.update(state);
      else if (changed && !ctx.json && state.status)
        ctx.out.line(
          [state.jobRefNo, state.status, formatElapsed(elapsed(state)), state.message ?? '']
            .join('  ')
            .trimEnd(),
        );
    }),
  );
  let timer: NodeJS.Timeout | undefined;
  const ended = await new Promise<'done' | 'timeout'>((resolve, reject) => {
    const subscription = states.subscribe({ complete: () => resolve('done'), error: reject });
    if (timeoutMs !== null)
      timer = setTimeout(() => {
        subscription.unsubscribe();
        resolve('timeout');
      }, timeoutMs);
  });
  clearTimeout(timer);
  const final = last as JobWatchState | null;
  live?.finish(final ?? initialWatchState(jobRefNo));
  const summary = {
    jobRefNo,
    status: final?.status ?? null,
    outcome: ended === 'timeout' ? 'timeout' : (final?.outcome ?? 'running'),
    runTime: final?.runTime ?? null,
    result: final?.result ?? null,
    message: final?.message ?? null,
  };
  if (ended === 'timeout') {
    throw new CliError(
      t('cli.watchTimeout', { jobRefNo, seconds: (timeoutMs ?? 0) / 1000, status: summary.status ?? '?' }),
      EXIT.failure,
      [],
      'TIMEOUT',
    );
  }
  const line = t('cli.jobEnded', {
    jobRefNo,
    status: summary.status ?? '?',
    elapsed: final ? formatElapsed(elapsed(final)) : '-',
  });
  ctx.out.result(summary, () => [
    line,
    ...(summary.outcome === 'failed' && summary.result ? [summary.result] : []),
  ]);
  if (summary.outcome !== 'succeeded') throw new CliError(line, EXIT.failure, [], summary.status ?? 'FAILED');
}

export async function summary(ctx: CommandContext, jobRefNo: string, detail: boolean): Promise<void> {
  ctx.login();
  const api = ctx.api().dailyPlan;
  const query = { jobRefNo };
  const rows: readonly Record<string, unknown>[] = detail
    ? answered(ctx.server, await api.jobDetail({ query })).data
    : answered(ctx.server, await api.jobSummary({ query })).data;
  const columns = rows[0] ? Object.keys(rows[0]) : [];
  ctx.out.result(rows, () =>
    rows.length === 0
      ? [t('grid.dataNotFound')]
      : table(
          columns,
          rows.map((r) => columns.map((c) => String(r[c] ?? ''))),
        ),
  );
}
