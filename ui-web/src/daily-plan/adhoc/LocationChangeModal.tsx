import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isPositionAfterDisabled,
  isSaveLocationChangeDisabled,
  positionAfterOptions,
  serveBeforeUpperBound,
  validateStopServeBefore,
  type LocationChange,
  type RouteLocation,
  type RouteResult,
  type VehicleOption,
  type VehicleWithAssignedLocations,
} from '@rota/core/daily-plan';
import type { MoveWarning } from '@rota/core';
import { Modal } from '../../ui/Modal.js';
import { TimeInput } from '../../ui/TimeField.js';
import { showTime } from '../../i18n/format.js';
import { MoveWarnings } from './MoveWarnings.js';
import type { MoveDraft } from './stop-move.model.js';

const optionOf = (vehicle: VehicleWithAssignedLocations): VehicleOption => ({
  value: vehicle.vehicleRefNo,
  label: vehicle.vehicleName,
  routeVehicleId: vehicle.routeVehicleId,
  color: vehicle.locations[0]?.vehicleColor ?? null,
});

/**
 * Location Change: move a stop to another vehicle, after a chosen stop, and set a serve-before
 * time. Position After lists the chosen vehicle's other visits (not the stop itself nor stops
 * already moved); moving it back to its own vehicle with no position removes the pending change.
 */
export function LocationChangeModal({
  route,
  stop,
  vehicle,
  pending,
  movedIds,
  onSave,
  onClose,
  warningsOf,
}: {
  route: RouteResult;
  stop: RouteLocation;
  vehicle: VehicleWithAssignedLocations;
  pending: LocationChange | null;
  movedIds: readonly string[];
  onSave: (change: LocationChange) => void;
  onClose: () => void;
  /** What the move on screen would break (capabilities, capacity, time windows, pins). */
  warningsOf?: (draft: MoveDraft) => MoveWarning[];
}) {
  const { t } = useTranslation();
  const vehicles = route.vehicleWithAssignedLocations;
  const [vehicleId, setVehicleId] = useState(pending?.vehicle.routeVehicleId ?? vehicle.routeVehicleId);
  const [after, setAfter] = useState(pending?.positionAfter?.routeLocationId ?? '');
  const [serveBefore, setServeBefore] = useState(pending?.locationTimeWindowChanges[0]?.serveBefore ?? '');
  const chosen = vehicles.find((v) => v.routeVehicleId === vehicleId) ?? vehicle;
  const options = useMemo(
    () =>
      positionAfterOptions(
        chosen.locations,
        stop.routeLocationId,
        movedIds.filter((id) => id !== stop.routeLocationId),
      ),
    [chosen, stop.routeLocationId, movedIds],
  );
  const positionDisabled = isPositionAfterDisabled(stop);
  const endTime = showTime(stop.endTime);
  const issues = validateStopServeBefore(serveBefore, endTime);
  const position = options.find((o) => o.routeLocationId === after) ?? null;
  const saveDisabled =
    issues.length > 0 ||
    (isSaveLocationChangeDisabled({
      vehicleChanged: chosen.routeVehicleId !== vehicle.routeVehicleId,
      positionChosen: position !== null,
      pendingChangeExists: pending !== null,
    }) &&
      serveBefore === '');
  const warnings = useMemo(
    () =>
      warningsOf?.({
        routeLocationId: stop.routeLocationId,
        toRouteVehicleId: chosen.routeVehicleId,
        afterRouteLocationId: position?.routeLocationId ?? null,
        serveBefore: issues.length > 0 ? '' : serveBefore,
      }) ?? [],
    [warningsOf, stop.routeLocationId, chosen.routeVehicleId, position, serveBefore, issues.length],
  );
  const save = () =>
    onSave({
      id: stop.routeLocationId,
      fromLocation: stop.locationName,
      fromVehicle: optionOf(vehicle),
      vehicle: optionOf(chosen),
      positionAfter: position,
      positionAfterOption: position?.value ?? null,
      locationTimeWindowChanges: serveBefore ? [{ routeLocationId: stop.routeLocationId, serveBefore }] : [],
    });
  return (
    <Modal
      title={t('adhocUi.locationChangeTitle', { location: stop.locationName })}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button ghost" onClick={onClose}>
            {t('adhocUi.cancel')}
          </button>
          <button type="button" className="button primary" disabled={saveDisabled} onClick={save}>
            {t('dailyPlan.saveChanges')}
          </button>
        </>
      }
    >
      <div className="form-grid">
        <label className="field">
          <span>{t('adhocUi.vehicle')}</span>
          <select
            value={vehicleId}
            onChange={(event) => {
              setVehicleId(event.target.value);
              setAfter('');
            }}
          >
            {vehicles.map((v) => (
              <option key={v.routeVehicleId} value={v.routeVehicleId}>
                {v.vehicleName}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('dailyPlan.positionAfter')}</span>
          <select
            value={after}
            disabled={positionDisabled}
            onChange={(event) => setAfter(event.target.value)}
          >
            <option value="">{t('adhocUi.noPosition')}</option>
            {options.map((o) => (
              <option key={o.routeLocationId} value={o.routeLocationId}>
                {o.label}
              </option>
            ))}
          </select>
          {positionDisabled ? <small className="muted">{t('adhocUi.positionDisabled')}</small> : null}
        </label>
        <label className="field">
          <span>{t('adhocUi.serveBefore')}</span>
          <TimeInput step={900} value={serveBefore} invalid={issues.length > 0} onChange={setServeBefore} />
          {issues.length > 0 ? (
            <small className="field-error" role="alert">
              {t(issues[0]?.messageKey ?? '', issues[0]?.params ?? {})}
            </small>
          ) : (
            <small className="muted">
              {t('adhocUi.serveBeforeHint', { minTime: endTime, maxTime: serveBeforeUpperBound })}
            </small>
          )}
        </label>
      </div>
      <MoveWarnings warnings={warnings} vehicle={chosen.vehicleName} />
    </Modal>
  );
}
