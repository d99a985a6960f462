import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColDef } from 'ag-grid-community';
import { domainAnswer } from '@rota/adapters-http';
import { generateCostReport, type CostReport, type KpiGateway } from '@rota/core/tracking';
import { costReportTotals } from './cost-report.model.js';
import { GridPage, type GridRow } from '../grid/GridPage.js';
import { useServices } from '../composition/services-context.js';
import { createDailyPlanGateway } from '../daily-plan/daily-plan.gateway.js';
import { showToast } from '../notify/toast-store.js';
import { registerMonitoringTexts } from '../order-tracking/monitoring.messages.js';
import '../order-tracking/order-tracking.css';

registerMonitoringTexts();

const format = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

/** Reporting > Vehicle Trip Report, Cost Report tab: KPI rows of the chosen vehicles and days, planned against actual. */
export function CostReportPage() {
  const { t } = useTranslation();
  const { gateways, http } = useServices();
  const [vehicles, setVehicles] = useState<{ refNo: string; plate: string }[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [report, setReport] = useState<CostReport | null>(null);
  useEffect(() => {
    void createDailyPlanGateway(http)
      .vehicles()
      .then((a) => a.ok && setVehicles((a.data ?? []).map((v) => ({ refNo: v.refNo, plate: v.plate }))));
  }, [http]);
  const kpi = useMemo<KpiGateway>(
    () => ({ getVehicleKpis: async (body) => domainAnswer(await gateways.tracking.vehicleKpis({ body })) }),
    [gateways],
  );
  const generate = async () => {
    const result = await generateCostReport(
      { kpi },
      { vehicleRefNos: chosen, startDate: start || null, endDate: end || null },
    );
    if (result.ok) return setReport(result.value);
    setReport(null);
    showToast({ kind: 'warning', key: result.error.messageKey });
  };
  const columns: ColDef<GridRow>[] = [
    { field: 'date', headerName: t('monitoringUi.column.date'), minWidth: 110 },
    { field: 'jobRefNo', headerName: t('monitoringUi.column.jobRefNo'), minWidth: 110 },
    { field: 'vehiclePlate', headerName: t('monitoringUi.column.vehiclePlate'), minWidth: 110 },
    {
      field: 'kpiType',
      headerName: t('monitoringUi.column.kpiType'),
      minWidth: 100,
      valueFormatter: (p) => t(`monitoringUi.kpiType.${String(p.value)}`),
    },
    ...(report?.metrics ?? []).map((metric) => ({
      field: metric,
      headerName: t(`monitoringUi.metric.${metric}`),
      minWidth: 120,
    })),
  ];
  const totals = report ? costReportTotals(report) : [];
  return (
    <section className="page">
      <h1 className="page-title">{t('tracking.vehicleTripReport')}</h1>
      <div className="tabs" role="tablist">
        <button type="button" role="tab" aria-selected className="tab active">
          {t('tracking.costReport')}
        </button>
      </div>
      <div className="ot-filter">
        <label className="ot-field">
          <span>{t('monitoringUi.vehicles')}</span>
          <select
            multiple
            aria-label={t('monitoringUi.vehicles')}
            value={chosen}
            onChange={(e) => setChosen([...e.target.selectedOptions].map((o) => o.value))}
          >
            {vehicles.map((v) => (
              <option key={v.refNo} value={v.refNo}>
                {v.plate}
              </option>
            ))}
          </select>
        </label>
        <label className="ot-field">
          <span>{t('monitoringUi.startDate')}</span>
          <input
            type="date"
            aria-label={t('monitoringUi.startDate')}
            value={start}
            onChange={(e) => setStart(e.target.value)}
          />
        </label>
        <label className="ot-field">
          <span>{t('monitoringUi.endDate')}</span>
          <input
            type="date"
            aria-label={t('monitoringUi.endDate')}
            value={end}
            onChange={(e) => setEnd(e.target.value)}
          />
        </label>
        <button type="button" className="button primary" onClick={() => void generate()}>
          {t('tracking.generate')}
        </button>
      </div>
      {report === null ? null : (
        <>
          <GridPage<GridRow>
            title={`${t('tracking.vehicleTripReport')} ${t('tracking.costReport')}`}
            rows={report.pivot.map((r, i) => ({ ...r, __id: i }))}
            columns={columns}
            idField="__id"
            nameField="vehiclePlate"
            height="40vh"
            can={{ add: false, update: false, info: false, delete: false, export: true }}
          />
          <table className="cost-totals" data-testid="cost-totals">
            <caption>{t('monitoringUi.totals')}</caption>
            <thead>
              <tr>
                <th>{t('monitoringUi.column.kpiType')}</th>
                {report.metrics.map((m) => (
                  <th key={m}>{t(`monitoringUi.metric.${m}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {totals.map((row) => (
                <tr key={row.kpiType} data-kpi-type={row.kpiType}>
                  <th>{t(`monitoringUi.kpiType.${row.kpiType}`)}</th>
                  {report.metrics.map((m) => (
                    <td key={m} data-metric={m}>
                      {format(row.values[m] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
