import { jobStatusDisplay } from './job-status.schema.js';
import type { Job, JobProgress, JobStatusUpdate } from './job.schema.js';

/**
 * A live update overwrites status, runTime, endDate, startedAt, result and statusDisplay of its
 * row; other rows, and lists without the job, stay as they are.
 */
export function mergeJobStatusUpdate(jobs: readonly Job[], update: JobStatusUpdate): Job[] {
  return jobs.map((job) =>
    job.jobRefNo === update.jobRefNo
      ? {
          ...job,
          status: update.status,
          statusDisplay: jobStatusDisplay[update.status],
          runTime: update.runTime,
          endDate: update.endDate,
          startedAt: update.startedAt,
          result: update.result,
        }
      : job,
  );
}

/**
 * The info notice an update carries, if any. Progress ticks of a running solve carry none: they
 * feed the job's one live progress indicator, so toasts come only at start, end and on errors.
 */
export function jobStatusNotice(update: JobStatusUpdate): string | null {
  if (update.progress) return null;
  const message = update.message;
  return message !== undefined && message !== null && message.trim() !== '' ? message : null;
}

/** The live progress of a solving job, null once it is not solving. */
export function jobProgressOf(update: JobStatusUpdate): JobProgress | null {
  return update.status === 'SOLVING' ? (update.progress ?? null) : null;
}
