/** The job parameters by name, in the groups and order of spec 01 section 3. */

/** Objective priority choices, in the order the form lists them. */
export const objectivePriorityValues = [
  'None',
  'Lateness',
  'Vehicle Usage',
  'Distance Duration',
  'Clustering',
  'Maximum',
] as const;

/** Algorithm group, in the spec's order. */
export const algorithmParameterNames = [
  'maximumRuntimeInMinutes',
  'objectivePriorities',
  'balanceRoutes',
  'minRouteDurationInHours',
  'maxRouteDurationInHours',
  'minNumberOfVehicles',
  'maxNumberOfVehicles',
  'isIgnoreServiceTimeWindowConstraints',
  'isIgnoreVehicleCapacityConstraints',
  'isIgnoreVehicleCapabilityConstraints',
] as const;

/** Operational group, in the spec's order. */
export const operationalParameterNames = [
  'isMultiTrip',
  'maximumNumberOfTrips',
  'timeSpentInDc',
  'trafficSeverityRate',
  'vehicleCapacityUtilizationRate',
  'maximumInTransitDurationInMinutes',
  'synchronizedArrivalToDepot',
  'serviceDurationFunction',
  'isReturnToTheDepot',
  'startFromTheMostDistantLocation',
  'useEuclideanDistances',
] as const;

export type AlgorithmParameterName = (typeof algorithmParameterNames)[number];
export type OperationalParameterName = (typeof operationalParameterNames)[number];
export type JobParameterName = AlgorithmParameterName | OperationalParameterName;

/** The parameter modal draws a separator after these 1-based item positions. */
export const parameterSeparatorsAfter = {
  algorithm: [1, 2, 3, 7, 10],
  operational: [3, 5, 8, 11],
} as const;

/** Whether a separator follows the item at 1-based `position` of a group. */
export function hasSeparatorAfter(group: keyof typeof parameterSeparatorsAfter, position: number): boolean {
  return (parameterSeparatorsAfter[group] as readonly number[]).includes(position);
}
