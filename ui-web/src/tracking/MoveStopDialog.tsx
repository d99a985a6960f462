import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createApiGateway } from '@rota/adapters-http';
import { liveDispatchApi, type DispatchWarning, type TrackData } from '@rota/core/tracking';
import { useServices } from '../composition/services-context.js';
import { Modal } from '../ui/Modal.js';

/** Visits of a vehicle the driver has reported nothing at yet. */
export function notStartedVisits(vehicle: TrackData): TrackData['plannedRoutes'] {
  const started = new Set(vehicle.actualRoutes.map((a) => a.visitOrder));
  return vehicle.plannedRoutes.filter((p) => !started.has(p.visitOrder));
}

/** The places a stop may take in a route: first, or after any visit not before a started one. */
function placesIn(vehicle: TrackData, moving: { vehicleRefNo: string; visitOrder: number }) {
  const started = new Set(vehicle.actualRoutes.map((a) => a.visitOrder));
  const others = vehicle.plannedRoutes.filter(
    (p) => !(vehicle.vehicleRefNo === moving.vehicleRefNo && p.visitOrder === moving.visitOrder),
  );
  const lastStarted = others.reduce((last, p, i) => (started.has(p.visitOrder) ? i : last), -1);
  return { first: lastStarted < 0, after: others.slice(Math.max(0, lastStarted)) };
}

/**
 * Live dispatching from Track & Trace: a stop the driver has not started goes to another place
 * of its route or to another vehicle of the live plan. The server measures both routes again,
 * answers what the move breaks, and tells the drivers' apps.
 */
export function MoveStopDialog({
  jobRefNo,
  vehicles,
  vehicle: moving,
  onClose,
  onMoved,
}: {
  jobRefNo: string;
  vehicles: readonly TrackData[];
  vehicle: TrackData;
  onClose: () => void;
  onMoved: (message: string, warnings: readonly DispatchWarning[]) => void;
}) {
  const { t } = useTranslation();
  const { http } = useServices();
  const api = useMemo(() => createApiGateway(http, liveDispatchApi, { notifyErrors: false }), [http]);
  // The vehicle as the page reads it now (a report or another planner's move may change it).
  const vehicle = vehicles.find((v) => v.vehicleRefNo === moving.vehicleRefNo) ?? moving;
  const movable = notStartedVisits(vehicle);
  const [chosen, setVisitOrder] = useState<number | null>(null);
  const visitOrder = movable.some((p) => p.visitOrder === chosen)
    ? (chosen as number)
    : (movable[0]?.visitOrder ?? 0);
  const [target, setTarget] = useState(vehicle.vehicleRefNo);
  const targetVehicle = vehicles.find((v) => v.vehicleRefNo === target) ?? vehicle;
  const places = placesIn(targetVehicle, { vehicleRefNo: vehicle.vehicleRefNo, visitOrder });
  const [after, setAfter] = useState<number | null>(null);
  const chosenAfter =
    after !== null && (after === 0 ? places.first : places.after.some((p) => p.visitOrder === after))
      ? after
      : places.first
        ? 0
        : (places.after[0]?.visitOrder ?? 0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const stop = vehicle.plannedRoutes.find((p) => p.visitOrder === visitOrder);

  const submit = async () => {
    setBusy(true);
    setError(null);
    const answer = await api.moveStop({
      params: { jobRefNo },
      body: {
        vehicleRefNo: vehicle.vehicleRefNo,
        visitOrder,
        ...(stop ? { locationRefNo: stop.locationRefNo } : {}),
        ...(target === vehicle.vehicleRefNo ? {} : { toVehicleRefNo: target }),
        afterVisitOrder: chosenAfter,
      },
    });
    setBusy(false);
    if (!answer.ok) {
      setError(answer.error.message ?? t('common.anErrorOccurred'));
      return;
    }
    onMoved(answer.envelope?.message ?? '', answer.data.warnings);
  };

  return (
    <Modal
      title={t('tracking.dispatch.title', { visitOrder, location: stop?.locationName ?? '' })}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button secondary" onClick={onClose}>
            {t('tracking.dispatch.cancel')}
          </button>
          <button
            type="button"
            className="button primary"
            disabled={busy || movable.length === 0}
            onClick={() => void submit()}
          >
            {t('tracking.dispatch.confirm')}
          </button>
        </>
      }
    >
      <div className="tt-move-form form-stack">
        <p className="muted">{t('tracking.dispatch.notStartedOnly')}</p>
        <label className="field">
          <span className="field-label">{t('tracking.dispatch.moveStop')}</span>
          <select value={visitOrder} onChange={(e) => setVisitOrder(Number(e.target.value))}>
            {movable.map((p) => (
              <option key={p.visitOrder} value={p.visitOrder}>
                {t('tracking.dispatch.stopOption', { visitOrder: p.visitOrder, location: p.locationName })}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">{t('tracking.dispatch.toVehicle')}</span>
          <select value={target} onChange={(e) => setTarget(e.target.value)}>
            {vehicles.map((v) => (
              <option key={v.vehicleRefNo} value={v.vehicleRefNo}>
                {v.vehiclePlate}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">{t('tracking.dispatch.after')}</span>
          <select value={chosenAfter} onChange={(e) => setAfter(Number(e.target.value))}>
            {places.first ? <option value={0}>{t('tracking.dispatch.first')}</option> : null}
            {places.after.map((p) => (
              <option key={p.visitOrder} value={p.visitOrder}>
                {t('tracking.dispatch.stopOption', { visitOrder: p.visitOrder, location: p.locationName })}
              </option>
            ))}
          </select>
        </label>
        {error ? (
          <p className="banner error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
