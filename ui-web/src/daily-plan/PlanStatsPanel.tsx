import { useTranslation } from 'react-i18next';
import type { PlanStats } from '@rota/core/daily-plan';
import { PieChart } from '../charts/Chart.js';
import { ResultDrawer } from './ResultDrawer.js';
import { showDuration } from '../i18n/format.js';

/** Plan-stat cards of the result screen with a pie of the plan's weight, volume and amount. */
export function PlanStatsPanel({ stats, onClose }: { stats: PlanStats; onClose: () => void }) {
  const { t } = useTranslation();
  const round = (n: number) => String(Math.round(n * 100) / 100);
  const cards: [string, string][] = [
    ['dailyPlan.planStats.orders', String(stats.orders)],
    ['dailyPlan.planStats.locations', String(stats.locations)],
    ['dailyPlan.planStats.totalAmount', round(stats.totalAmount)],
    ['dailyPlan.planStats.totalDuration', showDuration(stats.totalDuration)],
    ['dailyPlan.planStats.totalWeight', round(stats.totalWeight)],
    ['dailyPlan.planStats.totalVolume', round(stats.totalVolume)],
    ['dailyPlan.planStats.totalMonetaryValue', round(stats.totalMonetaryValue)],
  ];
  const slices = [
    { name: t('dailyPlan.planStats.totalWeight'), y: Math.max(0, stats.totalWeight) },
    { name: t('dailyPlan.planStats.totalVolume'), y: Math.max(0, stats.totalVolume) },
    { name: t('dailyPlan.planStats.totalAmount'), y: Math.max(0, stats.totalAmount) },
  ];
  return (
    <ResultDrawer title={t('dailyPlanUi.planStats')} onClose={onClose} testId="plan-stats">
      <dl className="stat-cards">
        {cards.map(([key, value]) => (
          <div className="stat-card" key={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div role="img" aria-label={t('dailyPlanUi.planChart')}>
        <PieChart slices={slices} />
      </div>
    </ResultDrawer>
  );
}
