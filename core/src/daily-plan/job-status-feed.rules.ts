import { jobStatusDisplay } from './job-status.schema.js';
import type { Job, JobStatusUpdate } from './job.schema.js';

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

/** The info notice an update carries, if any. */
export function jobStatusNotice(update: JobStatusUpdate): string | null {
  const message = update.message;
  return message !== undefined && message !== null && message.trim() !== '' ? message : null;
}
