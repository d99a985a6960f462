import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MASTER_DATA_RESOURCES,
  type MasterDataResource,
  type ResourceConfig,
  type ResourceStats,
} from '@rota/core';
import { useServices } from '../composition/services-context.js';
import { showNumber } from '../i18n/format.js';

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
  // A value chosen from a list shows the choice's label (Delivery, not DELIVERY).
  const entry: ResourceConfig = MASTER_DATA_RESOURCES[resource];
  const storage = entry.storage;
  const spec = storage?.fields.find((f) => f.name === storage.statsBy);
  const labelOf = (key: string | null) => {
    if (key === null) return t('masterDataUi.summary.none');
    const option = spec?.options?.find((o) => String(o.key) === key);
    return option ? (spec?.literalLabels ? option.label : t(option.label)) : key;
  };
  if (!stats) return <p className="muted">{t('grid.dataNotFound')}</p>;
  const largest = Math.max(1, ...stats.distribution.map((d) => d.count));
  return (
    <div className="stats-summary">
      <dl className="stats-count">
        <dt>{t(countLabelKey)}</dt>
        <dd data-testid="summary-count">{showNumber(stats.count, 0)}</dd>
      </dl>
      <h3>{t(distributionLabelKey)}</h3>
      <ul className="stats-bars">
        {stats.distribution.map((d) => (
          <li key={d.key ?? ''}>
            <span className="stats-key">{labelOf(d.key)}</span>
            <span className="stats-bar" style={{ width: `${(100 * d.count) / largest}%` }} />
            <span className="stats-value">{showNumber(d.count, 0)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
