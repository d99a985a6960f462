import {
  adHocLocationRefNo,
  clampVehicleCount,
  hasSeparatorAfter,
  validateJobParameters,
  validateJobReference,
  validateVehicleConfiguration,
  vehicleCountBounds,
  type ConfigurationLocation,
  type FieldIssue,
  type JobDraft,
  type JobInput,
  type VehicleConfiguration,
} from '@rota/core/daily-plan';
import type { FieldDefinition } from '@rota/core';
import type { SelectableVehicle } from '@rota/adapters-http';

export type ParameterValues = Record<string, unknown>;
export type ParameterGroup = 'algorithm' | 'operational';

/** A parameter definition as the server sends it: a field plus its group, unit and place. */
export type ParameterField = FieldDefinition & {
  unit?: string | null;
  min?: number;
  max?: number;
  groupName?: string | null;
};

export interface ParameterColumn {
  group: ParameterGroup;
  titleKey: string;
  items: { field: ParameterField; separatorAfter: boolean }[];
}

function groupOf(field: ParameterField): ParameterGroup {
  const section = field.uiPosition?.sectionName ?? field.groupName ?? '';
  return /operational/i.test(section) ? 'operational' : 'algorithm';
}

/** Two columns, Algorithm then Operational, each in order with the spec's separators (core's positions). */
export function parameterColumns(fields: readonly ParameterField[]): ParameterColumn[] {
  return (['algorithm', 'operational'] as const).map((group) => {
    const items = fields
      .filter((field) => groupOf(field) === group)
      .sort((a, b) => (a.uiPosition?.order ?? 0) - (b.uiPosition?.order ?? 0))
      .map((field, index) => ({ field, separatorAfter: hasSeparatorAfter(group, index + 1) }));
    return {
      group,
      titleKey: group === 'algorithm' ? 'dailyPlan.parameters.algorithm' : 'dailyPlan.parameters.operational',
      items,
    };
  });
}

/**
 * A ranked list (objective priorities): the first entry dominates the next. Moving swaps an
 * entry with its neighbour; adding appends at the lowest rank; each choice appears once.
 */
export function movePriority(list: readonly string[], index: number, by: -1 | 1): string[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to] as string, next[index] as string];
  return next;
}

export function removePriority(list: readonly string[], index: number): string[] {
  return list.filter((_, i) => i !== index);
}

export function addPriority(list: readonly string[], key: string): string[] {
  return key === '' || list.includes(key) ? [...list] : [...list, key];
}

/** Starting values: each definition's default, then the job's own values. */
export function startParameters(
  fields: readonly ParameterField[],
  saved: ParameterValues | null | undefined,
): ParameterValues {
  const values: ParameterValues = {};
  for (const field of fields) values[field.name] = field.defaultValue ?? null;
  return { ...values, ...(saved ?? {}) };
}

/**
 * Keeps minNumberOfVehicles and maxNumberOfVehicles inside the bounds of the selection. A maximum
 * that is unset (0) or still equal to the bound of the previous selection follows the new number
 * of selected vehicles; one the planner chose is only clamped.
 */
export function syncVehicleCounts(
  values: ParameterValues,
  selectedVehicleCount: number,
  previousVehicleCount: number,
  defaultMin?: number | null,
): ParameterValues {
  const bounds = vehicleCountBounds(selectedVehicleCount, defaultMin);
  const previous = vehicleCountBounds(previousVehicleCount, defaultMin);
  const rawMax = typeof values['maxNumberOfVehicles'] === 'number' ? values['maxNumberOfVehicles'] : 0;
  const follows = rawMax === 0 || rawMax === previous.max;
  const max = follows ? bounds.max : clampVehicleCount(rawMax, bounds);
  const rawMin = typeof values['minNumberOfVehicles'] === 'number' ? values['minNumberOfVehicles'] : null;
  const min = Math.min(clampVehicleCount(rawMin, bounds), max);
  if (values['maxNumberOfVehicles'] === max && values['minNumberOfVehicles'] === min) return values;
  return { ...values, minNumberOfVehicles: min, maxNumberOfVehicles: max };
}

/** Every problem of the Parameters tab, by field name: core's rules, the ones the server applies. */
export function parameterIssues(
  values: ParameterValues,
  selectedVehicleCount: number,
  defaultMin?: number | null,
): FieldIssue[] {
  return validateJobParameters(values, selectedVehicleCount, defaultMin);
}

/** The Configuration row of a vehicle before anyone edits it: its master-data shift and places. */
export function defaultConfiguration(vehicle: SelectableVehicle): Partial<VehicleConfiguration> & {
  vehicleRefNo: string;
} {
  return {
    vehicleRefNo: vehicle.refNo,
    ...(vehicle.shiftStart ? { shiftStart: vehicle.shiftStart.slice(0, 5) } : {}),
    ...(vehicle.shiftEnd ? { shiftEnd: vehicle.shiftEnd.slice(0, 5) } : {}),
    ...(vehicle.departureLocation ? { departureLocation: vehicle.departureLocation } : {}),
    ...(vehicle.arrivalLocation ? { arrivalLocation: vehicle.arrivalLocation } : {}),
  };
}

export type ConfigurationRow = Partial<VehicleConfiguration> & { vehicleRefNo: string };

/** The rows of the Configuration tab: an edited row wins over the vehicle's defaults. */
export function configurationRows(
  draft: JobDraft,
  vehicles: readonly SelectableVehicle[],
  edited: Readonly<Record<string, ConfigurationRow>>,
): ConfigurationRow[] {
  return draft.vehicleRefNoList.map((refNo) => {
    const saved = draft.vehicleConfigurations.find((c) => c.vehicleRefNo === refNo);
    const vehicle = vehicles.find((v) => v.refNo === refNo);
    return edited[refNo] ?? saved ?? (vehicle ? defaultConfiguration(vehicle) : { vehicleRefNo: refNo });
  });
}

export function configurationIssues(rows: readonly ConfigurationRow[]): Record<string, FieldIssue[]> {
  const out: Record<string, FieldIssue[]> = {};
  for (const row of rows) {
    const issues = validateVehicleConfiguration(row);
    if (issues.length) out[row.vehicleRefNo] = issues;
  }
  return out;
}

/** A custom place typed in the Configuration tab: its refNo is made of latitude and longitude. */
export function customLocation(name: string, latitude: number, longitude: number): ConfigurationLocation {
  return { refNo: adHocLocationRefNo(latitude, longitude), name: name.trim(), latitude, longitude };
}

export function referenceIssues(refNo: string): FieldIssue[] {
  return validateJobReference(refNo);
}

/** The body of POST jobs/partial-job. */
export function toJobInput(
  draft: JobDraft,
  rows: readonly ConfigurationRow[],
  parameters: ParameterValues,
  queue: boolean,
): JobInput {
  const configurations = rows.filter(
    (row): row is VehicleConfiguration =>
      !!row.shiftStart && !!row.shiftEnd && !!row.departureLocation && !!row.arrivalLocation,
  );
  return {
    refNo: draft.refNo.trim(),
    distributionCenterId: draft.distributionCenterId ?? null,
    orderRefNoList: [...draft.orderRefNoList],
    vehicleRefNoList: [...draft.vehicleRefNoList],
    vehicleDrivers: [...draft.vehicleDrivers],
    vehicleConfigurations: configurations,
    jobParameterDto: {
      ...parameters,
      minNumberOfVehicles: Number(parameters['minNumberOfVehicles'] ?? 0),
      maxNumberOfVehicles: Number(parameters['maxNumberOfVehicles'] ?? 0),
    },
    queue,
  };
}
