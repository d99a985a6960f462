import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DriverRoute } from '@rota/core/tracking';
import { MapView } from '../map/MapView.js';
import { StatusBadge } from './StopPage.js';
import { clockOf, navigationUrl, windowsOf } from './stop-format.js';
import { isFinished, stopStatus, type useDriverApp } from './use-driver-app.js';

type App = ReturnType<typeof useDriverApp>;

export function DriverHome({ app }: { app: App }) {
  const { t } = useTranslation();
  if (app.routes.length === 0) {
    return (
      <main className="drv-page">
        <p className="drv-empty">{app.loaded ? t('driverApp.noRoute') : t('driverApp.loading')}</p>
      </main>
    );
  }
  return (
    <main className="drv-page">
      {app.routes.map((route) => (
        <RouteView key={route.jobRefNo} app={app} route={route} />
      ))}
    </main>
  );
}

function RouteView({ app, route }: { app: App; route: DriverRoute }) {
  const { t, i18n } = useTranslation();
  const visits = route.stops.filter((s) => s.type === 'visit');
  const withStatus = visits.map((stop) => ({
    stop,
    status: stopStatus(route, stop.visitOrder, app.pending.items),
  }));
  const next = withStatus.find((v) => !isFinished(v.status));
  const done = withStatus.filter((v) => isFinished(v.status)).length;
  return (
    <section aria-label={route.jobRefNo}>
      <h1 className="drv-title">
        {t('driverApp.today')} · {t('driverApp.vehicle', { plate: route.vehiclePlate })}
      </h1>
      <p className="drv-muted">{t('driverApp.stopCount', { done, total: visits.length })}</p>
      {next ? (
        <article className="drv-card drv-next" data-testid="next-stop">
          <p className="drv-kicker">{t('driverApp.nextStop')}</p>
          <h2>
            <span className="drv-order">{next.stop.visitOrder}</span> {next.stop.locationName}
          </h2>
          <StatusBadge status={next.status} />
          <p>
            {next.stop.eta
              ? t('driverApp.eta', { time: clockOf(next.stop.eta, i18n.language) })
              : t('driverApp.planned', { time: clockOf(next.stop.plannedArrival, i18n.language) })}
            {windowsOf(next.stop) ? ` · ${t('driverApp.window', { windows: windowsOf(next.stop) })}` : ''}
          </p>
          {next.stop.address ? <p className="drv-muted">{next.stop.address}</p> : null}
          <div className="drv-row">
            <Link className="drv-button big" to={`/driver/stops/${route.jobRefNo}/${next.stop.visitOrder}`}>
              {t('driverApp.open')}
            </Link>
            <a
              className="drv-button secondary"
              href={navigationUrl(next.stop)}
              target="_blank"
              rel="noreferrer"
            >
              {t('driverApp.navigate')}
            </a>
          </div>
        </article>
      ) : (
        <p className="drv-card">{t('driverApp.routeDone')}</p>
      )}
      <MapView
        height="38vh"
        fitBounds
        polylines={route.polyline ? [{ id: 'route', encoded: route.polyline, width: 6 }] : []}
        markers={visits.map((stop) => ({
          id: String(stop.visitOrder),
          position: { lat: stop.latitude, lng: stop.longitude },
          label: String(stop.visitOrder),
          title: stop.locationName,
          ...(next?.stop.visitOrder === stop.visitOrder ? { colour: '#2E8B57' } : {}),
        }))}
      />
      <h2 className="drv-subtitle">{t('driverApp.allStops')}</h2>
      <ol className="drv-stops" data-testid="stop-list">
        {withStatus.map(({ stop, status }) => (
          <li key={stop.visitOrder} className={isFinished(status) ? 'finished' : ''}>
            <Link to={`/driver/stops/${route.jobRefNo}/${stop.visitOrder}`}>
              <span className="drv-order">{stop.visitOrder}</span>
              <span className="drv-stop-main">
                <strong>{stop.locationName}</strong>
                <span className="drv-muted">
                  {clockOf(stop.eta ?? stop.plannedArrival, i18n.language)}
                  {stop.client ? ` · ${stop.client}` : ''} · {stop.orders.length}×
                </span>
              </span>
              <StatusBadge status={status} />
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
