import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { formatCapacityUsed } from '@rota/core';
import {
  approveJob,
  changesOf,
  confirmDriversAndGoLive,
  dailyPlanListPath,
  hasPendingLocationChanges,
  jobSummaryPath,
  showsChangeVehicleAssignments,
  type DomainResult,
  type ApproveJobOutcome,
  type RouteVersion,
} from '@rota/core/daily-plan';
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
import { findStop, routeMapLayers, routeTimeline } from './result.model.js';
import { RouteTimeline } from './RouteTimeline.js';
import { StopPanel } from './StopPanel.js';
import { VehicleAssignmentDialog } from './VehicleAssignmentDialog.js';
import { VersionsPanel } from './VersionsPanel.js';
import './daily-plan.css';

registerDailyPlanTexts();

/** Job result: overview bar, map, Gantt timeline, vehicles with utilisation, versions and panels. */
export function JobResultPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { jobRefNo = '', processedRouteId } = useParams();
  const { http, notify } = useServices();
  const gateway = useMemo(() => createDailyPlanGateway(http), [http]);
  const storage = useMemo(() => createLocationChangeStorage(), []);
  const [route, setRoute] = useState<RouteScreen | null>(null);
  const [missing, setMissing] = useState(false);
  const [versions, setVersions] = useState<RouteVersion[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [panel, setPanel] = useState<'none' | 'stats' | 'drivers' | 'vehicles' | 'discard'>('none');

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
  const reload = useCallback(() => void load(), [load]);

  const layers = useMemo(() => (route ? routeMapLayers(route, selected) : null), [route, selected]);
  const timeline = useMemo(() => (route ? routeTimeline(route) : null), [route]);
  const pending = changesOf(storage.load(), jobRefNo);

  if (missing && !route)
    return (
      <section className="page">
        <p className="empty-state">{t('dailyPlan.dataNotFound')}</p>
      </section>
    );
  if (!route || !layers || !timeline) return <div className="page-loading" aria-busy="true" />;

  const chosen = findStop(route, selected);
  const hasUnsavedLocationChanges = hasPendingLocationChanges(storage.load(), jobRefNo);
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
                </tr>
              </thead>
              <tbody>
                {route.vehicleGroups.map((group) => (
                  <tr key={group.routeVehicleId}>
                    <td>
                      <span className="vehicle-swatch" style={{ background: group.vehicleColor ?? '#000' }} />
                      {group.vehiclePlate}
                    </td>
                    <td>{group.visitCount}</td>
                    {[group.volumeCapacityUsed, group.weightCapacityUsed, group.insuranceCapacityUsed].map(
                      (value, index) => (
                        <td key={index}>
                          {value === null ? t('dailyPlan.notAvailable') : formatCapacityUsed(value, language)}
                        </td>
                      ),
                    )}
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
          />
        </div>
      </div>
      <RouteTimeline
        groups={timeline.groups}
        items={timeline.items}
        window={timeline.window}
        onSelect={selectStop}
      />
      {chosen ? (
        <StopPanel stop={chosen.stop} vehicle={chosen.vehicle} onClose={() => setSelected(null)} />
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
