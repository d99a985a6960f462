import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jobProgressOf, jobStatusNotice, mergeJobStatusUpdate } from './job-status-feed.rules.js';
import { jobStatusDisplay, jobStatusValues } from './job-status.schema.js';
import type { Job, JobStatusUpdate } from './job.schema.js';

const statusArb = fc.constantFrom(...jobStatusValues);
const jobArb = (jobRefNo: string): fc.Arbitrary<Job> =>
  fc.record({
    jobRefNo: fc.constant(jobRefNo),
    status: statusArb,
    statusDisplay: fc.string(),
    orderCount: fc.nat(),
    vehicleCount: fc.nat(),
    runTime: fc.option(fc.nat(), { nil: null }),
    startedAt: fc.constant(null),
    endDate: fc.constant(null),
    taskDate: fc.constant('2026-01-02'),
    version: fc.constant(1),
    createDate: fc.constant('2026-01-01T08:00:00Z'),
    updateDate: fc.constant(null),
    result: fc.constant(null),
  });
const updateArb: fc.Arbitrary<JobStatusUpdate> = fc.record({
  jobRefNo: fc.constantFrom('J1', 'J2', 'J9'),
  status: statusArb,
  runTime: fc.option(fc.nat(), { nil: null }),
  endDate: fc.option(fc.constant('2026-01-01T09:00:00Z'), { nil: null }),
  startedAt: fc.option(fc.constant('2026-01-01T08:30:00Z'), { nil: null }),
  result: fc.option(fc.string(), { nil: null }),
  message: fc.option(fc.string(), { nil: null }),
});

describe('live job-status merge', () => {
  it('overwrites exactly the six fields of the matching row', () => {
    fc.assert(
      fc.property(fc.tuple(jobArb('J1'), jobArb('J2')), updateArb, (jobs, update) => {
        const merged = mergeJobStatusUpdate(jobs, update);
        expect(merged).toHaveLength(jobs.length);
        merged.forEach((row, i) => {
          const before = jobs[i]!;
          if (before.jobRefNo !== update.jobRefNo) expect(row).toEqual(before);
          else
            expect(row).toEqual({
              ...before,
              status: update.status,
              statusDisplay: jobStatusDisplay[update.status],
              runTime: update.runTime,
              endDate: update.endDate,
              startedAt: update.startedAt,
              result: update.result,
            });
        });
      }),
    );
  });

  it('shows a carried message as an info notice', () => {
    const base = {
      jobRefNo: 'J',
      status: 'SUCCESS' as const,
      runTime: 3,
      endDate: null,
      startedAt: null,
      result: null,
    };
    expect(jobStatusNotice({ ...base, message: 'Solved' })).toBe('Solved');
    expect(jobStatusNotice({ ...base, message: '  ' })).toBeNull();
    expect(jobStatusNotice(base)).toBeNull();
  });

  it('shows no notice for progress ticks, which feed the live indicator instead', () => {
    const progress = { elapsedSeconds: 3, vehicles: 2, unassignedOrders: 5, totalOrders: 40 };
    const tick = {
      jobRefNo: 'J',
      status: 'SOLVING' as const,
      runTime: 3,
      endDate: null,
      startedAt: null,
      result: null,
      message: 'Solving: 3 s, 2 vehicles, 5 orders not yet planned.',
      progress,
    };
    expect(jobStatusNotice(tick)).toBeNull();
    expect(jobProgressOf(tick)).toEqual(progress);
    expect(jobProgressOf({ ...tick, status: 'SUCCESS' })).toBeNull();
  });
});
