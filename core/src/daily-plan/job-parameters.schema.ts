import { z } from 'zod';
import { objectivePriorityValues } from './job-parameter-names.js';
import { validateParameterRanges } from './job-parameters.rules.js';

export {
  algorithmParameterNames,
  objectivePriorityValues,
  operationalParameterNames,
  parameterSeparatorsAfter,
  hasSeparatorAfter,
  type AlgorithmParameterName,
  type JobParameterName,
  type OperationalParameterName,
} from './job-parameter-names.js';
export const objectivePrioritySchema = z.enum(objectivePriorityValues);
export type ObjectivePriority = z.infer<typeof objectivePrioritySchema>;

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
    minNumberOfVehicles: z.number({ error: 'dailyPlan.requiredField' }),
    maxNumberOfVehicles: z.number({ error: 'dailyPlan.requiredField' }),
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
