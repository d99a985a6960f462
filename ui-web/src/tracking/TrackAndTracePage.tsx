import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import moment from 'moment/dist/moment';
import 'moment/dist/locale/tr';
import type { DataGroup, DataItem, TimelineOptions } from 'vis-timeline/standalone';
import { toLanguage } from '@rota/core';
import {
  haveVehiclesMoved,
  initialTrackAndTraceState,
  isDriverSelectEnabled,
  orderTrackingLinkOfVisit,
  vehiclePopupLabels,
  vehicleTrackingStatusColours,
  watchTrackAndTrace,
  type TrackAndTraceState,
  type TrackData,
  type TrackingGeofence,
  type TrackingLog,
} from '@rota/core/tracking';
import { useServices } from '../composition/services-context.js';
import { createDailyPlanGateway } from '../daily-plan/daily-plan.gateway.js';
import { DriverAssignmentModal } from '../daily-plan/DriverAssignmentModal.js';
import { showTime, showDateTime } from '../i18n/format.js';
import { MapView } from '../map/MapView.js';
import { Timeline } from '../timeline/Timeline.js';
import {
  avoidAreas,
  mapLines,
  timelineWindow,
  vehicleColour,
  vehicleMarkers,
  vehicleView,
  type VehicleView,
} from './track-and-trace.model.js';
import './track-and-trace.css';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** Track and Trace of one job (spec 03): timeline of planned against actual, live map, tracking log. */
export function TrackAndTracePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { jobRefNo = '' } = useParams();
  const [search] = useSearchParams();
  const plate = search.get('plate');
  const services = useServices();
  const { gateways, realtime, notify } = services;
  const [vehicles, setVehicles] = useState<TrackData[] | null>(null);
  const [state, setState] = useState<TrackAndTraceState>(initialTrackAndTraceState([]));
  const [fences, setFences] = useState<TrackingGeofence[]>([]);
  const [logs, setLogs] = useState<TrackingLog[]>([]);
  const [logOpen, setLogOpen] = useState(false);
  const [now, setNow] = useState(() => new Date().toISOString());
  const [drivers, setDrivers] = useState(false);

  const load = useCallback(async () => {
    const [routes, geofences] = await Promise.all([
      gateways.tracking.trackRoutes({ params: { jobRefNo } }),
      gateways.tracking.trackGeofences({ params: { jobRefNo } }),
    ]);
    if (routes.ok) setVehicles(routes.data);
    if (geofences.ok) setFences(geofences.data);
  }, [gateways, jobRefNo]);
  const loadLogs = useCallback(async () => {
    const answer = await gateways.tracking.trackingLogs({ params: { jobRefNo } });
    if (answer.ok) setLogs(answer.data);
  }, [gateways, jobRefNo]);

  useEffect(() => {
    void load();
    void loadLogs();
    const timer = window.setInterval(() => setNow(new Date().toISOString()), 60_000);
    return () => window.clearInterval(timer);
  }, [load, loadLogs]);

  // Live: timeline updates, positions and route resets from the hubs, on top of the loaded state.
  const vehicleKey = vehicles?.map((v) => v.vehicleRefNo).join(',') ?? '';
  useEffect(() => {
    if (!vehicles) return;
    const subscription = watchTrackAndTrace({ feed: realtime.trackAndTrace }, jobRefNo, vehicles).subscribe(
      (view) => {
        setState(view.state);
        setNow(new Date().toISOString());
        if (view.info !== null) notify({ kind: 'info', key: 'tracking.resetRoute', params: { jobRefNo } });
      },
    );
    return () => subscription.unsubscribe();
    // Subscribed once per job and set of vehicles; later loads only refresh the drawn state.
  }, [realtime, jobRefNo, vehicleKey]);
  // Opening the log reads every entry so far (the live state keeps counting from there).
  const [readCount, setReadCount] = useState(0);
  const unread = state.unreadLogCount >= readCount ? state.unreadLogCount - readCount : state.unreadLogCount;
  // An open log follows the events; the timeline and the table need no reading: each update
  // carries the visit's status and the vehicle's figures as the server reads them.
  useEffect(() => {
    if (unread > 0 && logOpen) void loadLogs();
  }, [unread, logOpen, loadLogs]);

  const shown = useMemo(
    () => state.vehicles.filter((v) => !plate || v.vehiclePlate === plate),
    [state.vehicles, plate],
  );
  const views = useMemo(
    () =>
      new Map(
        shown.map((v) => [v.vehicleRefNo, vehicleView(v, state.livePositions[v.vehicleRefNo] ?? [], now)]),
      ),
    [shown, state.livePositions, now],
  );
  const popup = useCallback(
    (vehicle: TrackData, view: VehicleView) => {
      const labels = vehiclePopupLabels(vehicle.status);
      const head = `${vehicle.vehiclePlate} · ${t(`tracking.vehicleStatus.${vehicle.status}`)}`;
      if (!labels || !view.next) return head;
      return `${head}\n${t(labels.titleKey)}: ${view.next.locationName}\n${t(labels.timeKey)}: ${showTime(view.next.eta)}`;
    },
    [t],
  );
  const groups = useMemo<DataGroup[]>(
    () =>
      shown.flatMap((v, i) => [
        {
          id: `${v.vehicleRefNo}:planned`,
          content: `<span class="vehicle-swatch" style="background:${vehicleColour(i)}"></span>${escapeHtml(v.vehiclePlate)} · ${escapeHtml(t('tracking.planned'))}`,
        },
        {
          id: `${v.vehicleRefNo}:actual`,
          content: `${escapeHtml(v.vehiclePlate)} · ${escapeHtml(t('tracking.actual'))}`,
        },
      ]),
    [shown, t],
  );
  const items = useMemo<DataItem[]>(
    () =>
      shown.flatMap((v) => [
        ...v.plannedRoutes.map((visit) => ({
          id: `p|${v.vehicleRefNo}|${visit.visitOrder}|${visit.locationRefNo}`,
          group: `${v.vehicleRefNo}:planned`,
          start: visit.startTime ?? now,
          end: visit.endTime ?? visit.startTime ?? now,
          content: String(visit.visitOrder),
          title: `${visit.locationName} ${showDateTime(visit.startTime)}`,
          className: 'tt-visit tt-planned',
        })),
        ...v.actualRoutes.map((visit) => ({
          id: `a|${v.vehicleRefNo}|${visit.visitOrder}|${visit.locationRefNo}`,
          group: `${v.vehicleRefNo}:actual`,
          start: visit.startTime ?? now,
          end: visit.endTime ?? now,
          content: String(visit.visitOrder),
          title: `${visit.locationName} · ${t(`tracking.page.visitStatus.${visit.status ?? 'planned'}`)}`,
          className: `tt-visit tt-${visit.status ?? 'planned'}`,
        })),
      ]),
    [shown, now, t],
  );
  const span = useMemo(() => timelineWindow(vehicles ?? []), [vehicles]);
  const language = toLanguage(i18n.language);
  const options = useMemo<TimelineOptions>(
    () => ({
      // Day names, months and the current-time marker in the page's language, as on the job's timeline.
      locale: language,
      locales: { [language]: { current: t('dailyPlanUi.timelineNow'), time: t('dailyPlanUi.timelineTime') } },
      moment: (date: moment.MomentInput) => moment(date).locale(language),
      timeAxis: { scale: 'hour', step: 1 },
      format: { minorLabels: { hour: 'HH:mm' }, majorLabels: { hour: 'ddd D MMMM' } },
      ...(span ? { start: span.start, end: span.end } : {}),
    }),
    // The window is set when the vehicles first load; later updates keep the reader's zoom.
    [vehicleKey, language],
  );

  if (vehicles === null) return <div className="page-loading" aria-busy="true" />;
  if (vehicles.length === 0)
    return (
      <section className="page track-and-trace">
        <h1 className="page-title">{t('tracking.page.title')}</h1>
        <p className="empty-state">{t('tracking.page.jobNotLive', { jobRefNo })}</p>
      </section>
    );
  return (
    <section className="page track-and-trace" data-job={jobRefNo}>
      <header className="tt-header">
        <h1 className="page-title">
          {t('tracking.page.title')} · {jobRefNo}
        </h1>
        <button
          type="button"
          className="btn tt-log-button"
          onClick={() => {
            setLogOpen(!logOpen);
            setReadCount(state.unreadLogCount);
            void loadLogs();
          }}
        >
          {t('tracking.trackingLog')}
          <span className="badge" data-testid="tracking-log-unread" aria-label={String(unread)}>
            {unread}
          </span>
        </button>
      </header>
      {!haveVehiclesMoved(shown) ? <p className="banner info">{t('tracking.vehiclesNotMoved')}</p> : null}
      <table className="tt-vehicles">
        <thead>
          <tr>
            <th>{t('tracking.column.vehicle')}</th>
            <th>{t('tracking.column.status')}</th>
            <th>{t('tracking.column.timing')}</th>
            <th>{t('tracking.column.route')}</th>
            <th>{t('tracking.column.duration')}</th>
            <th>{t('tracking.page.driver')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((v, i) => {
            const view = views.get(v.vehicleRefNo);
            const colours = vehicleTrackingStatusColours[v.status];
            return (
              <tr
                key={v.vehicleRefNo}
                data-vehicle={v.vehicleRefNo}
                data-status={v.status}
                data-timing={view?.timing}
                data-visits={v.actualRoutes.map((a) => `${a.visitOrder}:${a.status ?? ''}`).join(' ')}
              >
                <td>
                  <span className="vehicle-swatch" style={{ background: vehicleColour(i) }} />
                  {v.vehiclePlate}
                </td>
                <td>
                  <span
                    className="status-badge"
                    style={{ background: colours.background, color: colours.text }}
                  >
                    {t(`tracking.vehicleStatus.${v.status}`)}
                  </span>
                </td>
                <td className={`tt-timing tt-${view?.timing ?? 'ON_TIME'}`}>
                  {view && view.timing !== 'ON_TIME'
                    ? t(view.timing === 'LATE' ? 'tracking.minutesLate' : 'tracking.minutesAhead', {
                        minutes: view.minutes,
                      })
                    : t('tracking.timing.ON_TIME')}
                </td>
                <td>
                  {t('tracking.page.orders', {
                    completed: v.orderStats.completed,
                    total: v.orderStats.total,
                  })}
                  {view?.next ? (
                    <span className="muted">
                      {' · '}
                      {t('tracking.page.nextStop')}: {view.next.locationName} ({t('tracking.popup.eta')}{' '}
                      {showTime(view.next.eta)})
                    </span>
                  ) : null}
                </td>
                <td>{t('tracking.page.minutes', { minutes: v.duration })}</td>
                <td>
                  {v.driverName ?? '—'}{' '}
                  <button
                    type="button"
                    className="btn btn-small"
                    disabled={!isDriverSelectEnabled(v.status)}
                    onClick={() => setDrivers(true)}
                  >
                    {t('tracking.page.selectDriver')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="tt-body">
        <div className="tt-timeline" role="region" aria-label={t('tracking.page.timeline')}>
          <Timeline
            groups={groups}
            items={items}
            options={options}
            height="46vh"
            onItemClick={(id) => {
              const [, vehicleRefNo, , locationRefNo] = String(id).split('|');
              if (vehicleRefNo && locationRefNo)
                void navigate(orderTrackingLinkOfVisit(jobRefNo, locationRefNo, vehicleRefNo));
            }}
          />
        </div>
        <div className="tt-map" role="region" aria-label={t('tracking.page.liveMap')}>
          <MapView
            height="46vh"
            fitBounds
            polylines={mapLines(shown, state.livePositions)}
            polygons={avoidAreas(fences)}
            markers={vehicleMarkers(shown, views, popup)}
          />
        </div>
      </div>
      {logOpen ? (
        <aside className="tt-log" aria-label={t('tracking.trackingLog')}>
          <h2>{t('tracking.trackingLog')}</h2>
          {logs.length === 0 ? <p className="muted">{t('tracking.page.noLogs')}</p> : null}
          <ul>
            {logs.map((log, i) => (
              <li key={`${log.eventDate}-${i}`} className={`tt-log-${log.level}`}>
                <time>{showDateTime(log.eventDate)}</time> {log.message}
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
      {drivers ? (
        <DriverAssignmentModal
          jobRefNo={jobRefNo}
          gateway={createDailyPlanGateway(services.http)}
          onClose={() => setDrivers(false)}
          onConfirmed={async (rows) => {
            const vehicleDrivers = rows.flatMap((row) =>
              row.driverRefNo ? [{ vehicleRefNo: row.vehicleRefNo, driverRefNo: row.driverRefNo }] : [],
            );
            const saved = await gateways.dailyPlan.saveVehicleDrivers({
              params: { jobRefNo },
              body: { jobRefNo, vehicleDrivers },
            });
            if (saved.ok) setDrivers(false);
            await load();
          }}
        />
      ) : null}
    </section>
  );
}
