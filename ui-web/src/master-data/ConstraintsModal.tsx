import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderConstraints, TimeWindowConstraint } from '@rota/core';
import { useServices } from '../composition/services-context.js';
import { Modal } from '../ui/Modal.js';

function TimeWindows({ rows }: { rows: readonly TimeWindowConstraint[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="muted">{t('masterData.empty.constraints')}</p>;
  return (
    <table className="plain-table">
      <thead>
        <tr>
          <th>{t('masterDataUi.field.startTime')}</th>
          <th>{t('masterDataUi.field.endTime')}</th>
          <th>{t('masterDataUi.field.days')}</th>
          <th>{t('masterData.places.field.date')}</th>
          <th>{t('masterData.places.field.operationTypeName')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((w, i) => (
          <tr key={w.id ?? i}>
            <td>{w.startTime}</td>
            <td>{w.endTime}</td>
            <td>{w.days ?? ''}</td>
            <td>{w.date ?? ''}</td>
            <td>{w.operationTypeName ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A location's time windows (GET location-type-time-window-constraints/{refNo}). */
export function LocationConstraintsModal({
  refNo,
  name,
  onClose,
}: {
  refNo: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { gateways } = useServices();
  const [rows, setRows] = useState<TimeWindowConstraint[] | null>(null);
  useEffect(() => {
    void gateways.masterData
      .locationTimeWindows({ params: { locationRefNo: refNo } })
      .then((result) => setRows(result.ok ? result.data : []));
  }, [gateways, refNo]);
  return (
    <Modal title={`${t('masterData.action.viewConstraints')}: ${name}`} onClose={onClose}>
      {rows ? <TimeWindows rows={rows} /> : <div className="page-loading" aria-busy="true" />}
    </Modal>
  );
}

/** What applies to an order: serve window, time windows, vehicle capabilities (orders/{refNo}/constraints). */
export function OrderConstraintsModal({ refNo, onClose }: { refNo: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { gateways } = useServices();
  const [data, setData] = useState<OrderConstraints | null | undefined>(undefined);
  useEffect(() => {
    void gateways.masterData
      .orderConstraints({ params: { refNo } })
      .then((result) => setData(result.ok ? result.data : null));
  }, [gateways, refNo]);
  return (
    <Modal title={`${t('masterData.action.viewConstraints')}: ${refNo}`} onClose={onClose} wide>
      {data === undefined ? (
        <div className="page-loading" aria-busy="true" />
      ) : data === null ? (
        <p className="muted">{t('masterData.empty.constraints')}</p>
      ) : (
        <div className="constraints">
          <h3>{t('masterDataUi.constraints.serveWindow')}</h3>
          <p>
            {data.serveAfter || data.serveBefore
              ? `${data.serveAfter ?? ''} – ${data.serveBefore ?? ''}`
              : '—'}
          </p>
          <h3>{t('masterDataUi.constraints.timeWindows')}</h3>
          <TimeWindows rows={data.timeWindows} />
          <h3>{t('masterDataUi.constraints.capabilities')}</h3>
          {data.capabilities.length === 0 ? (
            <p className="muted">{t('masterData.empty.constraints')}</p>
          ) : (
            <ul className="capabilities">
              {data.capabilities.map((c, i) => (
                <li key={i}>
                  {c.vehiclePlate
                    ? `${t('masterDataUi.constraints.vehicle')} ${c.vehiclePlate}`
                    : `${t('masterDataUi.constraints.vehicleType')} ${c.vehicleTypeName ?? c.vehicleTypeRefNo ?? ''}`}
                  {' · '}
                  {c.operationTypeName}
                  {' · '}
                  {t(
                    c.isCapable ? 'masterDataUi.constraints.capable' : 'masterDataUi.constraints.notCapable',
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Modal>
  );
}
