import { useTranslation } from 'react-i18next';
import { formatRunTime } from '@rota/core';
import type { JobStats } from '@rota/core/daily-plan';
import { PieChart } from '../charts/Chart.js';
import { storedLanguage } from '../i18n/index.js';

/** Summary side panel of the Daily Plans page: #Jobs, Success, Failed, #Orders, Runtime and a pie. */
export function JobsSummaryPanel({ stats }: { stats: JobStats | null }) {
  const { t } = useTranslation();
  if (!stats) return <p className="muted">{t('dailyPlan.dataNotFound')}</p>;
  const other = Math.max(0, stats.jobCount - stats.successCount - stats.failedCount);
  const cards: [string, string][] = [
    [t('dailyPlan.stats.jobs'), String(stats.jobCount)],
    [t('dailyPlan.stats.success'), String(stats.successCount)],
    [t('dailyPlan.stats.failed'), String(stats.failedCount)],
    [t('dailyPlan.stats.orders'), String(stats.orderCount)],
    [t('dailyPlan.stats.runtime'), formatRunTime(stats.runTime, storedLanguage())],
  ];
  const slices = [
    { name: t('dailyPlan.stats.success'), y: stats.successCount, color: '#34c38f' },
    { name: t('dailyPlan.stats.failed'), y: stats.failedCount, color: '#f46a6a' },
    { name: t('dailyPlanUi.otherJobs'), y: other, color: '#74788d' },
  ];
  return (
    <div className="stat-panel">
      <dl className="stat-cards">
        {cards.map(([label, value]) => (
          <div className="stat-card" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div role="img" aria-label={t('dailyPlanUi.jobsChart')}>
        <PieChart slices={slices} />
      </div>
    </div>
  );
}
