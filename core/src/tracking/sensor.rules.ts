import type { SensorReading } from './sensor.schema.js';

/** The chart zoom never goes below a 60-second window. */
export const sensorZoomMinimumMs = 60_000;

export type SensorPeriod = {
  readonly sensorLabel: string;
  readonly state: 'open' | 'closed';
  readonly start: string;
  /** null while ongoing: shown as "Ongoing". */
  readonly end: string | null;
};

/**
 * Door open and closed periods per sensor: each reading starts a period that lasts until the
 * sensor's next reading; the last one is ongoing. Repeated states merge into one period.
 */
export function sensorPeriods(readings: readonly SensorReading[]): SensorPeriod[] {
  const bySensor = new Map<string, SensorReading[]>();
  for (const reading of readings) {
    const list = bySensor.get(reading.sensorLabel) ?? [];
    list.push(reading);
    bySensor.set(reading.sensorLabel, list);
  }
  const periods: SensorPeriod[] = [];
  for (const [sensorLabel, list] of bySensor) {
    const sorted = list.toSorted((a, b) => Date.parse(a.date) - Date.parse(b.date));
    const merged = sorted.filter((r, i) => i === 0 || sorted[i - 1]?.measurement !== r.measurement);
    merged.forEach((reading, i) => {
      periods.push({
        sensorLabel,
        state: reading.measurement ? 'open' : 'closed',
        start: reading.date,
        end: merged[i + 1]?.date ?? null,
      });
    });
  }
  return periods;
}

/** Widen a zoom window around its centre to at least the minimum. */
export function clampSensorZoom(
  startMs: number,
  endMs: number,
): { readonly start: number; readonly end: number } {
  const low = Math.min(startMs, endMs);
  const high = Math.max(startMs, endMs);
  if (high - low >= sensorZoomMinimumMs) return { start: low, end: high };
  const centre = (low + high) / 2;
  return { start: centre - sensorZoomMinimumMs / 2, end: centre + sensorZoomMinimumMs / 2 };
}

export type SensorSelection = {
  readonly jobRefNo: string | null;
  readonly vehicleRefNo: string | null;
  readonly readings: readonly SensorReading[];
};

/** Changing the job clears the vehicle and the stored sensor data (and so the chart and map). */
export function chooseSensorJob(_selection: SensorSelection, jobRefNo: string | null): SensorSelection {
  return { jobRefNo, vehicleRefNo: null, readings: [] };
}

/** The vehicle select stays disabled until a job is chosen; View Data needs both. */
export function sensorControls(selection: Pick<SensorSelection, 'jobRefNo' | 'vehicleRefNo'>): {
  readonly vehicleSelectEnabled: boolean;
  readonly viewDataEnabled: boolean;
} {
  return {
    vehicleSelectEnabled: selection.jobRefNo !== null,
    viewDataEnabled: selection.jobRefNo !== null && selection.vehicleRefNo !== null,
  };
}

/** Clicking a bar highlights the route driven during that period (an ongoing period runs to the end). */
export function routeOfPeriod<T extends { readonly date: string }>(
  locations: readonly T[],
  period: Pick<SensorPeriod, 'start' | 'end'>,
): T[] {
  const start = Date.parse(period.start);
  const end = period.end === null ? Number.POSITIVE_INFINITY : Date.parse(period.end);
  return locations.filter((location) => {
    const at = Date.parse(location.date);
    return at >= start && at <= end;
  });
}
