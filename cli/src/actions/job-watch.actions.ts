import { tap } from 'rxjs';
import { readRouteScreen } from '../api/route-screen.js';
import { transportCause } from '../api/transport-cause.js';
import { serverKey } from '../config/login-file.js';
import type { CommandContext } from '../context.js';
import { CliError, EXIT, usageError } from '../io/cli-error.js';
import { t } from '../messages.js';
import { formatElapsed } from '../watch/elapsed.js';
import { initialWatchState, ServerLostError, watchJob, type JobWatchState } from '../watch/job-watch.js';
import { createPlainPrinter } from '../watch/plain-lines.js';
import { findJob } from './job-lookup.js';
import { checkCoverage, planCoverage, type PlanCoverage } from './plan-coverage.js';
import { commandRealtime } from '../api/realtime.js';

export interface WatchOptions {
  timeout?: string;
  poll: string;
  serverTimeout: string;
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

/** A read the server left without an answer: it could not be reached, or failed (5xx and the like). */
const unanswered = (error: unknown) =>
  error instanceof CliError && (error.code === 'NETWORK' || error.code === 'HTTP');

interface FollowTimes {
  readonly pollMs: number;
  readonly timeoutMs: number | null;
  readonly lostAfterMs: number;
}

/** Follows the job until it ends (or the timeout), drawing live or printing a line per change. */
async function follow(ctx: CommandContext, jobRefNo: string, times: FollowTimes) {
  const { pollMs, timeoutMs, lostAfterMs } = times;
  const realtime = commandRealtime(ctx);
  const started = Date.now();
  const elapsed = (state: JobWatchState) =>
    state.runTime !== null && state.outcome !== 'running'
      ? state.runTime * 1000
      : Date.now() - (state.startedAt ? Math.min(Date.parse(state.startedAt), started) : started);
  let last: JobWatchState | null = null;
  const live = ctx.live ? await liveWatchView(ctx, jobRefNo, elapsed) : null;
  // In pipes, a line (or with -o json an NDJSON record) only when the status or the solver's news change.
  const plain = createPlainPrinter((state) =>
    ctx.structured
      ? ctx.out.record({
          type: 'status',
          jobRefNo: state.jobRefNo,
          status: state.status,
          outcome: state.outcome,
          elapsedSeconds: Math.round(elapsed(state) / 1000),
          message: state.message,
          via: state.via,
        })
      : ctx.out.line(
          [state.jobRefNo, state.status, formatElapsed(elapsed(state)), state.message ?? '']
            .join('  ')
            .trimEnd(),
        ),
  );
  const states = watchJob(
    { feed: realtime.jobStatusFeed, fetch: () => findJob(ctx, jobRefNo), pollMs, lostAfterMs, unanswered },
    jobRefNo,
  ).pipe(
    tap((state) => {
      last = state;
      if (live) live.update(state);
      else plain(state);
    }),
  );
  let timer: NodeJS.Timeout | undefined;
  const ended = await new Promise<'done' | 'timeout' | ServerLostError>((resolve, reject) => {
    const subscription = states.subscribe({
      complete: () => resolve('done'),
      error: (error: unknown) => (error instanceof ServerLostError ? resolve(error) : reject(error)),
    });
    if (timeoutMs !== null)
      timer = setTimeout(() => {
        subscription.unsubscribe();
        resolve('timeout');
      }, timeoutMs);
  }).finally(() => {
    clearTimeout(timer);
    live?.finish(last ?? initialWatchState(jobRefNo));
  });
  const final = last as JobWatchState | null;
  return { ended, final, elapsedMs: final ? elapsed(final) : null };
}

/** The watch's end when the server stopped answering: which server, since when, and why. */
function serverLostError(
  ctx: CommandContext,
  jobRefNo: string,
  lost: ServerLostError,
  status: string | null,
) {
  const failure = lost.lastFailure;
  const cause =
    failure instanceof CliError && failure.code === 'HTTP'
      ? failure.message
      : failure
        ? transportCause()
        : t('cli.cause.unknown');
  return new CliError(
    t('cli.watchServerLost', {
      server: serverKey(ctx.server),
      jobRefNo,
      seconds: Math.round(lost.silentMs / 1000),
      cause,
      status: status ?? '?',
    }),
    EXIT.failure,
    [],
    'SERVER_LOST',
  );
}

export async function watch(ctx: CommandContext, jobRefNo: string, options: WatchOptions): Promise<void> {
  ctx.login();
  const pollMs = positiveSeconds('--poll', options.poll) * 1000;
  const timeoutMs =
    options.timeout === undefined ? null : positiveSeconds('--timeout', options.timeout) * 1000;
  const lostAfterMs = positiveSeconds('--server-timeout', options.serverTimeout) * 1000;
  const job = await findJob(ctx, jobRefNo);
  // Nothing moves a job that nobody queued: waiting for it would never end.
  if (job.status === 'AWAITING_CONFIGURATION')
    throw new CliError(
      t('cli.watchNotQueued', { jobRefNo, status: job.status }),
      EXIT.failure,
      [],
      'NOT_QUEUED',
    );
  const { ended, final, elapsedMs } = await follow(ctx, jobRefNo, { pollMs, timeoutMs, lostAfterMs });
  const status = final?.status ?? null;
  if (ended instanceof ServerLostError) throw serverLostError(ctx, jobRefNo, ended, status ?? job.status);
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
  // The stream's last record is the end (NDJSON: one object per line, each update then this).
  if (ctx.structured) ctx.out.record({ type: 'end', ...summary });
  else
    ctx.out.result(summary, () => [
      line,
      ...(outcome !== 'succeeded' && summary.result ? [summary.result] : []),
    ]);
  if (outcome !== 'succeeded') throw new CliError(line, EXIT.failure, [], status ?? 'FAILED');
  if (coverage) checkCoverage(ctx, coverage, options.requireAll === true);
}
