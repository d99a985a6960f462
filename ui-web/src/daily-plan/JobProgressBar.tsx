import { useTranslation } from 'react-i18next';
import type { JobProgress } from '@rota/core/daily-plan';

/**
 * A solving job's live progress: orders the best plan so far holds, of the job's orders (the
 * solver's own count). `compact` is the jobs grid's row; the full form adds elapsed time and vehicles.
 */
export function JobProgressBar({ progress, compact = false }: { progress: JobProgress; compact?: boolean }) {
  const { t } = useTranslation();
  const planned = progress.totalOrders - progress.unassignedOrders;
  const label = t('dailyPlanUi.plannedOrders', { planned, total: progress.totalOrders });
  return (
    <span className={`job-progress-bar${compact ? ' compact' : ''}`}>
      {compact ? (
        <span className="job-progress-count">
          {planned}/{progress.totalOrders}
        </span>
      ) : (
        <span>
          {t('dailyPlanUi.solvingProgress', {
            seconds: progress.elapsedSeconds,
            count: progress.vehicles,
            unassigned: progress.unassignedOrders,
            total: progress.totalOrders,
          })}
        </span>
      )}
      <progress max={Math.max(1, progress.totalOrders)} value={planned} aria-label={label} title={label} />
    </span>
  );
}
