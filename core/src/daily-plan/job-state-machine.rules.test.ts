import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canApplyJobEvent, transitionJob, type JobEvent } from './job-state-machine.rules.js';
import { jobStatusSchema, jobStatusValues, type JobStatus } from './job-status.schema.js';

const event: fc.Arbitrary<JobEvent> = fc.oneof(
  fc.boolean().map((queue): JobEvent => ({ type: 'create', queue })),
  fc.boolean().map((queue): JobEvent => ({ type: 'configure', queue })),
  fc.boolean().map((queue): JobEvent => ({ type: 'replan', queue })),
  fc
    .constantFrom('SUCCESS', 'INFEASIBLE', 'FAILED')
    .map((outcome): JobEvent => ({ type: 'solved', outcome })),
  fc.constantFrom<JobEvent>(
    { type: 'start' },
    { type: 'requeue' },
    { type: 'cancel' },
    { type: 'rerun' },
    { type: 'reoptimize' },
    { type: 'reoptimized' },
    { type: 'approve' },
    { type: 'discard' },
    { type: 'dispatch' },
    { type: 'complete' },
  ),
);
const status = fc.constantFrom<JobStatus | null>(null, ...jobStatusValues);

function run(events: readonly JobEvent[]): JobStatus | null {
  let current: JobStatus | null = null;
  for (const e of events) {
    const result = transitionJob(current, e);
    if (!result.ok) throw new Error(`${current} ${e.type}`);
    current = result.value;
  }
  return current;
}

describe('job state machine', () => {
  it('walks the written life cycle', () => {
    expect(run([{ type: 'create', queue: false }])).toBe('AWAITING_CONFIGURATION');
    expect(
      run([
        { type: 'create', queue: true },
        { type: 'start' },
        { type: 'solved', outcome: 'SUCCESS' },
        { type: 'approve' },
      ]),
    ).toBe('APPROVED');
    expect(
      run([
        { type: 'create', queue: false },
        { type: 'configure', queue: true },
        { type: 'start' },
        { type: 'solved', outcome: 'INFEASIBLE' },
        { type: 'rerun' },
        { type: 'start' },
        { type: 'solved', outcome: 'SUCCESS' },
        { type: 'reoptimize' },
        { type: 'reoptimized' },
        { type: 'discard' },
      ]),
    ).toBe('DISCARDED');
    expect(
      run([
        { type: 'create', queue: true },
        { type: 'start' },
        { type: 'solved', outcome: 'FAILED' },
        { type: 'replan', queue: false },
      ]),
    ).toBe('AWAITING_CONFIGURATION');
  });

  it('puts a solve its process handed back in the queue again, and nothing else', () => {
    expect(
      run([{ type: 'create', queue: true }, { type: 'start' }, { type: 'requeue' }, { type: 'start' }]),
    ).toBe('SOLVING');
    for (const from of jobStatusValues)
      expect(transitionJob(from, { type: 'requeue' }).ok).toBe(from === 'SOLVING');
  });

  it('refuses illegal transitions with an error value', () => {
    const result = transitionJob('SOLVING', { type: 'approve' });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'ILLEGAL_TRANSITION',
        messageKey: 'dailyPlan.illegalTransition',
        params: { from: 'SOLVING', event: 'approve' },
      },
    });
    expect(transitionJob('APPROVED', { type: 'rerun' }).ok).toBe(false);
    expect(transitionJob('APPROVED', { type: 'discard' }).ok).toBe(false);
    expect(transitionJob('SOLVING', { type: 'rerun' }).ok).toBe(false);
    expect(transitionJob(null, { type: 'start' }).ok).toBe(false);
  });

  it('never leaves the defined statuses and never throws', () => {
    fc.assert(
      fc.property(status, event, (from, e) => {
        const result = transitionJob(from, e);
        expect(result.ok).toBe(canApplyJobEvent(from, e));
        if (result.ok) expect(jobStatusSchema.safeParse(result.value).success).toBe(true);
        else expect(result.error.code).toBe('ILLEGAL_TRANSITION');
      }),
    );
  });

  it('only reaches statuses of the written machine along any legal path', () => {
    const reachable = new Set<JobStatus>([
      'AWAITING_CONFIGURATION',
      'QUEUED',
      'SOLVING',
      'SUCCESS',
      'INFEASIBLE',
      'FAILED',
      'CANCELLED',
      'REOPTIMIZING',
      'MODIFIED',
      'APPROVED',
      'DISCARDED',
      'INPROGRESS',
      'COMPLETED',
    ]);
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let current: JobStatus | null = null;
        for (const e of events) {
          const result = transitionJob(current, e);
          if (result.ok) current = result.value;
        }
        if (current !== null) expect(reachable.has(current)).toBe(true);
      }),
    );
  });

  it('approves and discards only a pending plan, once', () => {
    fc.assert(
      fc.property(fc.constantFrom(...jobStatusValues), (from) => {
        const approved = transitionJob(from, { type: 'approve' });
        if (approved.ok) expect(transitionJob(approved.value, { type: 'approve' }).ok).toBe(false);
        expect(approved.ok).toBe(transitionJob(from, { type: 'discard' }).ok);
      }),
    );
  });
});
