import {
  formatDaysOfWeek,
  parseDaysOfMonth,
  parseDaysOfWeek,
  type SeparationType,
  type Territory,
} from '@rota/core';
import type { HttpResult } from '@rota/adapters-http';

/** The add/update territory form's values (spec 03 "Territory"). */
export interface TerritoryFormValues {
  name: string;
  tag: string;
  defaultVehicleRefNo: string;
  startDate: string;
  endDate: string;
  daysOfWeek: number[];
  daysOfMonth: number[];
  seperationType: SeparationType;
}

/** Field name → the texts shown under the field. */
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

export const emptyTerritoryForm: TerritoryFormValues = {
  name: '',
  tag: '',
  defaultVehicleRefNo: '',
  startDate: '',
  endDate: '',
  daysOfWeek: [],
  daysOfMonth: [],
  seperationType: 'Hard',
};

export function territoryFormValues(x: Territory): TerritoryFormValues {
  return {
    name: x.name,
    tag: x.tag ?? '',
    defaultVehicleRefNo: x.defaultVehicleRefNo ?? '',
    startDate: x.startDate?.slice(0, 10) ?? '',
    endDate: x.endDate?.slice(0, 10) ?? '',
    daysOfWeek: parseDaysOfWeek(x.daysOfWeek),
    daysOfMonth: parseDaysOfMonth(x.daysOfMonth),
    seperationType: x.seperationType ?? 'Hard',
  };
}

/** The body fields the form writes (the polygon and locations are added by the caller). */
export function territoryFormBody(v: TerritoryFormValues) {
  return {
    name: v.name.trim(),
    tag: v.tag.trim() || null,
    defaultVehicleRefNo: v.defaultVehicleRefNo || null,
    startDate: v.startDate || null,
    endDate: v.endDate || null,
    daysOfWeek: formatDaysOfWeek(v.daysOfWeek) || null,
    daysOfMonth: v.daysOfMonth.length ? [...v.daysOfMonth].sort((a, b) => a - b).join(',') : null,
    seperationType: v.seperationType,
  };
}

/** The server's validation messages of a refused write, by field. */
export function serverFieldErrors(answer: HttpResult<unknown>): FieldErrors {
  if (answer.ok) return {};
  const out: Record<string, string[]> = {};
  for (const v of answer.error.envelope?.validationMessages ?? []) {
    const field = v.field.replace(/^0\./, '');
    out[field] = [...(out[field] ?? []), ...v.messages];
  }
  return out;
}
