import { useEffect, useMemo, useState } from 'react';
import type Highcharts from 'highcharts';
import { useTranslation } from 'react-i18next';
import { formatDistance } from '@rota/core';
import { dataOverviewCards } from '@rota/core/tracking';
import type { DashboardAnswer } from '@rota/adapters-http';
import { Chart } from '../charts/Chart.js';
import { useServices } from '../composition/services-context.js';
import { registerDailyPlanTexts } from '../daily-plan/daily-plan.messages.js';
import { showDuration } from '../i18n/format.js';
import { storedLanguage } from '../i18n/index.js';
import { liveFiguresAllZero, progressPage, todaysStatusCards } from './dashboard.model.js';
import '../daily-plan/daily-plan.css';

registerDailyPlanTexts();

/** How often the open dashboard reads its figures again. */
export const DASHBOARD_REFRESH_MS = 10_000;

function Cards({ items }: { items: { label: string; value: string; key: string }[] }) {
  return (
    <dl className="stat-cards">
      {items.map((item) => (
        <div className="stat-card" key={item.key} data-figure={item.key}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Dashboard: Data Overview and Today's Status cards, Route Task Progress and Overall Progress. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { app, login } = useServices();
  const user = login.load();
  const [data, setData] = useState<DashboardAnswer | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(0);
  useEffect(() => {
    let stopped = false;
    const load = () =>
      void app.dashboard().then((answer) => {
        if (stopped) return;
        if (answer.ok && answer.data) {
          setData(answer.data);
          setFailed(false);
        } else setFailed(true);
      });
    load();
    // The live figures follow the drivers' reports: read them again while the page is open.
    const timer = window.setInterval(load, DASHBOARD_REFRESH_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [app]);
  const progress = useMemo(() => (data ? progressPage(data, page) : null), [data, page]);
  const language = storedLanguage();
  return (
    <section className="page">
      <h1 className="page-title">{t('dashboard.title')}</h1>
      <p className="muted">{t('dashboard.welcome', { name: user?.givenName || user?.email || '' })}</p>
      {failed ? <p className="empty-state">{t('dailyPlan.dataNotFound')}</p> : null}
      {!data && !failed ? <div className="page-loading" aria-busy="true" /> : null}
      {data && progress ? (
        <>
          <section className="dashboard-section" aria-label={t('tracking.dashboard.dataOverview')}>
            <h2>{t('tracking.dashboard.dataOverview')}</h2>
            <Cards
              items={dataOverviewCards.map(([key, label]) => ({
                key,
                label: t(label),
                value: String(data[key]),
              }))}
            />
          </section>
          <section className="dashboard-section" aria-label={t('tracking.dashboard.todaysStatus')}>
            <h2>{t('tracking.dashboard.todaysStatus')}</h2>
            {data.liveTracking?.available === false || liveFiguresAllZero(data) ? (
              <p className="banner info" role="note">
                {t('dashboard.liveZero')}
              </p>
            ) : null}
            <Cards
              items={[
                ...todaysStatusCards.map(([key, label]) => ({
                  key,
                  label: t(label),
                  value: String(data[key]),
                })),
                {
                  key: 'totalDistance',
                  label: t('dashboard.totalDistance'),
                  value: formatDistance(data.totalDistance, language),
                },
                {
                  key: 'totalDuration',
                  label: t('dashboard.totalDuration'),
                  value: showDuration(data.totalDuration),
                },
                {
                  key: 'distanceCompleted',
                  label: t('dashboard.distanceCompleted'),
                  value: formatDistance(data.distanceCompleted, language),
                },
                {
                  key: 'durationCompleted',
                  label: t('dashboard.durationCompleted'),
                  value: showDuration(data.durationCompleted),
                },
              ]}
            />
          </section>
          <section className="dashboard-section" aria-label={t('tracking.dashboard.graphs')}>
            <h2>{t('tracking.dashboard.graphs')}</h2>
            <div className="graphs">
              <div className="panel">
                <h3>{t('tracking.dashboard.routeTaskProgress')}</h3>
                {progress.bars.length === 0 ? (
                  <p className="muted">{t('dashboard.noRoutes')}</p>
                ) : (
                  <Chart
                    options={barOptions(
                      progress.bars.map((b) => b.route),
                      progress.bars.map((b) => b.value),
                      t('tracking.dashboard.routeTaskProgress'),
                    )}
                  />
                )}
                {progress.paged ? (
                  <div className="toolbar">
                    <button
                      type="button"
                      className="button ghost"
                      disabled={page === 0}
                      onClick={() => setPage(page - 1)}
                    >
                      {t('dashboard.previous')}
                    </button>
                    <button
                      type="button"
                      className="button ghost"
                      disabled={page >= progress.pages - 1}
                      onClick={() => setPage(page + 1)}
                    >
                      {t('dashboard.next')}
                    </button>
                  </div>
                ) : null}
              </div>
              <div className="panel">
                <h3>{t('tracking.dashboard.overallProgress')}</h3>
                <Chart
                  options={barOptions(
                    [t('tracking.dashboard.overallProgress')],
                    [Math.min(100, Math.max(0, data.overallProgress))],
                    t('tracking.dashboard.overallProgress'),
                  )}
                />
              </div>
            </div>
          </section>
        </>
      ) : null}
    </section>
  );
}

function barOptions(categories: string[], values: number[], name: string): Highcharts.Options {
  return {
    chart: { type: 'bar' },
    accessibility: { enabled: false },
    legend: { enabled: false },
    xAxis: { categories },
    yAxis: { min: 0, max: 100, title: { text: '%' } },
    series: [{ type: 'bar', name, data: values, color: '#138995' }],
  };
}
