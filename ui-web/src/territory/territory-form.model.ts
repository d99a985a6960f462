import {
  formatDaysOfWeek,
  parseDaysOfMonth,
  parseDaysOfWeek,
  type SeparationType,
  type Territory,
} from '@rota/core';
import type { HttpResult } from '@rota/adapters-http';
import { ROLES } from '@rota/core/auth';

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
  /** The territory's distribution center; asked for only when adding and the user has no single one. */
  distributionCenterId: number | null;
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
  distributionCenterId: null,
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
    distributionCenterId: x.distributionCenterId ?? null,
  };
}

/**
 * The body fields the form writes (the polygon, locations and, when adding, the distribution
 * center are added by the caller: an update never moves a territory to another center).
 */
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

/** A distribution center the add form offers. */
export interface CenterOption {
  id: number;
  name: string;
}

/**
 * Whether adding a territory asks for its distribution center: a DC Manager's is their own, and
 * a user who sees a single center (a Region Manager of a one-center region) gets that one;
 * everyone else (an Admin, a Region Manager of several centers) chooses.
 */
export function asksForCenter(roles: readonly string[], centers: readonly CenterOption[]): boolean {
  return !roles.includes(ROLES.dcManager) && centers.length !== 1;
}

/** The center the drawn locations share, or null when they are none or of several centers. */
export function sharedCenter(places: readonly { distributionCenterId?: number | null | undefined }[]) {
  const centers = new Set(places.map((p) => p.distributionCenterId ?? null));
  const [only] = [...centers];
  return centers.size === 1 && only !== undefined ? only : null;
}
