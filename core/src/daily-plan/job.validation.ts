import { ROLES } from '../auth/access.rules.js';
import { fieldValueIssues } from '../admin/field-spec.js';
import { isFieldVisible } from '../shared/forms/form-conditions.rules.js';
import { jobParameterSpecs } from './job-parameters.fields.js';
import type { JobParameterDto } from './job-parameters.schema.js';
import { fieldIssue, type FieldIssue } from './result.js';

export const referenceMinLength = 3;
export const referenceMaxLength = 36;
/** Letters, digits, hyphen, underscore, period, tilde and spaces. */
export const referenceAllowedPattern = /^[\p{L}\p{N}\-_.~ ]*$/u;

function lengthOf(text: string): number {
  return [...text].length;
}

/**
 * Job reference number (also the territory plan's): required, 3 to 36 characters, allowed
 * characters only. Returns the first problem, as the form shows one message per field.
 */
export function validateJobReference(refNo: string | null | undefined, field = 'refNo'): FieldIssue[] {
  if (refNo === null || refNo === undefined || refNo.trim() === '') {
    return [fieldIssue(field, 'dailyPlan.referenceNumberRequired')];
  }
  if (!referenceAllowedPattern.test(refNo)) return [fieldIssue(field, 'dailyPlan.referenceNumberCharacters')];
  if (lengthOf(refNo) < referenceMinLength) return [fieldIssue(field, 'dailyPlan.referenceNumberMin')];
  if (lengthOf(refNo) > referenceMaxLength) return [fieldIssue(field, 'dailyPlan.referenceNumberMax')];
  return [];
}

/** Buttons stay disabled while the reference has 2 characters or fewer. */
export function isReferenceLongEnough(refNo: string | null | undefined): boolean {
  return refNo !== null && refNo !== undefined && lengthOf(refNo) > 2;
}

/** An Admin must pick the distribution center of the job. */
export function validateDistributionCenter(
  roles: readonly string[],
  distributionCenterId: string | number | null | undefined,
): FieldIssue[] {
  const missing =
    distributionCenterId === null || distributionCenterId === undefined || distributionCenterId === '';
  return roles.includes(ROLES.admin) && missing
    ? [fieldIssue('distributionCenterId', 'dailyPlan.selectDistributionCenter')]
    : [];
}

export type VehicleCountBounds = { readonly min: number; readonly max: number };

/** min is the definition's default or 0; max is the number of selected vehicles, at least 1. */
export function vehicleCountBounds(
  selectedVehicleCount: number,
  defaultMin?: number | null,
): VehicleCountBounds {
  const min = Math.max(0, Math.floor(defaultMin ?? 0));
  const max = Math.max(1, Math.floor(selectedVehicleCount));
  return { min: Math.min(min, max), max };
}

/** Values are clamped into the bounds; anything not a number falls to the minimum. */
export function clampVehicleCount(value: number | null | undefined, bounds: VehicleCountBounds): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, Math.round(value)));
}

/** Keep both vehicle-count parameters inside the bounds of the current vehicle selection. */
export function clampVehicleCountParameters<
  T extends Pick<JobParameterDto, 'minNumberOfVehicles' | 'maxNumberOfVehicles'>,
>(parameters: T, bounds: VehicleCountBounds): T {
  return {
    ...parameters,
    minNumberOfVehicles: clampVehicleCount(parameters.minNumberOfVehicles, bounds),
    maxNumberOfVehicles: clampVehicleCount(parameters.maxNumberOfVehicles, bounds),
  };
}

export function validateVehicleCount(
  field: 'minNumberOfVehicles' | 'maxNumberOfVehicles',
  value: number | null | undefined,
  bounds: VehicleCountBounds,
): FieldIssue[] {
  if (value === null || value === undefined || Number.isNaN(value))
    return [fieldIssue(field, 'dailyPlan.requiredField')];
  if (!Number.isInteger(value) || value < bounds.min || value > bounds.max) {
    return [fieldIssue(field, 'dailyPlan.valueBetween', { min: bounds.min, max: bounds.max })];
  }
  return [];
}

/** The parameters that count only under a condition (the multi-trip counts). */
const conditionalSpecs = jobParameterSpecs.filter((spec) => spec.conditions && spec.conditions.length > 0);

/**
 * Multi-trip: with it on, maximumNumberOfTrips (a whole number of at least 1) and timeSpentInDc
 * (at least 0) must be given, and are checked by their declarations.
 */
export function validateMultiTrip(parameters: Readonly<Record<string, unknown>>): FieldIssue[] {
  return conditionalSpecs.flatMap((spec) => {
    const conditions = spec.conditions?.map((c) => ({ ...c, showIf: [...c.showIf] })) ?? null;
    if (!isFieldVisible({ name: spec.name, type: spec.type, conditions }, parameters)) return [];
    return fieldValueIssues(spec, parameters[spec.name] ?? null).map((issue) =>
      fieldIssue(spec.name, issue.message, issue.params),
    );
  });
}

/** Confirm needs a valid reference and valid parameters; Confirm & Queue also an order and a vehicle. */
export function jobModalButtons(input: {
  readonly referenceValid: boolean;
  readonly parametersValid: boolean;
  readonly orderCount: number;
  readonly vehicleCount: number;
}): { readonly confirm: boolean; readonly confirmAndQueue: boolean } {
  const confirm = input.referenceValid && input.parametersValid;
  return { confirm, confirmAndQueue: confirm && input.orderCount >= 1 && input.vehicleCount >= 1 };
}

/** The selection banner of the job modal. */
export function selectionBanner(
  orderCount: number,
  vehicleCount: number,
): { readonly messageKey: string; readonly params?: { readonly n: number; readonly m: number } } {
  return orderCount < 1 || vehicleCount < 1
    ? { messageKey: 'dailyPlan.selectAtLeastOneOrderAndVehicle' }
    : { messageKey: 'dailyPlan.ordersVehiclesSelected', params: { n: orderCount, m: vehicleCount } };
}
