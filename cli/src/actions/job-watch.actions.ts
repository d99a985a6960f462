import { tap } from 'rxjs';
import { createRealtimeAdapters } from '@rota/adapters-realtime';
import { readRouteScreen } from '../api/route-screen.js';
import type { CommandContext } from '../context.js';
import { CliError, EXIT, usageError } from '../io/cli-error.js';
import { t } from '../messages.js';
import { formatElapsed } from '../watch/elapsed.js';
import { initialWatchState, watchJob, type JobWatchState } from '../watch/job-watch.js';
import { createPlainPrinter } from '../watch/plain-lines.js';
import { findJob } from './job-lookup.js';
import { checkCoverage, planCoverage, type PlanCoverage } from './plan-coverage.js';

export interface WatchOptions {
  timeout?: string;
  poll: string;
  requireAll?: boolean;
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

/** Follows the job until it ends (or the timeout), drawing live or printing a line per change. */
async function follow(ctx: CommandContext, jobRefNo: string, pollMs: number, timeoutMs: number | null) {
  const debug = ctx.io.env['ROTA_DEBUG'] !== undefined;
  const realtime = createRealtimeAdapters({
    baseUrl: ctx.server,
    getToken: () => ctx.accessToken(),
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
  const plain = createPlainPrinter((state) =>
    ctx.out.line(
      [state.jobRefNo, state.status, formatElapsed(elapsed(state)), state.message ?? ''].join('  ').trimEnd(),
    ),
  );
  const states = watchJob(
    { feed: realtime.jobStatusFeed, fetch: () => findJob(ctx, jobRefNo), pollMs },
    jobRefNo,
  ).pipe(
    tap((state) => {
      last = state;
      if (live) live.update(state);
      else if (!ctx.json) plain(state);
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
  return { ended, final, elapsedMs: final ? elapsed(final) : null };
}

export async function watch(ctx: CommandContext, jobRefNo: string, options: WatchOptions): Promise<void> {
  ctx.login();
  const pollMs = positiveSeconds('--poll', options.poll) * 1000;
  const timeoutMs =
    options.timeout === undefined ? null : positiveSeconds('--timeout', options.timeout) * 1000;
  await findJob(ctx, jobRefNo);
  const { ended, final, elapsedMs } = await follow(ctx, jobRefNo, pollMs, timeoutMs);
  const status = final?.status ?? null;
  if (ended === 'timeout')
    throw new CliError(
      t('cli.watchTimeout', { jobRefNo, seconds: (timeoutMs ?? 0) / 1000, status: status ?? '?' }),
      EXIT.failure,
      [],
      'TIMEOUT',
    );
  const outcome = final?.outcome ?? 'running';
  const coverage: PlanCoverage | null =
    outcome === 'succeeded' ? planCoverage(await readRouteScreen(ctx, jobRefNo)) : null;
  const summary = {
    jobRefNo,
    status,
    outcome,
    runTime: final?.runTime ?? null,
    result: final?.result ?? null,
    message: final?.message ?? null,
    unplannedOrders: coverage ? coverage.unplanned.length : null,
  };
  const line = t('cli.jobEnded', {
    jobRefNo,
    status: status ?? '?',
    elapsed: elapsedMs === null ? '-' : formatElapsed(elapsedMs),
  });
  ctx.out.result(summary, () => [
    line,
    ...(outcome !== 'succeeded' && summary.result ? [summary.result] : []),
  ]);
  if (outcome !== 'succeeded') throw new CliError(line, EXIT.failure, [], status ?? 'FAILED');
  if (coverage) checkCoverage(ctx, coverage, options.requireAll === true);
}
