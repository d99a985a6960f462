import {
  algorithmParameterNames,
  objectivePriorityValues,
  operationalParameterNames,
  parameterSeparatorsAfter,
  type JobParameterName,
} from '@rota/core/daily-plan';
import type { FieldDefinition, FieldType } from '@rota/core';

interface ParameterSpec {
  type: FieldType;
  displayName: string;
  defaultValue: unknown;
  /** The unit the value is in (spec 01 section 3). */
  unit?: string;
  min?: number;
  max?: number;
  options?: { key: string; value: string }[];
  visibleWhen?: Record<string, unknown>;
}

const specs: Record<JobParameterName, ParameterSpec> = {
  maximumRuntimeInMinutes: {
    type: 'number',
    displayName: 'Maximum Runtime (minutes)',
    defaultValue: 1,
    unit: 'minutes',
    min: 1,
    max: 60,
  },
  objectivePriorities: {
    type: 'reorderableList',
    displayName: 'Objective Priorities',
    defaultValue: ['Lateness', 'Vehicle Usage', 'Distance Duration'],
    options: objectivePriorityValues.map((value) => ({ key: value, value })),
  },
  balanceRoutes: { type: 'boolean', displayName: 'Balance Routes', defaultValue: false },
  minRouteDurationInHours: {
    type: 'decimalNumber',
    displayName: 'Min Route Duration (hours)',
    defaultValue: null,
    unit: 'hours',
    min: 0,
    max: 24,
  },
  maxRouteDurationInHours: {
    type: 'decimalNumber',
    displayName: 'Max Route Duration (hours)',
    defaultValue: null,
    unit: 'hours',
    min: 0,
    max: 24,
  },
  minNumberOfVehicles: { type: 'number', displayName: 'Min Number Of Vehicles', defaultValue: 0, min: 0 },
  maxNumberOfVehicles: { type: 'number', displayName: 'Max Number Of Vehicles', defaultValue: 0, min: 0 },
  isIgnoreServiceTimeWindowConstraints: {
    type: 'boolean',
    displayName: 'Ignore Service Time Window Constraints',
    defaultValue: false,
  },
  isIgnoreVehicleCapacityConstraints: {
    type: 'boolean',
    displayName: 'Ignore Vehicle Capacity Constraints',
    defaultValue: false,
  },
  isIgnoreVehicleCapabilityConstraints: {
    type: 'boolean',
    displayName: 'Ignore Vehicle Capability Constraints',
    defaultValue: false,
  },
  isMultiTrip: { type: 'boolean', displayName: 'Multi Trip', defaultValue: false },
  maximumNumberOfTrips: {
    type: 'number',
    displayName: 'Maximum Number Of Trips',
    defaultValue: 1,
    min: 1,
    visibleWhen: { isMultiTrip: true },
  },
  timeSpentInDc: {
    type: 'number',
    displayName: 'Time Spent In DC (minutes)',
    defaultValue: 0,
    unit: 'minutes',
    min: 0,
    visibleWhen: { isMultiTrip: true },
  },
  trafficSeverityRate: {
    type: 'rangeSlider',
    displayName: 'Traffic Severity Rate (%)',
    defaultValue: 0,
    unit: 'percent',
    min: 0,
    max: 100,
  },
  vehicleCapacityUtilizationRate: {
    type: 'rangeSlider',
    displayName: 'Vehicle Capacity Utilization Rate (%)',
    defaultValue: 100,
    unit: 'percent',
    min: 1,
    max: 100,
  },
  maximumInTransitDurationInMinutes: {
    type: 'number',
    displayName: 'Maximum In-Transit Duration (minutes)',
    defaultValue: null,
    unit: 'minutes',
    min: 0,
  },
  synchronizedArrivalToDepot: {
    type: 'number',
    displayName: 'Synchronized Arrival To Depot (minutes)',
    defaultValue: null,
    unit: 'minutes',
    min: 0,
  },
  serviceDurationFunction: {
    type: 'singleSelect',
    displayName: 'Service Duration Function',
    defaultValue: 'Constant',
    options: [
      { key: 'Constant', value: 'Constant' },
      { key: 'PerOrder', value: 'Per Order' },
    ],
  },
  isReturnToTheDepot: { type: 'boolean', displayName: 'Return To The Depot', defaultValue: true },
  startFromTheMostDistantLocation: {
    type: 'boolean',
    displayName: 'Start From The Most Distant Location',
    defaultValue: false,
  },
  useEuclideanDistances: { type: 'boolean', displayName: 'Use Euclidean Distances', defaultValue: false },
};

export type JobParameterField = FieldDefinition & { unit: string | null; separatorAfter: boolean };

function group(
  names: readonly JobParameterName[],
  groupName: 'algorithm' | 'operational',
  columnIndex: number,
): JobParameterField[] {
  return names.map((name, index) => {
    const spec = specs[name];
    return {
      name,
      displayName: spec.displayName,
      type: spec.type,
      defaultValue: spec.defaultValue,
      groupName: groupName === 'algorithm' ? 'Algorithm Parameters' : 'Operational Parameters',
      uiPosition: { columnIndex, order: index + 1, sectionName: groupName },
      unit: spec.unit ?? null,
      separatorAfter: (parameterSeparatorsAfter[groupName] as readonly number[]).includes(index + 1),
      ...(spec.min !== undefined ? { min: spec.min } : {}),
      ...(spec.max !== undefined ? { max: spec.max } : {}),
      ...(spec.options ? { options: spec.options } : {}),
      ...(spec.visibleWhen ? { visibleWhen: spec.visibleWhen } : {}),
      validations:
        name === 'minNumberOfVehicles' || name === 'maxNumberOfVehicles'
          ? [{ type: 'Required', errorMessage: 'Required field' }]
          : [],
    };
  });
}

/** GET job-parameter/input-field-options: the two groups, in the spec's order, with units and separators. */
export function jobParameterFields(): { algorithm: JobParameterField[]; operational: JobParameterField[] } {
  return {
    algorithm: group(algorithmParameterNames, 'algorithm', 0),
    operational: group(operationalParameterNames, 'operational', 1),
  };
}

/** The default jobParameterDto (what an unconfigured job runs with). */
export function defaultJobParameters(): Record<string, unknown> {
  return Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, spec.defaultValue]));
}
