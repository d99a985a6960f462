import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MASTER_DATA_RESOURCES, type MasterDataResource, type ResourceStats } from '@rota/core';
import { useServices } from '../composition/services-context.js';

/**
 * The Summary panel of a grid: how many records and how many per value of the entry's `statsBy`
 * column (GET {path}/stats), as counted bars. `version` reloads it after a change.
 */
export function StatsSummary({
  resource,
  countLabelKey,
  distributionLabelKey,
  version,
}: {
  resource: MasterDataResource;
  countLabelKey: string;
  distributionLabelKey: string;
  version: number;
}) {
  const { t } = useTranslation();
  const { resources } = useServices();
  const [stats, setStats] = useState<ResourceStats | null>(null);
  useEffect(() => {
    let alive = true;
    void resources(MASTER_DATA_RESOURCES[resource])
      .stats()
      .then((answer) => alive && setStats(answer.body?.isSuccess ? (answer.body.data ?? null) : null));
    return () => {
      alive = false;
    };
  }, [resources, resource, version]);
  if (!stats) return <p className="muted">{t('grid.dataNotFound')}</p>;
  const largest = Math.max(1, ...stats.distribution.map((d) => d.count));
  return (
    <div className="stats-summary">
      <dl className="stats-count">
        <dt>{t(countLabelKey)}</dt>
        <dd data-testid="summary-count">{stats.count.toLocaleString()}</dd>
      </dl>
      <h3>{t(distributionLabelKey)}</h3>
      <ul className="stats-bars">
        {stats.distribution.map((d) => (
          <li key={d.key ?? ''}>
            <span className="stats-key">{d.key ?? t('masterDataUi.summary.none')}</span>
            <span className="stats-bar" style={{ width: `${(100 * d.count) / largest}%` }} />
            <span className="stats-value">{d.count.toLocaleString()}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
