import { fieldValueIssues, type FieldSpec } from '../admin/field-spec.js';
import {
  jobParameterLabelKey,
  jobParameterSpecs,
  selectionBoundParameters,
  type JobParameterSpec,
} from './job-parameters.fields.js';
import { validateMultiTrip, validateVehicleCount, vehicleCountBounds } from './job.validation.js';
import { fieldIssue, type FieldIssue } from './result.js';

/** A numeric parameter's bounds (inclusive) and whether it takes whole numbers only. */
export interface ParameterRange {
  readonly min?: number;
  readonly max?: number;
  readonly integer: boolean;
  readonly required: boolean;
}

/** The numeric job parameters' ranges, read from their declarations (the selection bounds apart). */
export const jobParameterRanges: Readonly<Record<string, ParameterRange>> = Object.fromEntries(
  jobParameterSpecs
    .filter((spec) => spec.range && !selectionBoundParameters.includes(spec.name as never))
    .map((spec) => [
      spec.name,
      {
        ...spec.range,
        integer: spec.integer === true,
        required: spec.required !== undefined && spec.required !== false,
      },
    ]),
);

export const latitudeRange = { min: -90, max: 90 } as const;
export const longitudeRange = { min: -180, max: 180 } as const;

/** The i18n key of an option of a job parameter's list (objectives, service duration function). */
export function jobParameterOptionKey(name: string, option: string): string {
  return name === 'objectivePriorities'
    ? `dailyPlan.objective.${option}`
    : `dailyPlan.option.${name}.${option}`;
}

const numberOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * The problems of one parameter by its declaration. Absent (undefined), a parameter takes its
 * default; emptied (null), a required one is refused and an optional one sets no such limit.
 */
export function parameterIssues(spec: FieldSpec, value: unknown, field = spec.name): FieldIssue[] {
  if (value === undefined) return [];
  return fieldValueIssues(spec, value).map((issue) => fieldIssue(field, issue.message, issue.params));
}

/** Checked on their own: all but the selection bounds and the conditional (multi-trip) counts. */
const checkedAlone = (spec: JobParameterSpec) =>
  !selectionBoundParameters.includes(spec.name as never) && !spec.conditions?.length;

/** The parameters checked on their own, and the route durations (min not above max). */
function ownIssues(values: Readonly<Record<string, unknown>>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const spec of jobParameterSpecs)
    if (checkedAlone(spec)) issues.push(...parameterIssues(spec, values[spec.name]));
  const minHours = numberOf(values['minRouteDurationInHours']);
  const maxHours = numberOf(values['maxRouteDurationInHours']);
  if (minHours !== null && maxHours !== null && minHours > maxHours)
    issues.push(fieldIssue('minRouteDurationInHours', 'dailyPlan.minRouteDurationAboveMax'));
  return issues;
}

/**
 * Problems a parameter has without the vehicle selection: each by its declaration, the route
 * durations and multi-trip. The jobParameterDto schema applies them, so no route stores a
 * parameter out of range.
 */
export function validateParameterRanges(values: Readonly<Record<string, unknown>>): FieldIssue[] {
  return [...ownIssues(values), ...validateMultiTrip(values)];
}

/**
 * Every problem of a job's parameters, by field name: the ranges, the vehicle counts against
 * the selected vehicles (min not above max) and multi-trip. The job modal and POST
 * jobs/partial-job both use it.
 */
export function validateJobParameters(
  values: Readonly<Record<string, unknown>>,
  selectedVehicleCount: number,
  defaultMinVehicles?: number | null,
): FieldIssue[] {
  return [
    ...ownIssues(values),
    ...validateVehicleCounts(values, selectedVehicleCount, defaultMinVehicles),
    ...validateMultiTrip(values),
  ];
}

/** The vehicle-count bounds against the selected vehicles, and min not above max. */
export function validateVehicleCounts(
  values: Readonly<Record<string, unknown>>,
  selectedVehicleCount: number,
  defaultMinVehicles?: number | null,
): FieldIssue[] {
  const bounds = vehicleCountBounds(selectedVehicleCount, defaultMinVehicles);
  const minVehicles = numberOf(values['minNumberOfVehicles']);
  const maxVehicles = numberOf(values['maxNumberOfVehicles']);
  const issues = [
    ...validateVehicleCount('minNumberOfVehicles', minVehicles, bounds),
    ...validateVehicleCount('maxNumberOfVehicles', maxVehicles, bounds),
  ];
  if (minVehicles !== null && maxVehicles !== null && maxVehicles > 0 && minVehicles > maxVehicles)
    issues.push(fieldIssue('minNumberOfVehicles', 'dailyPlan.minVehiclesAboveMax'));
  return issues;
}

/** A place's coordinates: latitude from -90 to 90, longitude from -180 to 180. */
export function validateCoordinates(
  prefix: string,
  place: { readonly latitude?: unknown; readonly longitude?: unknown } | null | undefined,
): FieldIssue[] {
  if (!place) return [];
  const coordinate = (name: string, range: { min: number; max: number }): FieldSpec => ({
    name: `${prefix}.${name}`,
    label: `dailyPlan.field.${name}`,
    type: 'coordinate',
    required: 'dailyPlan.requiredField',
    range,
    messages: { range: 'dailyPlan.valueBetween', invalidType: 'dailyPlan.numberExpected' },
  });
  const latitude = coordinate('latitude', latitudeRange);
  const longitude = coordinate('longitude', longitudeRange);
  return [...parameterIssues(latitude, place.latitude), ...parameterIssues(longitude, place.longitude)];
}

type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * The label of a field of the job input in the reader's language: a parameter
 * (`jobParameterDto.trafficSeverityRate` or the bare name), a vehicle's configuration
 * (`vehicleConfigurations.{vehicle}.departureLocation.latitude`) or a job field; the path itself
 * when it has no label.
 */
export function jobFieldLabel(field: string, t: Translate): string {
  const known = (key: string, params?: Record<string, string | number>): string | null => {
    const text = t(key, params);
    return text === key ? null : text;
  };
  const parts = field.split('.');
  const [head = '', second, third, fourth] = parts;
  if (head === 'jobParameterDto' && second) return known(jobParameterLabelKey(second)) ?? field;
  if (head === 'vehicleConfigurations' && second && third) {
    const place = known(`dailyPlan.field.${third}`) ?? third;
    const part = fourth ? `${place} ${known(`dailyPlan.field.${fourth}`) ?? fourth}` : place;
    return t('dailyPlan.vehicleField', { vehicle: second, field: part });
  }
  return known(jobParameterLabelKey(field)) ?? known(`dailyPlan.field.${field}`) ?? field;
}
