import { useEffect, useState } from 'react';
import { filter } from 'rxjs';
import { jobProgressOf, solveEndStatuses, type JobProgress } from '@rota/core/daily-plan';
import { useServices } from '../composition/services-context.js';
import { JobProgressBar } from './JobProgressBar.js';

/**
 * The one live progress indicator of a job being solved again (rerun, replan): elapsed time,
 * vehicles and the solver's own count of orders not yet planned. When the solve ends the page
 * reloads the result; the start and end toasts come from the jobs list.
 */
export function JobProgressBanner({ jobRefNo, onFinished }: { jobRefNo: string; onFinished: () => void }) {
  const { realtime } = useServices();
  const [progress, setProgress] = useState<JobProgress | null>(null);
  useEffect(() => {
    const subscription = realtime.jobStatus
      .jobStatusUpdates()
      .pipe(filter((update) => update.jobRefNo === jobRefNo))
      .subscribe((update) => {
        setProgress(jobProgressOf(update));
        if (solveEndStatuses.includes(update.status)) onFinished();
      });
    return () => subscription.unsubscribe();
  }, [jobRefNo, realtime, onFinished]);
  if (!progress) return null;
  return (
    <div className="banner info job-progress" role="status">
      <JobProgressBar progress={progress} />
    </div>
  );
}
