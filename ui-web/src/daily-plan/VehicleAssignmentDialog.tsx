import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chooseReplacement,
  isSaveAllDisabled,
  starredVehicles,
  starredVehiclesMessageKey,
  toJobVehiclesRequest,
  type VehicleReplacements,
} from '@rota/core/daily-plan';
import { useServices } from '../composition/services-context.js';
import { Modal } from '../ui/Modal.js';
import type { DailyPlanGateway, SelectableVehicle } from '@rota/adapters-http';

/** Vehicle assignment change dialog: a new vehicle per job vehicle, stars where a choice is owed. */
export function VehicleAssignmentDialog({
  jobRefNo,
  distributionCenterId,
  gateway,
  onClose,
  onSaved,
}: {
  jobRefNo: string;
  distributionCenterId: string | number | null;
  gateway: DailyPlanGateway;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { notify } = useServices();
  const [jobVehicles, setJobVehicles] = useState<{ vehicleRefNo: string; plate: string }[]>([]);
  const [fleet, setFleet] = useState<SelectableVehicle[]>([]);
  const [replacements, setReplacements] = useState<VehicleReplacements>({});
  useEffect(() => {
    void gateway.jobVehicles(jobRefNo).then((answer) => {
      if (answer.ok && answer.data)
        setJobVehicles(
          answer.data.map((v) => ({ vehicleRefNo: v.vehicleRefNo, plate: v.vehiclePlate ?? v.vehicleRefNo })),
        );
    });
    void gateway.vehicles(distributionCenterId ?? undefined).then((answer) => {
      if (answer.ok) setFleet(answer.data ?? []);
    });
  }, [distributionCenterId, gateway, jobRefNo]);
  const refNos = jobVehicles.map((v) => v.vehicleRefNo);
  const starred = starredVehicles(refNos, replacements);
  const save = async () => {
    const answer = await gateway.saveJobVehicles(toJobVehiclesRequest(jobRefNo, replacements));
    if (answer.ok) {
      notify({ kind: 'success', key: 'dailyPlan.jobVehiclesUpdated' });
      onSaved();
    }
  };
  return (
    <Modal
      title={t('dailyPlanUi.changeVehicleAssignments')}
      onClose={onClose}
      footer={
        <>
          {starred.length ? (
            <span className="field-error" role="alert">
              {t(starredVehiclesMessageKey)}
            </span>
          ) : null}
          <button type="button" className="button secondary" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button primary"
            disabled={isSaveAllDisabled(refNos, replacements)}
            onClick={() => void save()}
          >
            {t('dailyPlan.saveAll')}
          </button>
        </>
      }
    >
      <table className="plain-table">
        <thead>
          <tr>
            <th>{t('dailyPlanUi.currentVehicle')}</th>
            <th>{t('dailyPlanUi.newVehicle')}</th>
          </tr>
        </thead>
        <tbody>
          {jobVehicles.map((vehicle) => {
            const isStarred = starred.includes(vehicle.vehicleRefNo);
            return (
              <tr key={vehicle.vehicleRefNo} className={isStarred ? 'driver-row-starred' : undefined}>
                <td>
                  {vehicle.plate}
                  {isStarred ? (
                    <span aria-label={t('dailyPlanUi.starred')} title={t('dailyPlanUi.starred')}>
                      {' '}
                      ★
                    </span>
                  ) : null}
                </td>
                <td>
                  <select
                    aria-label={t('dailyPlanUi.newVehicleFor', { plate: vehicle.plate })}
                    style={{ maxWidth: 440 }}
                    value={replacements[vehicle.vehicleRefNo] ?? ''}
                    onChange={(event) =>
                      setReplacements((r) =>
                        chooseReplacement(r, vehicle.vehicleRefNo, event.target.value || null),
                      )
                    }
                  >
                    <option value="">{t('form.selectPlaceholder')}</option>
                    {fleet.map((v) => (
                      <option key={v.refNo} value={v.refNo}>
                        {v.plate}
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
