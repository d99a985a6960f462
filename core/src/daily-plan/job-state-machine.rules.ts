import type { JobStatus } from './job-status.schema.js';
import { domainFail, domainOk, type DomainResult } from './result.js';

/**
 * The job life cycle the server enforces. The spec does not show which status may follow which;
 * this is the written rule:
 *
 *   create (queue false) -> AWAITING_CONFIGURATION      create (queue true) -> QUEUED
 *   configure: AWAITING_CONFIGURATION -> AWAITING_CONFIGURATION (queue false) | QUEUED (queue true)
 *   start: QUEUED -> SOLVING       solved: SOLVING -> SUCCESS | INFEASIBLE | FAILED
 *   requeue: SOLVING -> QUEUED (the process solving it stopped and handed the run back)
 *   cancel: QUEUED | SOLVING -> CANCELLED
 *   rerun: any finished, not approved plan -> QUEUED
 *   replan: AWAITING_CONFIGURATION or a rerunnable status -> AWAITING_CONFIGURATION | QUEUED
 *   reoptimize: a pending plan -> REOPTIMIZING     reoptimized: REOPTIMIZING -> MODIFIED
 *   approve: a pending plan -> APPROVED            discard: a pending plan -> DISCARDED
 *   dispatch: APPROVED -> INPROGRESS               complete: INPROGRESS -> COMPLETED
 */
export type JobEvent =
  | { readonly type: 'create'; readonly queue: boolean }
  | { readonly type: 'configure'; readonly queue: boolean }
  | { readonly type: 'start' }
  | { readonly type: 'solved'; readonly outcome: 'SUCCESS' | 'INFEASIBLE' | 'FAILED' }
  | { readonly type: 'requeue' }
  | { readonly type: 'cancel' }
  | { readonly type: 'rerun' }
  | { readonly type: 'replan'; readonly queue: boolean }
  | { readonly type: 'reoptimize' }
  | { readonly type: 'reoptimized' }
  | { readonly type: 'approve' }
  | { readonly type: 'discard' }
  | { readonly type: 'dispatch' }
  | { readonly type: 'complete' };

export type JobEventType = JobEvent['type'];

/** A plan with routes that still waits for Go Live or Discard. */
export const pendingPlanStatuses: readonly JobStatus[] = ['SUCCESS', 'MODIFIED', 'AWAITING_APPROVAL'];

/** Finished runs that have not gone live: they may run again. */
export const rerunnableStatuses: readonly JobStatus[] = [
  'SUCCESS',
  'FAILED',
  'INFEASIBLE',
  'MODIFIED',
  'AWAITING_APPROVAL',
  'DISCARDED',
  'CANCELLED',
];

export const replannableStatuses: readonly JobStatus[] = ['AWAITING_CONFIGURATION', ...rerunnableStatuses];

// Groupings of statuses for counts, filters and watches: each named once, used by every layer
// (the server's SQL takes them as parameters).

/** A solve made a plan (it may have gone further since). */
export const solvedStatuses: readonly JobStatus[] = [
  'SUCCESS',
  'AWAITING_APPROVAL',
  'APPROVED',
  'INPROGRESS',
  'COMPLETED',
  'MODIFIED',
];

/** A solve ended without a plan. */
export const unsolvedStatuses: readonly JobStatus[] = ['FAILED', 'INFEASIBLE'];

/** The solver is working on the job. */
export const solvingStatuses: readonly JobStatus[] = ['SOLVING', 'REOPTIMIZING'];

/** The plan went live (Go Live) and is driven or done. */
export const liveStatuses: readonly JobStatus[] = ['APPROVED', 'INPROGRESS', 'COMPLETED'];

/** A solve just ended, with a plan or without one: a progress display stops here. */
export const solveEndStatuses: readonly JobStatus[] = ['SUCCESS', ...unsolvedStatuses];

/** The job will not get a plan from this run: it failed or was called off. */
export const abandonedStatuses: readonly JobStatus[] = [...unsolvedStatuses, 'CANCELLED', 'DISCARDED'];

function queued(queue: boolean): JobStatus {
  return queue ? 'QUEUED' : 'AWAITING_CONFIGURATION';
}

function next(from: JobStatus | null, event: JobEvent): JobStatus | null {
  if (from === null) return event.type === 'create' ? queued(event.queue) : null;
  switch (event.type) {
    case 'create':
      return null;
    case 'configure':
      return from === 'AWAITING_CONFIGURATION' ? queued(event.queue) : null;
    case 'start':
      return from === 'QUEUED' ? 'SOLVING' : null;
    case 'solved':
      return from === 'SOLVING' ? event.outcome : null;
    case 'requeue':
      return from === 'SOLVING' ? 'QUEUED' : null;
    case 'cancel':
      return from === 'QUEUED' || from === 'SOLVING' ? 'CANCELLED' : null;
    case 'rerun':
      return rerunnableStatuses.includes(from) ? 'QUEUED' : null;
    case 'replan':
      return replannableStatuses.includes(from) ? queued(event.queue) : null;
    case 'reoptimize':
      return pendingPlanStatuses.includes(from) ? 'REOPTIMIZING' : null;
    case 'reoptimized':
      return from === 'REOPTIMIZING' ? 'MODIFIED' : null;
    case 'approve':
      return pendingPlanStatuses.includes(from) ? 'APPROVED' : null;
    case 'discard':
      return pendingPlanStatuses.includes(from) ? 'DISCARDED' : null;
    case 'dispatch':
      return from === 'APPROVED' ? 'INPROGRESS' : null;
    case 'complete':
      return from === 'INPROGRESS' ? 'COMPLETED' : null;
  }
}

/** Apply an event; an illegal one is an error value naming the status and the event. */
export function transitionJob(from: JobStatus | null, event: JobEvent): DomainResult<JobStatus> {
  const to = next(from, event);
  return to === null
    ? domainFail('ILLEGAL_TRANSITION', 'dailyPlan.illegalTransition', {
        from: from ?? 'none',
        event: event.type,
      })
    : domainOk(to);
}

/** Whether an event is legal from a status, without applying it. */
export function canApplyJobEvent(from: JobStatus | null, event: JobEvent): boolean {
  return next(from, event) !== null;
}
