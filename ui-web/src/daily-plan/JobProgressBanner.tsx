import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filter } from 'rxjs';
import { jobProgressOf, type JobProgress } from '@rota/core/daily-plan';
import { useServices } from '../composition/services-context.js';
import { jobStatusFeed } from './realtime.js';

/**
 * The one live progress indicator of a job being solved again (rerun, replan): elapsed time,
 * vehicles and the solver's own count of orders not yet planned. When the solve ends the page
 * reloads the result; the start and end toasts come from the jobs list.
 */
export function JobProgressBanner({ jobRefNo, onFinished }: { jobRefNo: string; onFinished: () => void }) {
  const { t } = useTranslation();
  const { login } = useServices();
  const [progress, setProgress] = useState<JobProgress | null>(null);
  useEffect(() => {
    const subscription = jobStatusFeed(() => login.token())
      .jobStatusUpdates()
      .pipe(filter((update) => update.jobRefNo === jobRefNo))
      .subscribe((update) => {
        setProgress(jobProgressOf(update));
        if (['SUCCESS', 'FAILED', 'INFEASIBLE'].includes(update.status)) onFinished();
      });
    return () => subscription.unsubscribe();
  }, [jobRefNo, login, onFinished]);
  if (!progress) return null;
  const planned = progress.totalOrders - progress.unassignedOrders;
  return (
    <div className="banner info job-progress" role="status">
      <span>
        {t('dailyPlanUi.solvingProgress', {
          seconds: progress.elapsedSeconds,
          vehicles: progress.vehicles,
          unassigned: progress.unassignedOrders,
          total: progress.totalOrders,
        })}
      </span>
      <progress
        max={Math.max(1, progress.totalOrders)}
        value={planned}
        aria-label={t('dailyPlanUi.plannedOrders', { planned, total: progress.totalOrders })}
      />
    </div>
  );
}
