import { z } from 'zod';
import { jobStatusColours, type StatusColour } from '../daily-plan/job-status.schema.js';
import { territoryPlanResultSchema } from './territory-plan-parameters.js';

/** Territory plan statuses: the spec shows AWAITING_CONFIGURATION; the rest follow the job life cycle. */
export const territoryPlanStatusValues = [
  'AWAITING_CONFIGURATION',
  'QUEUED',
  'SOLVING',
  'SUCCESS',
  'FAILED',
  'INFEASIBLE',
  'CANCELLED',
] as const;
export const territoryPlanStatusSchema = z.enum(territoryPlanStatusValues);
export type TerritoryPlanStatus = z.infer<typeof territoryPlanStatusSchema>;

/** Same colours as the job statuses of the same name. */
export const territoryPlanStatusColours: Readonly<Record<TerritoryPlanStatus, StatusColour>> =
  Object.fromEntries(territoryPlanStatusValues.map((status) => [status, jobStatusColours[status]])) as Record<
    TerritoryPlanStatus,
    StatusColour
  >;

export const territoryPlanStatusDisplay: Readonly<Record<TerritoryPlanStatus, string>> = {
  AWAITING_CONFIGURATION: 'Awaiting Configuration',
  QUEUED: 'Queued',
  SOLVING: 'Solving',
  SUCCESS: 'Success',
  FAILED: 'Failed',
  INFEASIBLE: 'Infeasible',
  CANCELLED: 'Cancelled',
};

/** Parameters of a territory plan, driven by the server's input-field-options. */
export const territoryPlanParametersSchema = z.record(z.string(), z.unknown());

/** Territory planning job (grid row and GET territory-planning-job/{refNo}). runTime in seconds. */
export const territoryPlanningJobSchema = z.object({
  refNo: z.string(),
  jobRefNo: z.string(),
  depotName: z.string().nullable(),
  depotRefNo: z.string(),
  createDate: z.string(),
  updateDate: z.string().nullable(),
  endDate: z.string().nullable(),
  locationCount: z.number().int().nonnegative(),
  runTime: z.number().nonnegative().nullable(),
  startedAt: z.string().nullable(),
  status: territoryPlanStatusSchema,
  statusDisplay: z.string(),
  taskDate: z.string().nullable(),
  version: z.number().int().nonnegative().nullable(),
  locationRefNos: z.array(z.string()),
  jobParameterDto: territoryPlanParametersSchema,
  queue: z.boolean(),
  /** Percent done while solving (live on joboperationhub). */
  progress: z.number().int().min(0).max(100).nullable().optional(),
  /** The planner's report once solved. */
  result: territoryPlanResultSchema.nullable().optional(),
  failureReason: z.string().nullable().optional(),
});
export type TerritoryPlanningJob = z.infer<typeof territoryPlanningJobSchema>;

/** POST territory-planning-job: the dialog's form payload. */
export const territoryPlanRequestSchema = z.object({
  jobRefNo: z.string().min(1),
  locationRefNos: z.array(z.string()).min(1),
  depotRefNo: z.string().min(1),
  jobParameterDto: territoryPlanParametersSchema,
  queue: z.boolean(),
});
export type TerritoryPlanRequest = z.infer<typeof territoryPlanRequestSchema>;

/** Territory Plans Summary panel; runTime in seconds, shown in hours and minutes. */
export const territoryPlanSummarySchema = z.object({
  jobCount: z.number().int().nonnegative(),
  successCount: z.number().int().nonnegative(),
  failedCount: z.number().int().nonnegative(),
  locationCount: z.number().int().nonnegative(),
  runTime: z.number().nonnegative(),
});
export type TerritoryPlanSummary = z.infer<typeof territoryPlanSummarySchema>;
