import { merge, map, type Observable, type Subscription } from 'rxjs';
import {
  applyLocationUpdate,
  applyResetRoute,
  applyTimelineUpdate,
  initialTrackAndTraceState,
  type LivePosition,
  type TimelineUpdate,
  type TrackAndTraceState,
  type TrackData,
  type TrackingLog,
} from '@rota/core/tracking';
import { answered } from '../api/server-client.js';
import type { CommandContext } from '../context.js';
import { findJob } from '../actions/job-lookup.js';
import { CliError, EXIT, usageError } from '../io/cli-error.js';
import { t } from '../messages.js';
import { trackLines } from './track-lines.js';
import { trackSnapshot, type TrackSnapshot } from './track-view.js';
import { commandRealtime } from '../api/realtime.js';

export interface TrackOptions {
  /** Print the current state once and end. */
  once?: boolean;
  /** Seconds after which the view ends (exit 0). */
  duration?: string;
  /** Seconds between two reads of the job's routes (a backstop for a missed hub message). */
  poll: string;
}

type TrackEvent =
  | { readonly kind: 'timeline'; readonly update: TimelineUpdate }
  | { readonly kind: 'location'; readonly vehicleRefNo: string; readonly positions: readonly LivePosition[] }
  | { readonly kind: 'reset'; readonly message: string };

function seconds(option: string, value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0)
    throw usageError(t('cli.optionInvalid', { option, detail: t('cli.track.secondsHint') }));
  return n;
}

async function readRoutes(ctx: CommandContext, jobRefNo: string): Promise<TrackData[]> {
  return answered(ctx.server, await ctx.api().tracking.trackRoutes({ params: { jobRefNo } })).data;
}

async function readLogs(ctx: CommandContext, jobRefNo: string): Promise<TrackingLog[]> {
  return answered(ctx.server, await ctx.api().tracking.trackingLogs({ params: { jobRefNo } })).data;
}

/** Ink only on a terminal: a script never pays for loading it. */
async function liveTrackView(ctx: CommandContext, first: TrackSnapshot) {
  const [{ createElement }, { renderLive }, { LinesView }] = await Promise.all([
    import('react'),
    import('../ui/live-view.js'),
    import('../ui/LinesView.js'),
  ]);
  return renderLive<TrackSnapshot>(
    ctx.io.stdout,
    (s) => createElement(LinesView, { lines: trackLines(s, ctx.width) }),
    first,
    1000,
  );
}

/**
 * `rota track JOB`: the vehicles of a live job, their next stops, ETAs, lateness and the job's
 * alerts, kept up to date from the Track & Trace hubs (timeline events, positions, route resets)
 * and a read of the job's routes every --poll seconds. Ends when every vehicle has finished its
 * route, after --duration, or at once with --once.
 */
export async function trackJob(ctx: CommandContext, jobRefNo: string, options: TrackOptions): Promise<void> {
  ctx.login();
  const pollMs = seconds('--poll', options.poll) * 1000;
  const durationMs = options.duration === undefined ? null : seconds('--duration', options.duration) * 1000;
  const job = await findJob(ctx, jobRefNo);
  if (job.status !== 'APPROVED')
    throw new CliError(
      t('cli.track.notLive', { jobRefNo, status: job.status }),
      EXIT.failure,
      [],
      'NOT_LIVE',
    );
  let state: TrackAndTraceState = initialTrackAndTraceState(await readRoutes(ctx, jobRefNo));
  let logs = await readLogs(ctx, jobRefNo);
  const snapshot = (cause: TrackSnapshot['cause'], info: string | null = null) =>
    trackSnapshot(jobRefNo, state, logs, cause, info, new Date().toISOString());
  const first = snapshot('start');
  const live = ctx.live && !options.once ? await liveTrackView(ctx, first) : null;
  let lastPrinted = '';
  const print = (s: TrackSnapshot) => {
    if (live) return live.update(s);
    if (ctx.json) return ctx.out.record(s);
    // In pipes: the view again only when something but the clock changed.
    const lines = trackLines(s, ctx.width);
    const key = JSON.stringify({ ...s, at: '', cause: '' });
    if (key === lastPrinted) return;
    lastPrinted = key;
    ctx.out.line([...lines, ''].join('\n'));
  };
  print(first);
  if (options.once || first.finished) {
    if (first.finished && !options.once) ctx.out.note(t('cli.track.finished', { jobRefNo }));
    return;
  }

  const realtime = commandRealtime(ctx);
  const feed = realtime.trackAndTraceFeed;
  const events: Observable<TrackEvent> = merge(
    feed.timelineUpdates(jobRefNo).pipe(map((update): TrackEvent => ({ kind: 'timeline', update }))),
    feed.resetRoute(jobRefNo).pipe(map((e): TrackEvent => ({ kind: 'reset', message: e.message }))),
    ...state.vehicles.map((vehicle) =>
      feed.locationUpdates(vehicle.vehicleRefNo, jobRefNo).pipe(
        map((positions): TrackEvent => ({
          kind: 'location',
          vehicleRefNo: vehicle.vehicleRefNo,
          positions,
        })),
      ),
    ),
  );

  let subscription: Subscription | undefined;
  const timers: NodeJS.Timeout[] = [];
  const outcome = await new Promise<'finished' | 'duration'>((resolve, reject) => {
    // One step at a time, in arrival order: a log read never lets a later event print first.
    let queue = Promise.resolve();
    const step = (work: () => Promise<TrackSnapshot | null>) => {
      queue = queue
        .then(work)
        .then((s) => {
          if (!s) return;
          print(s);
          if (s.finished) resolve('finished');
        })
        .catch(reject);
    };
    subscription = events.subscribe((event) =>
      step(async () => {
        switch (event.kind) {
          case 'timeline':
            state = applyTimelineUpdate(state, event.update);
            logs = await readLogs(ctx, jobRefNo);
            return snapshot('timeline');
          case 'location':
            state = applyLocationUpdate(state, event.vehicleRefNo, event.positions);
            return snapshot('location');
          case 'reset':
            state = applyResetRoute(state);
            return snapshot('reset', event.message);
        }
      }),
    );
    timers.push(
      setInterval(
        () =>
          step(async () => {
            const vehicles = await readRoutes(ctx, jobRefNo);
            logs = await readLogs(ctx, jobRefNo);
            state = { ...state, vehicles };
            return snapshot('poll');
          }),
        pollMs,
      ),
    );
    // ETAs and lateness move with the clock: a terminal view is redrawn every 15 s.
    if (live) timers.push(setInterval(() => step(async () => snapshot('tick')), 15_000));
    if (durationMs !== null) timers.push(setTimeout(() => resolve('duration'), durationMs));
  }).finally(() => {
    subscription?.unsubscribe();
    for (const timer of timers) clearInterval(timer);
  });
  const last = snapshot(outcome === 'finished' ? 'poll' : 'tick');
  live?.finish(last);
  if (outcome === 'finished') ctx.out.note(t('cli.track.finished', { jobRefNo }));
}
