import { toFieldDefinitions, type FieldSpec, type Translate } from '../admin/field-spec.js';
import type { FieldDefinition } from '../shared/forms/field-definition.schema.js';
import {
  algorithmParameterNames,
  hasSeparatorAfter,
  objectivePriorityValues,
  operationalParameterNames,
  type JobParameterName,
} from './job-parameter-names.js';

/** The job parameters' own wording of the generic checks (spec 01 section 5). */
const numberMessages = {
  range: 'dailyPlan.valueBetween',
  integer: 'dailyPlan.wholeNumber',
  invalidType: 'dailyPlan.numberExpected',
} as const;
/** Counts with a lower bound only (vehicles, trips, minutes in the DC): "a whole number of at least {min}". */
const atLeastMessages = {
  ...numberMessages,
  range: 'dailyPlan.integerAtLeast',
  integer: 'dailyPlan.integerAtLeast',
};
const onlyWhenMultiTrip = [{ dependsOn: 'isMultiTrip', showIf: [true], clearValueIfHidden: false }] as const;

type Declaration = Omit<FieldSpec, 'name' | 'label'>;

const number = (
  type: FieldSpec['type'],
  unit: string | undefined,
  range: { min?: number; max?: number },
  extra: Partial<Declaration> = {},
): Declaration => ({
  type,
  defaultValue: null,
  range,
  messages: numberMessages,
  ...(unit ? { unit } : {}),
  ...extra,
});
const flag = (defaultValue: boolean): Declaration => ({ type: 'boolean', defaultValue });
/** A required whole number with a lower bound only, which is also its default. */
const count = (min: number, extra: Partial<Declaration> = {}): Declaration =>
  number(
    'number',
    undefined,
    { min },
    {
      defaultValue: min,
      integer: true,
      required: 'dailyPlan.requiredField',
      messages: atLeastMessages,
      ...extra,
    },
  );

/**
 * Every job parameter, declared once: type, unit, range, whole number or not, default and
 * whether it may be emptied. The jobParameterDto schema, the rules of the job modal and of POST
 * jobs, GET job-parameter/input-field-options, the defaults a job runs with and the CLI's flags
 * all read these. The vehicle-count bounds' maximum is the vehicle selection
 * (`vehicleCountBounds`); the multi-trip counts count only with multi-trip on.
 */
const declarations: Readonly<Record<JobParameterName, Declaration>> = {
  /** Whole minutes: a solve runs from one minute to an hour. */
  maximumRuntimeInMinutes: number(
    'number',
    'minutes',
    { min: 1, max: 60 },
    {
      defaultValue: 1,
      integer: true,
      required: 'dailyPlan.requiredField',
    },
  ),
  objectivePriorities: {
    type: 'reorderableList',
    defaultValue: ['Lateness', 'Vehicle Usage', 'Distance Duration'],
    options: objectivePriorityValues.map((value) => ({ key: value, label: `dailyPlan.objective.${value}` })),
  },
  balanceRoutes: flag(false),
  /** Hours of one day. */
  minRouteDurationInHours: number('decimalNumber', 'hours', { min: 0, max: 24 }),
  /** Hours of one day (a tiny limit leaves every order unplanned, which the result says). */
  maxRouteDurationInHours: number('decimalNumber', 'hours', { min: 0, max: 24 }),
  /** Whole numbers; their maximum is the vehicle selection (`vehicleCountBounds`). */
  minNumberOfVehicles: count(0),
  maxNumberOfVehicles: count(0),
  isIgnoreServiceTimeWindowConstraints: flag(false),
  isIgnoreVehicleCapacityConstraints: flag(false),
  isIgnoreVehicleCapabilityConstraints: flag(false),
  isMultiTrip: flag(false),
  maximumNumberOfTrips: count(1, { conditions: onlyWhenMultiTrip }),
  /** Whole minutes. */
  timeSpentInDc: count(0, { conditions: onlyWhenMultiTrip, unit: 'minutes' }),
  trafficSeverityRate: number('rangeSlider', 'percent', { min: 0, max: 100 }, { defaultValue: 0 }),
  /** A vehicle filled to 0 % could carry nothing. */
  vehicleCapacityUtilizationRate: number(
    'rangeSlider',
    'percent',
    { min: 1, max: 100 },
    { defaultValue: 100 },
  ),
  /** Whole minutes of one day; 0 would forbid any travel. */
  maximumInTransitDurationInMinutes: number('number', 'minutes', { min: 1, max: 1440 }, { integer: true }),
  synchronizedArrivalToDepot: number('number', 'minutes', { min: 0, max: 1440 }, { integer: true }),
  serviceDurationFunction: {
    type: 'singleSelect',
    defaultValue: 'Constant',
    options: ['Constant', 'PerOrder'].map((key) => ({
      key,
      label: `dailyPlan.option.serviceDurationFunction.${key}`,
    })),
  },
  isReturnToTheDepot: flag(true),
  startFromTheMostDistantLocation: flag(false),
  useEuclideanDistances: flag(false),
};

/** The i18n key of a job parameter's label (the form's and the server's messages name it). */
export function jobParameterLabelKey(name: string): string {
  return `dailyPlan.parameter.${name}`;
}

const specOf = (name: JobParameterName, group: 'algorithm' | 'operational'): JobParameterSpec => ({
  name,
  label: jobParameterLabelKey(name),
  group,
  ...declarations[name],
});

export type JobParameterSpec = FieldSpec & { group: 'algorithm' | 'operational' };

/** The job parameters in the spec's order: the Algorithm group, then the Operational one. */
export const jobParameterSpecs: readonly JobParameterSpec[] = [
  ...algorithmParameterNames.map((name) => specOf(name, 'algorithm')),
  ...operationalParameterNames.map((name) => specOf(name, 'operational')),
];

/** The vehicle-count bounds: their maximum is the number of vehicles selected. */
export const selectionBoundParameters: readonly JobParameterName[] = [
  'minNumberOfVehicles',
  'maxNumberOfVehicles',
];

/** The default jobParameterDto (what an unconfigured job runs with). */
export function defaultJobParameters(): Record<string, unknown> {
  return Object.fromEntries(jobParameterSpecs.map((spec) => [spec.name, spec.defaultValue ?? null]));
}

/** A parameter's form definition: the field, its unit and whether a separator follows it. */
export type JobParameterField = FieldDefinition & { unit: string | null; separatorAfter: boolean };

/**
 * GET job-parameter/input-field-options: the Algorithm group then the Operational one, in the
 * spec's order, with units, separators and the checks of the declarations, in the reader's language.
 */
export function jobParameterFieldDefinitions(t: Translate): JobParameterField[] {
  return (['algorithm', 'operational'] as const).flatMap((group, columnIndex) => {
    const specs = jobParameterSpecs.filter((spec) => spec.group === group);
    return toFieldDefinitions(specs, t).map((field, index) => ({
      ...field,
      groupName: t(`dailyPlan.parameters.${group}`),
      uiPosition: { columnIndex, rawIndex: index, order: index + 1, sectionName: group },
      unit: specs[index]?.unit ?? null,
      separatorAfter: hasSeparatorAfter(group, index + 1),
    }));
  });
}
