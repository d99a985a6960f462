/** One KPI measurement as the server sends it (spec 03 section 3). */
export interface KpiRowInput {
  date: string;
  jobRefNo: string;
  vehiclePlate: string;
  kpiMetricName: string;
  kpiType: string;
  kpiValue: number | null;
}

export type KpiPivotRow = {
  date: string;
  jobRefNo: string;
  vehiclePlate: string;
  kpiType: string;
} & Record<string, string | number | null>;

/** Rows with the same date, job, plate and type become one row with a column per metric. */
export function pivotKpiRows(rows: readonly KpiRowInput[]): KpiPivotRow[] {
  const byKey = new Map<string, KpiPivotRow>();
  for (const row of rows) {
    const key = JSON.stringify([row.date, row.jobRefNo, row.vehiclePlate, row.kpiType]);
    let target = byKey.get(key);
    if (!target) {
      target = {
        date: row.date,
        jobRefNo: row.jobRefNo,
        vehiclePlate: row.vehiclePlate,
        kpiType: row.kpiType,
      };
      byKey.set(key, target);
    }
    target[row.kpiMetricName] = row.kpiValue;
  }
  return [...byKey.values()];
}

/** The metric columns that appear in pivoted rows, in first-seen order. */
export function kpiMetricColumns(rows: readonly KpiRowInput[]): string[] {
  return [...new Set(rows.map((r) => r.kpiMetricName))];
}
