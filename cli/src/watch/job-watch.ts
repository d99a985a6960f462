import { filter, map, merge, Observable, scan, takeWhile } from 'rxjs';
import {
  abandonedStatuses,
  solvedStatuses,
  type Job,
  type JobStatus,
  type JobStatusFeed,
  type JobStatusUpdate,
} from '@rota/core/daily-plan';

/** Statuses where a watch ends: a plan was made (and maybe went further), or it never will be. */
const succeeded: ReadonlySet<JobStatus> = new Set([...solvedStatuses, 'REOPTIMIZING']);
const failed: ReadonlySet<JobStatus> = new Set(abandonedStatuses);

export type WatchOutcome = 'running' | 'succeeded' | 'failed';

export function watchOutcome(status: JobStatus): WatchOutcome {
  if (succeeded.has(status)) return 'succeeded';
  if (failed.has(status)) return 'failed';
  return 'running';
}

export interface JobWatchState {
  readonly jobRefNo: string;
  readonly status: JobStatus | null;
  readonly outcome: WatchOutcome;
  /** When the solve started (server time), if it has. */
  readonly startedAt: string | null;
  /** Seconds the solve took, once it ended. */
  readonly runTime: number | null;
  /** The solver's latest word: progress while solving, the reason of a failure. */
  readonly message: string | null;
  readonly result: string | null;
  /** Where the latest status came from. */
  readonly via: 'hub' | 'poll' | null;
}

type Seen = Pick<JobWatchState, 'status' | 'startedAt' | 'runTime' | 'message' | 'result'> & {
  via: 'hub' | 'poll';
};

function fromUpdate(update: JobStatusUpdate): Seen {
  return {
    status: update.status,
    startedAt: update.startedAt,
    runTime: update.runTime,
    message: update.message ?? null,
    result: update.result,
    via: 'hub',
  };
}

function fromRow(job: Job): Seen {
  return {
    status: job.status,
    startedAt: job.startedAt,
    runTime: job.runTime,
    message: null,
    result: job.result,
    via: 'poll',
  };
}

/** Before anything was heard of the job. */
export function initialWatchState(jobRefNo: string): JobWatchState {
  return {
    jobRefNo,
    status: null,
    outcome: 'running',
    startedAt: null,
    runTime: null,
    message: null,
    result: null,
    via: null,
  };
}

export interface JobWatchPorts {
  readonly feed: JobStatusFeed;
  /** The job's list row, read now (a backstop for a missed or late hub message). */
  readonly fetch: () => Promise<Job>;
  readonly pollMs: number;
  /** How long a read may go without an answer before the server counts as lost. */
  readonly lostAfterMs: number;
  /**
   * Whether a failed read means the server did not answer (unreachable, or failing) and is
   * asked again; any other failure (the job is gone, the sign-in refused) ends the watch.
   */
  readonly unanswered: (error: unknown) => boolean;
}

/** The server left the watch's reads without an answer for `lostAfterMs`. */
export class ServerLostError extends Error {
  constructor(
    readonly silentMs: number,
    /** The failure of the latest read, when it failed rather than hung. */
    readonly lastFailure: unknown,
  ) {
    super(`No answer from the server for ${silentMs} ms`);
    this.name = 'ServerLostError';
  }
}

/**
 * The job's row read at once and every `pollMs`, one read at a time. Errors with
 * ServerLostError once the oldest read still without an answer was asked `lostAfterMs` ago,
 * failed reads included (a dead server refuses at once; a hung one never answers).
 */
function polledRows(ports: JobWatchPorts): Observable<Job> {
  return new Observable<Job>((subscriber) => {
    let reading = false;
    let waitingSince: number | null = null;
    let lastFailure: unknown = null;
    const read = () => {
      waitingSince ??= Date.now();
      if (reading) return;
      reading = true;
      ports.fetch().then(
        (row) => {
          reading = false;
          waitingSince = null;
          lastFailure = null;
          subscriber.next(row);
        },
        (error: unknown) => {
          reading = false;
          if (!ports.unanswered(error)) subscriber.error(error);
          else lastFailure = error;
        },
      );
    };
    const check = () => {
      const silentMs = waitingSince === null ? 0 : Date.now() - waitingSince;
      if (silentMs >= ports.lostAfterMs) subscriber.error(new ServerLostError(silentMs, lastFailure));
    };
    read();
    const polls = setInterval(read, ports.pollMs);
    const checks = setInterval(check, Math.min(1_000, ports.lostAfterMs));
    return () => {
      clearInterval(polls);
      clearInterval(checks);
    };
  });
}

/**
 * A job's status from the live hub (joboperationhub) with a periodic read as backstop; ends with
 * the first state whose outcome is not `running`, or errors when the server is lost
 * (ServerLostError) or a read fails for good.
 */
export function watchJob(ports: JobWatchPorts, jobRefNo: string): Observable<JobWatchState> {
  const initial = initialWatchState(jobRefNo);
  const live = ports.feed.jobStatusUpdates().pipe(
    filter((update) => update.jobRefNo === jobRefNo),
    map(fromUpdate),
  );
  const polled = polledRows(ports).pipe(map(fromRow));
  return merge(live, polled).pipe(
    scan(
      (state: JobWatchState, seen: Seen): JobWatchState => ({
        ...state,
        ...seen,
        // A progress text stays until the hub says something new; a poll carries none.
        message: seen.via === 'hub' ? seen.message : state.status === seen.status ? state.message : null,
        outcome: seen.status ? watchOutcome(seen.status) : 'running',
      }),
      initial,
    ),
    takeWhile((state) => state.outcome === 'running', true),
  );
}
