import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColDef } from 'ag-grid-community';
import { domainAnswer } from '@rota/adapters-http';
import { generateCostReport, type CostReport, type KpiGateway } from '@rota/core/tracking';
import { costReportTotals } from './cost-report.model.js';
import { GridPage, type GridRow } from '../grid/GridPage.js';
import { useServices } from '../composition/services-context.js';
import { showToast } from '../notify/toast-store.js';
import { VehicleRangeFilter, type VehicleRange } from '../ui/VehicleRangeFilter.js';
import { registerMonitoringTexts } from '../order-tracking/monitoring.messages.js';
import '../order-tracking/order-tracking.css';

registerMonitoringTexts();

const format = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

/** Reporting > Vehicle Trip Report, Cost Report tab: KPI rows of the chosen vehicles and days, planned against actual. */
export function CostReportPage() {
  const { t } = useTranslation();
  const { gateways } = useServices();
  const [range, setRange] = useState<VehicleRange>({ vehicleRefNos: [], start: '', end: '' });
  const [report, setReport] = useState<CostReport | null>(null);
  const kpi = useMemo<KpiGateway>(
    () => ({ getVehicleKpis: async (body) => domainAnswer(await gateways.tracking.vehicleKpis({ body })) }),
    [gateways],
  );
  const generate = async () => {
    const result = await generateCostReport(
      { kpi },
      { vehicleRefNos: range.vehicleRefNos, startDate: range.start || null, endDate: range.end || null },
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
      <VehicleRangeFilter multiple value={range} onChange={setRange} onGenerate={() => void generate()} />
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
