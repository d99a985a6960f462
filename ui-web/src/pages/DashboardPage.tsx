import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardSchema, dataOverviewCards, type Dashboard } from '@rota/core';
import { useServices } from '../composition/services-context.js';

/** The landing page: Data Overview cards from GET dashboard (spec 03 "Dashboard"). */
export function DashboardPage() {
  const { t } = useTranslation();
  const { http, login } = useServices();
  const [data, setData] = useState<Dashboard | null>(null);
  const user = login.load();

  useEffect(() => {
    let alive = true;
    void http
      .request({ url: 'dashboard', schema: dashboardSchema })
      .then((result) => alive && result.ok && setData(result.data));
    return () => {
      alive = false;
    };
  }, [http]);

  return (
    <section className="page">
      <div className="page-head">
        <h1 className="page-title">{t('dashboard.title')}</h1>
        <span className="muted">
          {t('dashboard.welcome', { name: user?.givenName || user?.email || '' })}
        </span>
      </div>
      <div className="card-row" aria-busy={data === null}>
        {dataOverviewCards.map(([field, key]) => (
          <div className="stat-card" key={field}>
            <span className="stat-label">{t(key)}</span>
            <span className="stat-value">{data ? data[field].toLocaleString() : '–'}</span>
          </div>
        ))}
      </div>
    </section>
  );
}
