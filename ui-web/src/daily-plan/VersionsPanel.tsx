import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatDistance } from '@rota/core';
import {
  jobResultPath,
  retryNavigation,
  sourceRouteIdOf,
  versionAction,
  type LocationChange,
  type RouteVersion,
} from '@rota/core/daily-plan';
import { storedLanguage } from '../i18n/index.js';
import type { AdhocClient } from './adhoc/adhoc.gateway.js';
import { VersionDiffView } from './adhoc/VersionDiffView.js';
import { Modal } from '../ui/Modal.js';

const panelTabs = ['versions', 'changeLog', 'locationChanges', 'diff'] as const;

/** Versions panel: Versions (Go, Retry), Version Change Log and Location Changes. */
export function VersionsPanel({
  jobRefNo,
  routeId,
  versions,
  pendingChanges,
  adhoc,
  onRevoke,
}: {
  jobRefNo: string;
  routeId: string;
  versions: RouteVersion[];
  pendingChanges: readonly LocationChange[];
  /** The version diff's client (the Compare tab). */
  adhoc: AdhocClient;
  /** Revokes one pending location change. */
  onRevoke?: ((id: string) => void) | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<(typeof panelTabs)[number]>('versions');
  const language = storedLanguage();
  return (
    <section className="panel" aria-label={t('dailyPlan.versions.tab.versions')}>
      <div className="tabs" role="tablist">
        {panelTabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={`tab${tab === name ? ' active' : ''}`}
            onClick={() => setTab(name)}
          >
            {name === 'diff' ? t('adhocUi.diffTab') : t(`dailyPlan.versions.tab.${name}`)}
          </button>
        ))}
      </div>
      {tab === 'versions' ? (
        <table className="plain-table">
          <thead>
            <tr>
              <th>{t('dailyPlanUi.column.version')}</th>
              <th>{t('dailyPlanUi.column.distance')}</th>
              <th>{t('dailyPlanUi.column.duration')}</th>
              <th>{t('grid.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {versions.map((version) => {
              const action = versionAction(version, routeId);
              return (
                <tr key={version.routeId}>
                  <td>v{version.version}</td>
                  <td>{formatDistance(version.distance, language)}</td>
                  <td>{version.duration}</td>
                  <td>
                    {action.kind === 'go' ? (
                      <button
                        type="button"
                        className="link-button"
                        disabled={action.disabled}
                        onClick={() =>
                          void navigate(jobResultPath({ jobRefNo, processedRouteId: version.routeId }))
                        }
                      >
                        {t('dailyPlan.versions.go')}
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="link-button"
                        onClick={() => {
                          const retry = retryNavigation(
                            jobRefNo,
                            sourceRouteIdOf(versions, version) ?? routeId,
                            version.routeId,
                          );
                          void navigate(retry.path, { state: retry.state });
                        }}
                      >
                        {t('dailyPlan.versions.retry')}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {tab === 'changeLog' ? (
        <ul className="stop-list">
          {versions.map((version) => (
            <li key={version.routeId}>
              v{version.version}
              {version.sourceVersion !== null ? ` ← v${version.sourceVersion}` : ''}:{' '}
              {version.numberOfChanges} {t('dailyPlanUi.column.numberOfChanges')} ·{' '}
              {version.isFeasible ? t('dailyPlanUi.yes') : t('dailyPlanUi.no')}
            </li>
          ))}
        </ul>
      ) : null}
      {tab === 'locationChanges' ? (
        pendingChanges.length > 0 ? (
          <ul className="stop-list">
            {pendingChanges.map((change) => (
              <li key={change.id}>
                {change.fromLocation} · {change.fromVehicle.label} → {change.vehicle.label}
                {change.positionAfter
                  ? ` · ${t('dailyPlan.positionAfter')} ${change.positionAfter.label}`
                  : ''}
                {change.locationTimeWindowChanges[0]
                  ? ` · ${t('adhocUi.serveBefore')} ${change.locationTimeWindowChanges[0].serveBefore}`
                  : ''}
                {onRevoke ? (
                  <button type="button" className="link-button" onClick={() => onRevoke(change.id)}>
                    {t('adhocUi.revoke')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('dailyPlanUi.noLocationChanges')}</p>
        )
      ) : null}
      {tab === 'diff' ? (
        // From and To side by side need the window's width, not the side column's.
        <Modal full title={t('adhocUi.diffTab')} onClose={() => setTab('versions')}>
          <VersionDiffView
            jobRefNo={jobRefNo}
            current={versions.find((v) => v.routeId === routeId) ?? null}
            versions={versions}
            client={adhoc}
          />
        </Modal>
      ) : null}
    </section>
  );
}
