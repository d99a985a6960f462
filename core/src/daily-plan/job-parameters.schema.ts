import { z } from 'zod';
import { validateParameterRanges } from './job-parameters.rules.js';

/** Objective priority choices, in the order the form lists them. */
export const objectivePriorityValues = [
  'None',
  'Lateness',
  'Vehicle Usage',
  'Distance Duration',
  'Clustering',
  'Maximum',
] as const;
export const objectivePrioritySchema = z.enum(objectivePriorityValues);
export type ObjectivePriority = z.infer<typeof objectivePrioritySchema>;

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

/**
 * jobParameterDto. The form is driven by the server's definitions, so every parameter except the
 * vehicle-count bounds may be absent, and definitions the spec does not name pass through.
 * Ranges come from `validateParameterRanges` (job-parameters.rules.ts), the rule set the form
 * applies too; each issue's message is its i18n key, with its values as `params`.
 */
export const jobParameterDtoSchema = z
  .looseObject({
    /** Minutes. */
    maximumRuntimeInMinutes: z.number().nullable().optional(),
    objectivePriorities: z.array(objectivePrioritySchema).optional(),
    balanceRoutes: z.boolean().optional(),
    /** Hours. */
    minRouteDurationInHours: z.number().nullable().optional(),
    /** Hours. */
    maxRouteDurationInHours: z.number().nullable().optional(),
    minNumberOfVehicles: z.number(),
    maxNumberOfVehicles: z.number(),
    isIgnoreServiceTimeWindowConstraints: z.boolean().optional(),
    isIgnoreVehicleCapacityConstraints: z.boolean().optional(),
    isIgnoreVehicleCapabilityConstraints: z.boolean().optional(),
    isMultiTrip: z.boolean().optional(),
    maximumNumberOfTrips: z.number().nullable().optional(),
    timeSpentInDc: z.number().nullable().optional(),
    /** Percent. */
    trafficSeverityRate: z.number().nullable().optional(),
    /** Percent. */
    vehicleCapacityUtilizationRate: z.number().nullable().optional(),
    maximumInTransitDurationInMinutes: z.number().nullable().optional(),
    /** Minutes. */
    synchronizedArrivalToDepot: z.number().nullable().optional(),
    serviceDurationFunction: z.string().nullable().optional(),
    isReturnToTheDepot: z.boolean().optional(),
    startFromTheMostDistantLocation: z.boolean().optional(),
    useEuclideanDistances: z.boolean().optional(),
  })
  .superRefine((dto, ctx) => {
    for (const issue of validateParameterRanges(dto))
      ctx.addIssue({
        code: 'custom',
        path: [issue.field],
        message: issue.messageKey,
        ...(issue.params ? { params: { ...issue.params } } : {}),
      });
  });
export type JobParameterDto = z.infer<typeof jobParameterDtoSchema>;

/** GET job-parameter/{jobRefNo}. */
export const jobParametersResponseSchema = jobParameterDtoSchema;
export type JobParametersResponse = JobParameterDto;

/** Defaults the form starts from when the server definitions give none. */
export const defaultMultiTrip = { maximumNumberOfTrips: 1, timeSpentInDc: 0 } as const;
