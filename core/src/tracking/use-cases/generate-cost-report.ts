import { domainFail, domainOk, validationFailure, type DomainResult } from '../../daily-plan/result.js';
import { kpiMetricColumns, pivotKpiRows, type KpiPivotRow } from '../../shared/kpi.js';
import type { KpiRow } from '../kpi.schema.js';
import type { KpiGateway } from '../ports.js';
import { validateVehicleDateRange, type VehicleDateRange } from '../tracking.validation.js';

export type CostReport = {
  readonly rows: readonly KpiRow[];
  /** One row per date, job, plate and type with a column per metric. */
  readonly pivot: readonly KpiPivotRow[];
  /** The metric columns, in first-seen order. */
  readonly metrics: readonly string[];
};

/** Generate of the Cost Report tab: vehicles and a date range (YYYY-MM-DD) give the KPI grid. */
export async function generateCostReport(
  ports: { readonly kpi: KpiGateway },
  input: VehicleDateRange,
): Promise<DomainResult<CostReport>> {
  const issues = validateVehicleDateRange(input);
  if (issues.length > 0 || input.startDate === null || input.endDate === null)
    return validationFailure(issues);
  const answer = await ports.kpi.getVehicleKpis({
    vehicleRefNoList: [...input.vehicleRefNos],
    startDate: input.startDate,
    endDate: input.endDate,
  });
  if (!answer.ok) return answer;
  const rows = answer.value.data;
  if (rows.length === 0) return domainFail('NO_DATA', 'tracking.dataNotFound');
  return domainOk({ rows, pivot: pivotKpiRows(rows), metrics: kpiMetricColumns(rows) });
}
