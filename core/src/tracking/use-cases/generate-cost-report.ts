import { domainFail, domainOk, validationFailure, type DomainResult } from '../../daily-plan/result.js';
import type { KpiRow } from '../kpi.schema.js';
import type { KpiGateway } from '../ports.js';
import { validateVehicleDateRange, type VehicleDateRange } from '../tracking.validation.js';

/** Generate of the Cost Report tab: vehicles and a date range (YYYY-MM-DD) give the KPI rows. */
export async function generateCostReport(
  ports: { readonly kpi: KpiGateway },
  input: VehicleDateRange,
): Promise<DomainResult<KpiRow[]>> {
  const issues = validateVehicleDateRange(input);
  if (issues.length > 0 || input.startDate === null || input.endDate === null)
    return validationFailure(issues);
  const answer = await ports.kpi.getVehicleKpis({
    vehicleRefNoList: [...input.vehicleRefNos],
    startDate: input.startDate,
    endDate: input.endDate,
  });
  if (!answer.ok) return answer;
  return answer.value.data.length === 0
    ? domainFail('NO_DATA', 'tracking.dataNotFound')
    : domainOk(answer.value.data);
}
