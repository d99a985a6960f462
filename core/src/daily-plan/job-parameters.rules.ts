import type { JobParameterDto, JobParameterName } from './job-parameters.schema.js';
import { validateMultiTrip, validateVehicleCount, vehicleCountBounds } from './job.validation.js';
import { fieldIssue, type FieldIssue } from './result.js';

/**
 * A numeric parameter's range: `min` inclusive, or `above` exclusive; `max` inclusive. Absent
 * (undefined), a parameter takes its default; emptied (null), a required one is refused and an
 * optional one sets no such limit.
 */
interface NumberRule {
  readonly required?: boolean;
  readonly min?: number;
  readonly above?: number;
  readonly max: number;
  readonly integer?: boolean;
}

/** Ranges of the numeric job parameters (units as spec 01 section 3 gives them). */
export const jobParameterRanges: Readonly<Partial<Record<JobParameterName, NumberRule>>> = {
  /** Minutes; any positive fraction (a few seconds) up to an hour. */
  maximumRuntimeInMinutes: { required: true, above: 0, max: 60 },
  /** Hours of one day. */
  minRouteDurationInHours: { min: 0, max: 24 },
  maxRouteDurationInHours: { above: 0, max: 24 },
  /** Percent. */
  trafficSeverityRate: { min: 0, max: 100 },
  /** Percent; a vehicle filled to 0 % could carry nothing. */
  vehicleCapacityUtilizationRate: { min: 1, max: 100 },
  /** Minutes of one day; 0 would forbid any travel. */
  maximumInTransitDurationInMinutes: { above: 0, max: 1440 },
  synchronizedArrivalToDepot: { min: 0, max: 1440 },
};

export const latitudeRange = { min: -90, max: 90 } as const;
export const longitudeRange = { min: -180, max: 180 } as const;

/** The i18n key of a job parameter's label (the form's and the server's messages name it). */
export function jobParameterLabelKey(name: string): string {
  return `dailyPlan.parameter.${name}`;
}

/** The i18n key of an option of a job parameter's list (objectives, service duration function). */
export function jobParameterOptionKey(name: string, option: string): string {
  return name === 'objectivePriorities'
    ? `dailyPlan.objective.${option}`
    : `dailyPlan.option.${name}.${option}`;
}

function checkNumber(field: string, value: unknown, rule: NumberRule): FieldIssue[] {
  if (value === undefined) return [];
  if (value === null || value === '')
    return rule.required ? [fieldIssue(field, 'dailyPlan.requiredField')] : [];
  if (typeof value !== 'number' || !Number.isFinite(value))
    return [fieldIssue(field, 'dailyPlan.numberExpected')];
  if (rule.above !== undefined && !(value > rule.above))
    return [fieldIssue(field, 'dailyPlan.valueAboveAtMost', { min: rule.above, max: rule.max })];
  if ((rule.min !== undefined && value < rule.min) || value > rule.max)
    return [fieldIssue(field, 'dailyPlan.valueBetween', { min: rule.min ?? rule.above ?? 0, max: rule.max })];
  if (rule.integer && !Number.isInteger(value)) return [fieldIssue(field, 'dailyPlan.wholeNumber')];
  return [];
}

const numberOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/**
 * Problems a parameter has on its own: the ranges above and the route durations (min not above
 * max). The jobParameterDto schema applies them, so no route stores a parameter out of range.
 */
export function validateParameterRanges(values: Readonly<Record<string, unknown>>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const [field, rule] of Object.entries(jobParameterRanges))
    issues.push(...checkNumber(field, values[field], rule));
  const minHours = numberOf(values['minRouteDurationInHours']);
  const maxHours = numberOf(values['maxRouteDurationInHours']);
  if (minHours !== null && maxHours !== null && minHours > maxHours)
    issues.push(fieldIssue('minRouteDurationInHours', 'dailyPlan.minRouteDurationAboveMax'));
  return issues;
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
  const issues = validateParameterRanges(values);
  const bounds = vehicleCountBounds(selectedVehicleCount, defaultMinVehicles);
  const minVehicles = numberOf(values['minNumberOfVehicles']);
  const maxVehicles = numberOf(values['maxNumberOfVehicles']);
  issues.push(...validateVehicleCount('minNumberOfVehicles', minVehicles, bounds));
  issues.push(...validateVehicleCount('maxNumberOfVehicles', maxVehicles, bounds));
  if (minVehicles !== null && maxVehicles !== null && maxVehicles > 0 && minVehicles > maxVehicles)
    issues.push(fieldIssue('minNumberOfVehicles', 'dailyPlan.minVehiclesAboveMax'));
  issues.push(...validateMultiTrip(values as Partial<JobParameterDto>));
  return issues;
}

/** A place's coordinates: latitude from -90 to 90, longitude from -180 to 180. */
export function validateCoordinates(
  prefix: string,
  place: { readonly latitude?: unknown; readonly longitude?: unknown } | null | undefined,
): FieldIssue[] {
  if (!place) return [];
  return [
    ...checkNumber(`${prefix}.latitude`, place.latitude, { required: true, ...latitudeRange }),
    ...checkNumber(`${prefix}.longitude`, place.longitude, { required: true, ...longitudeRange }),
  ];
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
