import { Subject, lastValueFrom, toArray } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job, JobStatus, JobStatusUpdate } from '@rota/core/daily-plan';
import { ServerLostError, watchJob, watchOutcome } from './job-watch.js';
import { formatElapsed } from './elapsed.js';

function row(status: JobStatus, extra: Partial<Job> = {}): Job {
  return {
    jobRefNo: 'J-1',
    status,
    statusDisplay: status,
    orderCount: 3,
    vehicleCount: 1,
    runTime: null,
    startedAt: null,
    endDate: null,
    taskDate: null,
    version: null,
    createDate: '2026-11-22T08:00:00.000Z',
    updateDate: null,
    result: null,
    ...extra,
  };
}

function update(status: JobStatus, extra: Partial<JobStatusUpdate> = {}): JobStatusUpdate {
  return { jobRefNo: 'J-1', status, runTime: null, endDate: null, startedAt: null, result: null, ...extra };
}

function setup(rows: Job[]) {
  const hub = new Subject<JobStatusUpdate>();
  let reads = 0;
  const fetch = async () => rows[Math.min(reads++, rows.length - 1)]!;
  return { hub, fetch, feed: { jobStatusUpdates: () => hub.asObservable() }, reads: () => reads };
}

/** The server counts as lost after 30 s without an answer; every failed read is a missing answer. */
const lost = { lostAfterMs: 30_000, unanswered: () => true };

const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });

describe('watchJob', () => {
  // The poll runs on rxjs's timer: faked, a read comes exactly when the test moves the clock.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows the hub until SUCCESS, keeping the solver’s progress text, ignoring other jobs', async () => {
    const { hub, feed, fetch, reads } = setup([row('QUEUED')]);
    const states = lastValueFrom(watchJob({ feed, fetch, pollMs: 60_000, ...lost }, 'J-1').pipe(toArray()));
    // The first read is due at once; the next not for a minute, so the hub alone carries the rest.
    await vi.advanceTimersByTimeAsync(0);
    expect(reads()).toBe(1);
    hub.next(update('SOLVING', { startedAt: '2026-11-22T08:00:01.000Z', message: 'best 812.4, 9 vehicles' }));
    hub.next({ ...update('FAILED'), jobRefNo: 'OTHER' });
    hub.next(
      update('SUCCESS', { runTime: 4.2, result: '3/3 orders planned', message: '3/3 orders planned' }),
    );
    hub.next(update('FAILED'));
    const seen = await states;
    expect(seen.map((s) => [s.status, s.via, s.outcome])).toEqual([
      ['QUEUED', 'poll', 'running'],
      ['SOLVING', 'hub', 'running'],
      ['SUCCESS', 'hub', 'succeeded'],
    ]);
    expect(seen[1]?.message).toBe('best 812.4, 9 vehicles');
    expect(seen[2]).toMatchObject({ runTime: 4.2, result: '3/3 orders planned' });
  });

  it('ends on a polled failure when the hub says nothing (a missed message)', async () => {
    const { feed, fetch, reads } = setup([
      row('SOLVING'),
      row('SOLVING'),
      row('INFEASIBLE', { result: 'no plan' }),
    ]);
    const watched = lastValueFrom(watchJob({ feed, fetch, pollMs: 5_000, ...lost }, 'J-1').pipe(toArray()));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(reads()).toBe(2);
    await vi.advanceTimersByTimeAsync(5_000);
    const seen = await watched;
    expect(seen.at(-1)).toMatchObject({
      status: 'INFEASIBLE',
      outcome: 'failed',
      result: 'no plan',
      via: 'poll',
    });
    expect(reads()).toBe(3);
  });

  it('fails with ServerLostError once the reads have gone unanswered for lostAfterMs', async () => {
    const hub = new Subject<JobStatusUpdate>();
    let reads = 0;
    const fetch = () => (reads++ === 0 ? Promise.resolve(row('SOLVING')) : Promise.reject(refused));
    const watched = lastValueFrom(
      watchJob({ feed: { jobStatusUpdates: () => hub }, fetch, pollMs: 5_000, ...lost }, 'J-1'),
    );
    const outcome = watched.then(
      () => null,
      (error: unknown) => error,
    );
    // The first refused read is asked at 5 s: 30 s later, at 35 s, the server is lost.
    await vi.advanceTimersByTimeAsync(34_000);
    expect(reads).toBe(7);
    await vi.advanceTimersByTimeAsync(1_000);
    const error = await outcome;
    expect(error).toBeInstanceOf(ServerLostError);
    expect((error as ServerLostError).silentMs).toBe(30_000);
    expect((error as ServerLostError).lastFailure).toBe(refused);
  });

  it('counts a read that hangs as no answer, and an answer in time as a live server', async () => {
    let reads = 0;
    const fetch = () => {
      reads++;
      if (reads === 2) return Promise.reject(refused);
      if (reads === 3) return Promise.resolve(row('SOLVING'));
      return reads === 1 ? Promise.resolve(row('QUEUED')) : new Promise<Job>(() => undefined);
    };
    const feed = { jobStatusUpdates: () => new Subject<JobStatusUpdate>() };
    const errors: unknown[] = [];
    watchJob({ feed, fetch, pollMs: 20_000, ...lost }, 'J-1').subscribe({ error: (e) => errors.push(e) });
    // Refused at 20 s, answered at 40 s: 20 s of silence, the watch goes on.
    await vi.advanceTimersByTimeAsync(59_000);
    expect(errors).toEqual([]);
    // The read asked at 60 s never answers; no second read is asked while it waits.
    await vi.advanceTimersByTimeAsync(31_000);
    expect(reads).toBe(4);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ name: 'ServerLostError', lastFailure: null });
  });

  it('ends at once with a failure that is not a missing answer (the job is gone)', async () => {
    const gone = new Error('There is no job J-1');
    const fetch = () => Promise.reject(gone);
    const feed = { jobStatusUpdates: () => new Subject<JobStatusUpdate>() };
    const watched = lastValueFrom(
      watchJob({ feed, fetch, pollMs: 5_000, lostAfterMs: 30_000, unanswered: (e) => e !== gone }, 'J-1'),
    ).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(await watched).toBe(gone);
  });

  it('sorts statuses into running, succeeded and failed', () => {
    expect(['QUEUED', 'SOLVING', 'AWAITING_CONFIGURATION'].map((s) => watchOutcome(s as JobStatus))).toEqual([
      'running',
      'running',
      'running',
    ]);
    expect(watchOutcome('SUCCESS')).toBe('succeeded');
    expect(watchOutcome('APPROVED')).toBe('succeeded');
    expect(watchOutcome('FAILED')).toBe('failed');
    expect(watchOutcome('INFEASIBLE')).toBe('failed');
  });

  it('formats elapsed time', () => {
    expect(formatElapsed(0)).toBe('0s');
    expect(formatElapsed(42_900)).toBe('42s');
    expect(formatElapsed(185_000)).toBe('3m 05s');
    expect(formatElapsed(3_720_000)).toBe('1h 02m');
  });
});
