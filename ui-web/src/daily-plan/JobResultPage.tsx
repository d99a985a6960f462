import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { formatCapacityUsed } from '@rota/core';
import {
  approveJob,
  confirmDriversAndGoLive,
  dailyPlanListPath,
  jobSummaryPath,
  loadRetryChanges,
  showsChangeVehicleAssignments,
  type DomainResult,
  type ApproveJobOutcome,
  type RouteVersion,
} from '@rota/core/daily-plan';
import { createAdhocGateway } from './adhoc/adhoc.gateway.js';
import { registerAdhocTexts } from './adhoc/adhoc.messages.js';
import { AddOrdersModal } from './adhoc/AddOrdersModal.js';
import { AdhocToolbar } from './adhoc/AdhocToolbar.js';
import { LocationChangeModal } from './adhoc/LocationChangeModal.js';
import { ReoptimizationModal } from './adhoc/ReoptimizationModal.js';
import { useAdhocEditing } from './adhoc/useAdhocEditing.js';
import { MoveWarnings, moveWarningLines } from './adhoc/MoveWarnings.js';
import {
  draftOfChange,
  warningsOfChanges,
  warningsOfDraft,
  type MoveDraft,
} from './adhoc/stop-move.model.js';
import { useMoveFacts } from './adhoc/useMoveFacts.js';
import { useServices } from '../composition/services-context.js';
import { storedLanguage } from '../i18n/index.js';
import { MapView } from '../map/MapView.js';
import { ConfirmDialog } from '../ui/Modal.js';
import { createDailyPlanGateway, type RouteScreen } from './daily-plan.gateway.js';
import { registerDailyPlanTexts } from './daily-plan.messages.js';
import { jobPort, vehicleDriverPort } from './daily-plan.ports.js';
import { DriverAssignmentModal } from './DriverAssignmentModal.js';
import { createLocationChangeStorage } from './location-change-storage.js';
import { JobProgressBanner } from './JobProgressBanner.js';
import { OverviewBar } from './OverviewBar.js';
import { PlanStatsPanel } from './PlanStatsPanel.js';
import {
  findStop,
  markTimeline,
  routeMapLayers,
  routeTimeline,
  stopId,
  vehiclesWithOrders,
  type StopMark,
} from './result.model.js';
import { RouteTimeline } from './RouteTimeline.js';
import { StopPanel } from './StopPanel.js';
import { VehicleAssignmentDialog } from './VehicleAssignmentDialog.js';
import { VersionsPanel } from './VersionsPanel.js';
import './daily-plan.css';

registerDailyPlanTexts();
registerAdhocTexts();

type Panel =
  'none' | 'stats' | 'drivers' | 'vehicles' | 'discard' | 'addOrders' | 'reoptimization' | 'locationChange';

/** Job result: overview bar, map, Gantt timeline, vehicles with utilisation, versions and panels. */
export function JobResultPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { jobRefNo = '', processedRouteId, isGetReoptimizationResults } = useParams();
  const location = useLocation();
  const { http, notify, realtime } = useServices();
  const gateway = useMemo(() => createDailyPlanGateway(http), [http]);
  const storage = useMemo(() => createLocationChangeStorage(), []);
  const adhoc = useMemo(() => createAdhocGateway(http), [http]);
  const editing = useAdhocEditing(jobRefNo, storage, adhoc.port);
  const reloadChanges = editing.reload;
  const [editStop, setEditStop] = useState<string | null>(null);
  const reoptimizationPorts = useMemo(
    () => ({ feed: realtime.adhoc, adhoc: adhoc.port, jobs: jobPort(gateway) }),
    [realtime.adhoc, adhoc, gateway],
  );
  const [route, setRoute] = useState<RouteScreen | null>(null);
  const [missing, setMissing] = useState(false);
  const [versions, setVersions] = useState<RouteVersion[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [panel, setPanel] = useState<Panel>('none');

  const load = useCallback(async () => {
    const [answer, found] = await Promise.all([
      gateway.routeResult(jobRefNo, processedRouteId),
      gateway.versions(jobRefNo),
    ]);
    if (answer.ok && answer.data) setRoute(answer.data);
    else setMissing(true);
    if (found.ok) setVersions(found.data ?? []);
  }, [gateway, jobRefNo, processedRouteId]);

  useEffect(() => {
    void load();
  }, [load]);
  // REOPTIMIZING (or the result flag) opens the reoptimization modal.
  const reoptimizing = route?.status === 'REOPTIMIZING' || isGetReoptimizationResults === 'true';
  useEffect(() => {
    if (reoptimizing) setPanel('reoptimization');
  }, [reoptimizing]);
  // A retry link: the changes sent for the infeasible version become pending changes again.
  const retry = location.state as { isRetrying?: boolean; retryRouteId?: string } | null;
  const retryRouteId = retry?.isRetrying ? (retry.retryRouteId ?? null) : null;
  const [retried, setRetried] = useState<string | null>(null);
  useEffect(() => {
    if (!route || !retryRouteId || retried === retryRouteId) return;
    setRetried(retryRouteId);
    void loadRetryChanges({ adhoc: adhoc.port, storage }, { jobRefNo, retryRouteId, route }).then(
      reloadChanges,
    );
  }, [route, retryRouteId, retried, adhoc, storage, jobRefNo, reloadChanges]);
  const reload = useCallback(() => void load(), [load]);

  const layers = useMemo(() => (route ? routeMapLayers(route, selected) : null), [route, selected]);
  const timeline = useMemo(() => (route ? routeTimeline(route) : null), [route]);
  const pending = editing.changes;
  const editable =
    route !== null &&
    route.isApproved === null &&
    route.status !== 'INFEASIBLE' &&
    route.status !== 'REOPTIMIZING';
  // What judging a move needs beside the route: the orders of the moved stops and of the one edited.
  const planDay = useMemo(
    () =>
      route?.vehicleWithAssignedLocations
        .flatMap((v) => v.locations)
        .flatMap((l) => l.orders)
        .find((o) => o.date)?.date ?? null,
    [route],
  );
  const movedOrders = useMemo(() => {
    if (!route) return [];
    const ids = new Set([...pending.map((c) => c.id), ...(editStop ? [editStop.replace(/^stop-/, '')] : [])]);
    return route.vehicleWithAssignedLocations
      .flatMap((v) => v.locations)
      .filter((l) => ids.has(l.routeLocationId))
      .flatMap((l) => l.orders.map((o) => o.refNo));
  }, [route, pending, editStop]);
  const facts = useMoveFacts(editable, planDay ? planDay.slice(0, 10) : null, movedOrders);
  const pins = useMemo(
    () => ({ stops: editing.pinnedStops, routes: editing.pinnedRoutes }),
    [editing.pinnedStops, editing.pinnedRoutes],
  );
  const warningsOf = useCallback(
    (draft: MoveDraft) =>
      route
        ? warningsOfDraft(
            route,
            draft,
            facts,
            pins,
            pending.map(draftOfChange),
            planDay?.slice(0, 10) ?? null,
          )
        : [],
    [route, facts, pins, pending, planDay],
  );
  const changeWarnings = useMemo(
    () => (route ? warningsOfChanges(route, pending, facts, pins) : new Map<string, never[]>()),
    [route, pending, facts, pins],
  );
  const marks = useMemo(() => {
    const found = new Map<string, StopMark>();
    if (!route) return found;
    for (const vehicle of route.vehicleWithAssignedLocations)
      for (const stop of vehicle.locations) {
        const pinned = editing.pinnedStops.includes(stop.routeLocationId)
          ? t('adhocUi.pinnedStopTip', { vehicle: vehicle.vehicleName })
          : undefined;
        const warnings = changeWarnings.get(stop.routeLocationId);
        const change = pending.find((c) => c.id === stop.routeLocationId);
        const lines = warnings
          ? moveWarningLines(t, warnings, change?.vehicle.label ?? vehicle.vehicleName)
          : [];
        if (pinned || lines.length > 0)
          found.set(stopId(stop), {
            ...(pinned ? { pinned } : {}),
            ...(lines.length ? { warnings: lines } : {}),
          });
      }
    return found;
  }, [route, editing.pinnedStops, changeWarnings, pending, t]);
  // The timeline draws its items again only when a mark changes, not each time facts arrive.
  const marksKey = JSON.stringify([...marks]);
  const timelineItems = useMemo(
    () =>
      timeline ? markTimeline(timeline.items, new Map(JSON.parse(marksKey) as [string, StopMark][])) : [],
    [timeline, marksKey],
  );

  if (missing && !route)
    return (
      <section className="page">
        <p className="empty-state">{t('dailyPlan.dataNotFound')}</p>
      </section>
    );
  if (!route || !layers || !timeline) return <div className="page-loading" aria-busy="true" />;

  const chosen = findStop(route, selected);
  const hasUnsavedLocationChanges = editing.hasEdits;
  /** Routes a pending move that breaks a rule goes onto (or changes), by routeVehicleId. */
  const warnedRoutes = new Set(
    pending.filter((c) => changeWarnings.has(c.id)).map((c) => c.vehicle.routeVehicleId),
  );
  const editing_ = findStop(route, editStop);
  const openEdit = (id: string) => {
    const found = findStop(route, id);
    if (editable && found?.stop.type === 'visit') {
      setEditStop(id);
      setPanel('locationChange');
    }
  };
  const reoptimize = async () => {
    const answer = await editing.reoptimize(route.routeId);
    if (!answer.ok) {
      const { message, messageKey } = answer.error;
      notify(message ? { kind: 'warning', text: message } : { kind: 'warning', key: messageKey });
      return;
    }
    const { code, message } = answer.value.notice;
    if (message) notify({ kind: code === 0 ? 'success' : 'warning', text: message });
    if (answer.value.opensModal) setPanel('reoptimization');
  };
  const ports = { jobs: jobPort(gateway), drivers: vehicleDriverPort(gateway) };
  const decided = async (answer: DomainResult<ApproveJobOutcome>, discard: boolean) => {
    if (!answer.ok) {
      const { message, messageKey } = answer.error;
      notify(message ? { kind: 'warning', text: message } : { kind: 'warning', key: messageKey });
      return;
    }
    const { code, message } = answer.value.notice;
    notify(
      message
        ? { kind: code === 0 ? 'success' : 'warning', text: message }
        : { kind: 'success', key: 'dailyPlanUi.approvedSent' },
    );
    if (discard) await load();
    else void navigate(answer.value.nextPath);
  };
  const command = { overview: route.jobOverview, routeId: route.routeId, hasUnsavedLocationChanges };
  /** One drawer at a time: a stop's details replace Plan stats. */
  const selectStop = (id: string) => {
    setSelected(id);
    setPanel((open) => (open === 'stats' ? 'none' : open));
  };
  const language = storedLanguage();

  return (
    <section className={`page result-page${chosen || panel === 'stats' ? ' with-drawer' : ''}`}>
      <h1 className="visually-hidden">{route.jobOverview.jobRefNoDisplay}</h1>
      <OverviewBar
        overview={route.jobOverview}
        hasUnsavedChanges={hasUnsavedLocationChanges}
        onBack={() => void navigate(dailyPlanListPath)}
        onDiscard={() => {
          setSelected(null);
          setPanel('discard');
        }}
        onGoLive={() => setPanel('drivers')}
        extra={
          <>
            <button
              type="button"
              className="button ghost"
              aria-pressed={panel === 'stats'}
              onClick={() => {
                setSelected(null);
                setPanel('stats');
              }}
            >
              {t('dailyPlanUi.planStats')}
            </button>
            <button
              type="button"
              className="button ghost"
              onClick={() => void navigate(jobSummaryPath(jobRefNo))}
            >
              {t('dailyPlanUi.timelineButton')}
            </button>
            {showsChangeVehicleAssignments(route.status) ? (
              <button type="button" className="button secondary" onClick={() => setPanel('vehicles')}>
                {t('dailyPlanUi.changeVehicleAssignments')}
              </button>
            ) : null}
          </>
        }
      />
      <JobProgressBanner jobRefNo={jobRefNo} onFinished={reload} />
      {editable ? (
        <AdhocToolbar
          editing={editing}
          onAddOrders={() => setPanel('addOrders')}
          onReoptimize={() => void reoptimize()}
        />
      ) : null}
      <div className="result-main">
        <div
          role="region"
          aria-label={t('dailyPlanUi.map')}
          data-routes={route.vehicleWithAssignedLocations.length}
        >
          <MapView
            markers={layers.markers}
            polylines={layers.polylines}
            polygons={layers.polygons}
            fitBounds
            height="50vh"
            onMarkerClick={selectStop}
          />
        </div>
        <div className="result-side">
          <section className="panel" aria-label={t('dailyPlanUi.vehicles')}>
            <h2>{t('dailyPlanUi.vehicles')}</h2>
            <table className="plain-table vehicle-list">
              <thead>
                <tr>
                  <th>{t('dailyPlanUi.vehicle')}</th>
                  <th>{t('dailyPlanUi.visits')}</th>
                  <th>{t('dailyPlanUi.volume')}</th>
                  <th>{t('dailyPlanUi.weight')}</th>
                  <th>{t('dailyPlanUi.insurance')}</th>
                  {editable ? <th>{t('adhocUi.pinned')}</th> : null}
                </tr>
              </thead>
              <tbody>
                {route.vehicleGroups.map((group) => (
                  <tr key={group.routeVehicleId}>
                    <td>
                      <span className="vehicle-swatch" style={{ background: group.vehicleColor ?? '#000' }} />
                      {group.vehiclePlate}
                      {warnedRoutes.has(group.routeVehicleId) ? (
                        <span
                          className="route-warning"
                          role="img"
                          title={t('adhocUi.warn.onRoute')}
                          aria-label={t('adhocUi.warn.onRoute')}
                          data-testid={`route-warning-${group.routeVehicleId}`}
                        >
                          ⚠
                        </span>
                      ) : null}
                    </td>
                    <td>{group.visitCount}</td>
                    {[group.volumeCapacityUsed, group.weightCapacityUsed, group.insuranceCapacityUsed].map(
                      (value, index) => (
                        <td key={index}>
                          {value === null ? t('dailyPlan.notAvailable') : formatCapacityUsed(value, language)}
                        </td>
                      ),
                    )}
                    {editable ? (
                      <td>
                        <button
                          type="button"
                          className="link-button"
                          aria-pressed={editing.pinnedRoutes.includes(group.routeVehicleId)}
                          aria-label={`${t('adhocUi.pinRoute')} ${group.vehiclePlate}`}
                          title={
                            editing.pinnedRoutes.includes(group.routeVehicleId)
                              ? t('adhocUi.pinnedRouteTip')
                              : t('adhocUi.pinRoute')
                          }
                          onClick={() => editing.togglePinRoute(group.routeVehicleId)}
                        >
                          {editing.pinnedRoutes.includes(group.routeVehicleId) ? '📌' : '○'}
                        </button>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <VersionsPanel
            jobRefNo={jobRefNo}
            routeId={route.routeId}
            versions={versions}
            pendingChanges={pending}
            adhoc={adhoc}
            onRevoke={editable ? editing.revoke : undefined}
          />
        </div>
      </div>
      <RouteTimeline
        groups={timeline.groups}
        items={timelineItems}
        window={timeline.window}
        onSelect={selectStop}
        onEdit={openEdit}
      />
      {chosen ? (
        <StopPanel
          stop={chosen.stop}
          vehicle={chosen.vehicle}
          onClose={() => setSelected(null)}
          pinnedNote={marks.get(stopId(chosen.stop))?.pinned ?? null}
          notices={
            <MoveWarnings
              warnings={changeWarnings.get(chosen.stop.routeLocationId) ?? []}
              vehicle={
                pending.find((c) => c.id === chosen.stop.routeLocationId)?.vehicle.label ??
                chosen.vehicle.vehicleName
              }
              testId="stop-move-warnings"
            />
          }
          actions={
            editable && chosen.stop.type === 'visit' ? (
              <>
                <button type="button" className="button secondary" onClick={() => openEdit(selected ?? '')}>
                  {t('adhocUi.changeLocation')}
                </button>
                <button
                  type="button"
                  className="button ghost"
                  aria-pressed={editing.pinnedStops.includes(chosen.stop.routeLocationId)}
                  onClick={() => editing.togglePinStop(chosen.stop.routeLocationId)}
                >
                  {editing.pinnedStops.includes(chosen.stop.routeLocationId)
                    ? t('adhocUi.unpinStop')
                    : t('adhocUi.pinStop')}
                </button>
                <button
                  type="button"
                  className="button ghost"
                  aria-pressed={chosen.stop.orders.every((o) => editing.ordersToRemove.includes(o.refNo))}
                  onClick={() => editing.toggleRemove(chosen.stop.orders.map((o) => o.refNo))}
                >
                  {chosen.stop.orders.every((o) => editing.ordersToRemove.includes(o.refNo))
                    ? t('adhocUi.keepInPlan')
                    : t('adhocUi.removeFromPlan')}
                </button>
              </>
            ) : null
          }
        />
      ) : null}
      {panel === 'locationChange' && editing_ ? (
        <LocationChangeModal
          route={route}
          stop={editing_.stop}
          vehicle={editing_.vehicle}
          pending={pending.find((c) => c.id === editing_.stop.routeLocationId) ?? null}
          movedIds={pending.map((c) => c.id)}
          warningsOf={warningsOf}
          onClose={() => setPanel('none')}
          onSave={(change) => {
            editing.save(change);
            setPanel('none');
          }}
        />
      ) : null}
      {panel === 'addOrders' ? (
        <AddOrdersModal
          jobRefNo={jobRefNo}
          routeId={route.routeId}
          adhoc={adhoc.port}
          feed={realtime.adhoc}
          already={editing.ordersToAdd}
          onClose={() => setPanel('none')}
          onAdd={(refNos) => {
            editing.addOrders(refNos);
            setPanel('none');
          }}
        />
      ) : null}
      {panel === 'reoptimization' ? (
        <ReoptimizationModal
          jobRefNo={jobRefNo}
          routeId={route.routeId}
          ports={reoptimizationPorts}
          onClose={() => {
            setPanel('none');
            void load();
          }}
        />
      ) : null}
      {panel === 'stats' ? <PlanStatsPanel stats={route.planStats} onClose={() => setPanel('none')} /> : null}
      {panel === 'discard' ? (
        <ConfirmDialog
          title={t('dailyPlanUi.discardTitle')}
          message={t('dailyPlanUi.discardConfirm', {
            jobRefNo: route.jobOverview.jobRefNoDisplay,
            vehicles: route.jobOverview.totalVehicle,
            orders: route.jobOverview.totalOrder,
          })}
          onCancel={() => setPanel('none')}
          onConfirm={() => {
            setPanel('none');
            void approveJob(ports, { ...command, discard: true }).then((a) => decided(a, true));
          }}
        />
      ) : null}
      {panel === 'drivers' ? (
        <DriverAssignmentModal
          jobRefNo={jobRefNo}
          gateway={gateway}
          usedVehicles={route ? vehiclesWithOrders(route) : undefined}
          onClose={() => setPanel('none')}
          onConfirmed={async (rows) => {
            const answer = await confirmDriversAndGoLive(ports, { ...command, jobRefNo, rows });
            if (answer.ok) setPanel('none');
            await decided(answer, false);
          }}
        />
      ) : null}
      {panel === 'vehicles' ? (
        <VehicleAssignmentDialog
          jobRefNo={jobRefNo}
          distributionCenterId={null}
          gateway={gateway}
          onClose={() => setPanel('none')}
          onSaved={() => {
            setPanel('none');
            void load();
          }}
        />
      ) : null}
    </section>
  );
}
