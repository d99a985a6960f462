import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  jobConfigurationDriverSchema,
  type JobConfigurationDetails,
  type JobConfigurationDriver,
} from '@rota/core/daily-plan';
import type { DailyPlanGateway } from '@rota/adapters-http';
import { StatusBadge } from './StatusBadge.js';
import { showDateTime } from '../i18n/format.js';

type Props =
  | { details: JobConfigurationDetails; jobRefNo?: never; gateway?: never; drivers?: never }
  | { details?: never; jobRefNo: string; gateway: DailyPlanGateway; drivers: true };

/** Info mode: the job's details on the Job tab, and the Drivers tab. */
export function JobInfoPanel(props: Props) {
  const { t } = useTranslation();
  const [drivers, setDrivers] = useState<JobConfigurationDriver[] | null>(null);
  const { jobRefNo, gateway } = props;
  useEffect(() => {
    if (!jobRefNo || !gateway) return;
    void gateway.jobConfigurationDrivers(jobRefNo).then((answer) => {
      const parsed = jobConfigurationDriverSchema.array().safeParse(answer.ok ? (answer.data ?? []) : []);
      setDrivers(parsed.success ? parsed.data : []);
    });
  }, [gateway, jobRefNo]);

  if (props.details) {
    const d = props.details;
    return (
      <dl className="info-list">
        <dt>{t('dailyPlanUi.column.status')}</dt>
        <dd>
          <StatusBadge status={d.status} display={d.statusDisplay} />
        </dd>
        <dt>{t('dailyPlanUi.column.orderCount')}</dt>
        <dd>{d.numberOfOrders}</dd>
        <dt>{t('dailyPlanUi.column.vehicleCount')}</dt>
        <dd>{d.numberOfVehicles}</dd>
        <dt>{t('dailyPlanUi.column.startedAt')}</dt>
        <dd>{showDateTime(d.started)}</dd>
        <dt>{t('dailyPlanUi.column.endDate')}</dt>
        <dd>{showDateTime(d.completed)}</dd>
      </dl>
    );
  }
  if (drivers === null) return <div className="page-loading" aria-busy="true" />;
  if (drivers.length === 0) return <p className="empty-state">{t('dailyPlan.noDriversAssigned')}</p>;
  return (
    <table className="plain-table">
      <thead>
        <tr>
          <th>{t('dailyPlanUi.column.plate')}</th>
          <th>{t('dailyPlanUi.driver')}</th>
        </tr>
      </thead>
      <tbody>
        {drivers.map((row) => (
          <tr key={row.vehicleRefNo}>
            <td>{row.vehiclePlate ?? row.vehicleRefNo}</td>
            <td>{row.driverName}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
