import { Subject, lastValueFrom, toArray } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job, JobStatus, JobStatusUpdate } from '@rota/core/daily-plan';
import { watchJob, watchOutcome } from './job-watch.js';
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
    const states = lastValueFrom(watchJob({ feed, fetch, pollMs: 60_000 }, 'J-1').pipe(toArray()));
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
    const watched = lastValueFrom(watchJob({ feed, fetch, pollMs: 5_000 }, 'J-1').pipe(toArray()));
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
