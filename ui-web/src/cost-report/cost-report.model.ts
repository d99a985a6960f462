import type { CostReport } from '@rota/core/tracking';

/** Sums of each metric per type (Planned, Actual) over the report's rows. */
export function costReportTotals(
  report: Pick<CostReport, 'rows'>,
): { kpiType: string; values: Record<string, number> }[] {
  const byType = new Map<string, Record<string, number>>();
  for (const row of report.rows) {
    const values = byType.get(row.kpiType) ?? {};
    values[row.kpiMetricName] = (values[row.kpiMetricName] ?? 0) + (row.kpiValue ?? 0);
    byType.set(row.kpiType, values);
  }
  return [...byType].map(([kpiType, values]) => ({ kpiType, values }));
}
