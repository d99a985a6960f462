import { scan, startWith, type Observable } from 'rxjs';
import type { Job, JobStatusUpdate } from '../job.schema.js';
import { jobStatusNotice, mergeJobStatusUpdate } from '../job-status-feed.rules.js';
import type { JobStatusFeed } from '../ports.js';

export type JobListState = {
  readonly jobs: readonly Job[];
  /** Info notice carried by the latest update, if any. */
  readonly notice: string | null;
};

/** The jobs grid kept current by the live job-status channel. */
export function watchJobStatuses(
  ports: { readonly feed: JobStatusFeed },
  initialJobs: readonly Job[],
): Observable<JobListState> {
  const initial: JobListState = { jobs: initialJobs, notice: null };
  return ports.feed.jobStatusUpdates().pipe(
    scan(
      (state: JobListState, update: JobStatusUpdate): JobListState => ({
        jobs: mergeJobStatusUpdate(state.jobs, update),
        notice: jobStatusNotice(update),
      }),
      initial,
    ),
    startWith(initial),
  );
}
