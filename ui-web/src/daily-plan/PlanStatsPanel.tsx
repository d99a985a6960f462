import { useTranslation } from 'react-i18next';
import type { PlanStats } from '@rota/core/daily-plan';
import { ResultDrawer } from './ResultDrawer.js';
import { showDuration, showNumber } from '../i18n/format.js';

/**
 * Plan-stat cards of the result screen. Weight, volume and amount are measured in different
 * units, so they are shown side by side as numbers, never as shares of one pie.
 */
export function PlanStatsPanel({ stats, onClose }: { stats: PlanStats; onClose: () => void }) {
  const { t } = useTranslation();
  const round = (n: number) => showNumber(n, 2);
  const cards: [string, string][] = [
    ['dailyPlan.planStats.orders', showNumber(stats.orders, 0)],
    ['dailyPlan.planStats.locations', showNumber(stats.locations, 0)],
    ['dailyPlan.planStats.totalAmount', round(stats.totalAmount)],
    ['dailyPlan.planStats.totalDuration', showDuration(stats.totalDuration)],
    ['dailyPlan.planStats.totalWeight', round(stats.totalWeight)],
    ['dailyPlan.planStats.totalVolume', round(stats.totalVolume)],
    ['dailyPlan.planStats.totalMonetaryValue', round(stats.totalMonetaryValue)],
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
    </ResultDrawer>
  );
}
