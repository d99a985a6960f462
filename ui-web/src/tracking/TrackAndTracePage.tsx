import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import moment from 'moment/dist/moment';
import 'moment/dist/locale/tr';
import type { DataGroup, DataItem, TimelineOptions } from 'vis-timeline/standalone';
import { createApiGateway } from '@rota/adapters-http';
import { toLanguage } from '@rota/core';
import { dailyPlanApi, type RouteResult } from '@rota/core/daily-plan';
import {
  actualClockOf,
  haveVehiclesMoved,
  initialTrackAndTraceState,
  isDriverSelectEnabled,
  orderTrackingLinkOfVisit,
  vehiclePopupLabels,
  vehicleTrackingStatusColours,
  watchTrackAndTrace,
  type DispatchWarning,
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
  vehicleColours,
  vehicleMarkers,
  vehicleView,
  type VehicleView,
} from './track-and-trace.model.js';
import { MoveStopDialog, notStartedVisits } from './MoveStopDialog.js';
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
  const [result, setResult] = useState<Pick<RouteResult, 'vehicleWithAssignedLocations'> | null>(null);
  const [moving, setMoving] = useState<TrackData | null>(null);
  const [moved, setMoved] = useState<{ message: string; warnings: readonly DispatchWarning[] } | null>(null);
  // Bumped when a planner's move changed the routes: the live view starts again from the new plan.
  const [revision, setRevision] = useState(0);
  const dailyPlan = useMemo(
    () => createApiGateway(services.http, dailyPlanApi, { notifyErrors: false }),
    [services.http],
  );

  const load = useCallback(async () => {
    const [routes, geofences] = await Promise.all([
      gateways.tracking.trackRoutes({ params: { jobRefNo } }),
      gateways.tracking.trackGeofences({ params: { jobRefNo } }),
    ]);
    if (routes.ok) setVehicles(routes.data);
    if (geofences.ok) setFences(geofences.data);
    // The result page's colours: each vehicle's own, else its place in the job's result.
    const plan = await dailyPlan.routeResult({ params: { jobRefNo } });
    if (plan.ok) setResult(plan.data);
  }, [gateways, dailyPlan, jobRefNo]);
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
    // Subscribed once per job and set of vehicles (and again after a move changed the plan);
    // later loads only refresh the drawn state.
  }, [realtime, jobRefNo, vehicleKey, revision]);
  // A planner moved a stop (here or elsewhere): read the routes again.
  useEffect(() => {
    const subscription = realtime.trackAndTrace.routeDispatches(jobRefNo).subscribe(() => {
      void load().then(() => setRevision((r) => r + 1));
      void loadLogs();
    });
    return () => subscription.unsubscribe();
  }, [realtime, jobRefNo, load, loadLogs]);
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
  const paint = useMemo(() => vehicleColours(state.vehicles, result), [state.vehicles, result]);
  const clock = useMemo(
    () =>
      actualClockOf(
        shown.flatMap((v) => v.actualRoutes.flatMap((a) => [a.startTime, a.endTime])),
        now,
      ),
    [shown, now],
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
      shown.flatMap((v) => [
        {
          id: `${v.vehicleRefNo}:planned`,
          content: `<span class="vehicle-swatch" style="background:${paint.get(v.vehicleRefNo) ?? ''}"></span>${escapeHtml(v.vehiclePlate)} · ${escapeHtml(t('tracking.planned'))}`,
        },
        {
          id: `${v.vehicleRefNo}:actual`,
          content: `${escapeHtml(v.vehiclePlate)} · ${escapeHtml(t('tracking.actual'))}`,
        },
      ]),
    [shown, t, paint],
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
          title: `${visit.locationName} · ${t('tracking.timeSource.planned')} ${showTime(visit.startTime)}–${showTime(visit.endTime)}`,
          className: 'tt-visit tt-planned',
        })),
        ...v.actualRoutes.map((visit) => ({
          id: `a|${v.vehicleRefNo}|${visit.visitOrder}|${visit.locationRefNo}`,
          group: `${v.vehicleRefNo}:actual`,
          start: visit.startTime ?? now,
          end: visit.endTime ?? now,
          content: String(visit.visitOrder),
          title: `${visit.locationName} · ${t(`tracking.page.visitStatus.${visit.status ?? 'planned'}`)} · ${t('tracking.timeSource.actual')} ${showTime(visit.startTime)}${visit.endTime ? `–${showTime(visit.endTime)}` : ''}`,
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
          className="button secondary tt-log-button"
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
      {moved ? (
        <div className="tt-notice" role="status" data-testid="move-result">
          <p>{moved.message}</p>
          {moved.warnings.length > 0 ? (
            <ul>
              {moved.warnings.map((w, i) => (
                <li key={`${w.kind}-${i}`} data-warning={w.kind}>
                  {w.message}
                </li>
              ))}
            </ul>
          ) : null}
          <button type="button" className="button secondary" onClick={() => setMoved(null)}>
            {t('common.close')}
          </button>
        </div>
      ) : null}
      <table className="tt-vehicles">
        <caption className="tt-clock" data-clock={clock}>
          {t(`tracking.timeSource.${clock}`)}
        </caption>
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
          {shown.map((v) => {
            const view = views.get(v.vehicleRefNo);
            const colours = vehicleTrackingStatusColours[v.status];
            return (
              <tr
                key={v.vehicleRefNo}
                data-vehicle={v.vehicleRefNo}
                data-status={v.status}
                data-timing={view?.timing}
                data-visits={v.actualRoutes.map((a) => `${a.visitOrder}:${a.status ?? ''}`).join(' ')}
                data-stops={v.plannedRoutes.map((p) => p.locationName).join('|')}
              >
                <td>
                  <span
                    className="vehicle-swatch"
                    data-testid="vehicle-swatch"
                    style={{ background: paint.get(v.vehicleRefNo) }}
                  />
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
                      {t('tracking.page.nextStop')}: {view.next.locationName}{' '}
                      <TimeOf
                        source={
                          v.actualRoutes.some((a) => a.visitOrder === view.next?.visitOrder)
                            ? 'actual'
                            : 'estimated'
                        }
                        time={view.next.eta}
                      />{' '}
                      <TimeOf
                        source="planned"
                        time={
                          v.plannedRoutes.find((p) => p.visitOrder === view.next?.visitOrder)?.startTime ??
                          null
                        }
                      />
                    </span>
                  ) : null}
                </td>
                <td>{t('tracking.page.minutes', { minutes: v.duration })}</td>
                <td>
                  {v.driverName ?? '—'}{' '}
                  <button
                    type="button"
                    className="button secondary"
                    disabled={!isDriverSelectEnabled(v.status)}
                    onClick={() => setDrivers(true)}
                  >
                    {t('tracking.page.selectDriver')}
                  </button>{' '}
                  <button
                    type="button"
                    className="button secondary"
                    disabled={notStartedVisits(v).length === 0}
                    onClick={() => setMoving(v)}
                  >
                    {t('tracking.dispatch.moveStop')}
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
            polylines={mapLines(shown, state.livePositions, paint)}
            polygons={avoidAreas(fences)}
            markers={vehicleMarkers(shown, views, popup, paint)}
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
                <time data-source="actual" title={t('tracking.timeSource.actual')}>
                  {showDateTime(log.eventDate)}
                </time>{' '}
                {log.message}
              </li>
            ))}
          </ul>
        </aside>
      ) : null}
      {moving ? (
        <MoveStopDialog
          jobRefNo={jobRefNo}
          vehicles={state.vehicles}
          vehicle={moving}
          onClose={() => setMoving(null)}
          onMoved={(message, warnings) => {
            setMoving(null);
            setMoved({ message, warnings });
            void load().then(() => setRevision((r) => r + 1));
            void loadLogs();
          }}
        />
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

/** A time with its source named (planned, estimated or actual), so no table mixes them unlabelled. */
function TimeOf({ source, time }: { source: 'planned' | 'estimated' | 'actual'; time: string | null }) {
  const { t } = useTranslation();
  if (!time) return null;
  return (
    <time className={`tt-time tt-time-${source}`} data-source={source} dateTime={time}>
      {t(`tracking.timeSource.${source}`)} {showTime(time)}
    </time>
  );
}
