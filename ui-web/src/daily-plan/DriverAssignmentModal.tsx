import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  assignDriver,
  canSelectDriver,
  driverTally,
  loadDriverAssignment,
  type DriverVehicleRow,
  type JobDriver,
} from '@rota/core/daily-plan';
import { useServices } from '../composition/services-context.js';
import { Modal } from '../ui/Modal.js';
import type { DailyPlanGateway } from '@rota/adapters-http';

/** Driver assignment before Go Live: step 1 "Confirm & Go Live" saves the drivers, then approves. */
export function DriverAssignmentModal({
  jobRefNo,
  gateway,
  onClose,
  onConfirmed,
  usedVehicles,
}: {
  jobRefNo: string;
  gateway: DailyPlanGateway;
  /** The vehicles the plan sends out (with orders): only they need a driver. All when left out. */
  usedVehicles?: readonly string[] | undefined;
  onClose: () => void;
  onConfirmed: (rows: readonly DriverVehicleRow[]) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { notify } = useServices();
  const [rows, setRows] = useState<DriverVehicleRow[] | null>(null);
  const [drivers, setDrivers] = useState<JobDriver[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void loadDriverAssignment({ drivers: gateway.drivers }, jobRefNo).then((answer) => {
      if (!answer.ok) {
        if (answer.error.code === 'NO_DRIVER_DATA') notify({ kind: 'warning', key: answer.error.messageKey });
        setRows([]);
        return;
      }
      setRows(
        usedVehicles
          ? answer.value.vehicles.filter((row) => usedVehicles.includes(row.vehicleRefNo))
          : answer.value.vehicles,
      );
      setDrivers(answer.value.drivers);
    });
    // The list of used vehicles is read once, when the dialog opens.
  }, [gateway, jobRefNo, notify]);
  const tally = driverTally(rows ?? []);
  const confirm = async () => {
    if (!rows) return;
    setBusy(true);
    await onConfirmed(rows);
    setBusy(false);
  };
  return (
    <Modal
      title={t('dailyPlanUi.assignDrivers')}
      onClose={onClose}
      footer={
        <>
          <span className="muted" role="status">
            {t('dailyPlan.driversTally', { x: tally.assigned, y: tally.total })}
          </span>
          <button type="button" className="button secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button primary"
            disabled={busy || !rows}
            onClick={() => void confirm()}
          >
            {t('dailyPlan.confirmAndGoLive')}
          </button>
        </>
      }
    >
      {rows === null ? <div className="page-loading" aria-busy="true" /> : null}
      <table className="plain-table">
        <thead>
          <tr>
            <th>{t('dailyPlanUi.vehicle')}</th>
            <th>{t('dailyPlanUi.driver')}</th>
          </tr>
        </thead>
        <tbody>
          {(rows ?? []).map((row) => {
            const plate = row.vehiclePlate ?? row.vehicleRefNo;
            return (
              <tr key={row.vehicleRefNo}>
                <td>{plate}</td>
                <td>
                  <select
                    aria-label={t('dailyPlanUi.selectDriverFor', { plate })}
                    disabled={!canSelectDriver(row)}
                    value={row.driverRefNo ?? ''}
                    onChange={(event) =>
                      setRows((list) =>
                        list ? assignDriver(list, row.vehicleRefNo, event.target.value || null) : list,
                      )
                    }
                  >
                    <option value="">{t('form.selectPlaceholder')}</option>
                    {drivers.map((driver) => (
                      <option key={driver.driverRefNo} value={driver.driverRefNo}>
                        {driver.userName}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Modal>
  );
}
