import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDistance } from '@rota/core';
import type { RouteLocation, VehicleWithAssignedLocations } from '@rota/core/daily-plan';
import { storedLanguage } from '../i18n/index.js';
import { ResultDrawer } from './ResultDrawer.js';
import { showTime, showDuration } from '../i18n/format.js';

/** Stop side panel: place, vehicle, orders, duration, distance, notes and Order Information. */
export function StopPanel({
  stop,
  vehicle,
  onClose,
  actions,
  pinnedNote,
  notices,
}: {
  stop: RouteLocation;
  vehicle: VehicleWithAssignedLocations;
  onClose: () => void;
  /** Ad hoc actions on the stop (change location, pin, remove), while the plan can change. */
  actions?: ReactNode;
  /** The stop is pinned: the tooltip says what that keeps. */
  pinnedNote?: string | null;
  /** What a pending move of the stop would break. */
  notices?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ResultDrawer title={stop.locationName} onClose={onClose} testId="stop-panel">
      {pinnedNote ? (
        <p className="pinned-badge" title={pinnedNote} data-testid="stop-pinned">
          <span aria-hidden="true">📌 </span>
          {t('adhocUi.pinnedBadge')}
          <span className="visually-hidden"> — {pinnedNote}</span>
        </p>
      ) : null}
      {notices}
      <dl className="info-list">
        <dt>{t('dailyPlanUi.address')}</dt>
        <dd>{stop.locationAddress ?? ''}</dd>
        <dt>{t('dailyPlanUi.vehicle')}</dt>
        <dd>{vehicle.vehicleName}</dd>
        <dt>{t('dailyPlanUi.orderNumber')}</dt>
        <dd>{stop.orders.map((o) => o.refNo).join(', ')}</dd>
        <dt>{t('dailyPlanUi.column.visitOrder')}</dt>
        <dd>{stop.visitOrder}</dd>
        <dt>{t('dailyPlanUi.column.arrival')}</dt>
        <dd>
          {showTime(stop.startTime)} – {showTime(stop.endTime)}
        </dd>
        <dt>{t('dailyPlan.stop.duration')}</dt>
        <dd>{showDuration(stop.duration)}</dd>
        <dt>{t('dailyPlan.stop.distance')}</dt>
        <dd>{formatDistance(stop.distance, storedLanguage())}</dd>
        <dt>{t('dailyPlan.stop.notes')}</dt>
        <dd>{stop.locationNote?.trim() ? stop.locationNote : t('dailyPlan.noNotes')}</dd>
      </dl>
      {actions ? <div className="stop-actions">{actions}</div> : null}
      <details className="accordion" open>
        <summary>{t('dailyPlan.stop.orderInformation')}</summary>
        <table className="plain-table">
          <thead>
            <tr>
              <th>{t('dailyPlanUi.column.name')}</th>
              <th>{t('dailyPlanUi.column.operationTypeName')}</th>
              <th>{t('dailyPlanUi.column.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {stop.orders.map((order) => (
              <tr key={order.refNo}>
                <td>{order.name}</td>
                <td>{order.operationTypeName}</td>
                <td>{order.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </ResultDrawer>
  );
}
