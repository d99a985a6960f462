import { z } from 'zod';
import { jobStatusSchema } from './job-status.schema.js';

/** Timestamps travel as ISO-8601 strings; a job that has not run yet has none. */
const timestamp = z.string();
const optionalTimestamp = timestamp.nullable();

/** Job (list row), spec 01 section 3. */
export const jobSchema = z.object({
  jobRefNo: z.string(),
  status: jobStatusSchema,
  statusDisplay: z.string(),
  orderCount: z.number().int().nonnegative(),
  /** Vehicles the current plan uses; before a plan exists, the vehicles selected. */
  vehicleCount: z.number().int().nonnegative(),
  /** Vehicles selected for the job. */
  selectedVehicleCount: z.number().int().nonnegative().optional(),
  /** Shown to DC Managers only (spec 01 section 6). */
  distributionCenterName: z.string().nullable().optional(),
  /** Seconds. */
  runTime: z.number().nonnegative().nullable(),
  startedAt: optionalTimestamp,
  endDate: optionalTimestamp,
  taskDate: optionalTimestamp,
  version: z.number().int().nonnegative().nullable(),
  createDate: timestamp,
  updateDate: optionalTimestamp,
  result: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

/** GET jobs: the list response holds jobList. */
export const jobListResponseSchema = z.object({ jobList: z.array(jobSchema) });
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

/** DELETE jobs: a list of jobRefNo. */
export const deleteJobsRequestSchema = z.array(z.string().min(1)).min(1);
export type DeleteJobsRequest = z.infer<typeof deleteJobsRequestSchema>;

/** PUT jobs/rerun. */
export const rerunJobRequestSchema = z.object({ jobRefNo: z.string().min(1) });
export type RerunJobRequest = z.infer<typeof rerunJobRequestSchema>;

/** Job stats of the Summary side panel. */
export const jobStatsSchema = z.object({
  jobCount: z.number().int().nonnegative(),
  successCount: z.number().int().nonnegative(),
  failedCount: z.number().int().nonnegative(),
  orderCount: z.number().int().nonnegative(),
  /** Seconds. */
  runTime: z.number().nonnegative(),
});
export type JobStats = z.infer<typeof jobStatsSchema>;

/** Plan stats of the job result summary cards. */
export const planStatsSchema = z.object({
  orders: z.number().nonnegative(),
  locations: z.number().nonnegative(),
  totalAmount: z.number(),
  totalDuration: z.number().nonnegative(),
  totalWeight: z.number(),
  totalVolume: z.number(),
  totalMonetaryValue: z.number(),
});
export type PlanStats = z.infer<typeof planStatsSchema>;

/** Job configuration details (Info mode, GET job-configuration/{ref}). */
export const jobConfigurationDetailsSchema = z.object({
  refNo: z.string(),
  status: jobStatusSchema,
  statusDisplay: z.string(),
  numberOfOrders: z.number().int().nonnegative(),
  numberOfVehicles: z.number().int().nonnegative(),
  started: optionalTimestamp,
  completed: optionalTimestamp,
});
export type JobConfigurationDetails = z.infer<typeof jobConfigurationDetailsSchema>;

export const approvalSchema = z.object({
  shouldBeApproved: z.boolean(),
  disapprovalReason: z.string().nullable(),
});
export type Approval = z.infer<typeof approvalSchema>;

/**
 * Where a plan's distances and times come from: `engine` (`geometric`, `pgrouting`, ...) and
 * whether they are straight-line estimates (the geometric estimate, a job on Euclidean distances,
 * or a road engine that failed while the fallback was allowed: `fallbackReason` says why). Plans
 * stored before engines were recorded are estimates.
 */
export const distanceBasisSchema = z.object({
  engine: z.string().min(1),
  isStraightLineEstimate: z.boolean(),
  fallbackReason: z.string().nullable(),
});
export type DistanceBasis = z.infer<typeof distanceBasisSchema>;

/** Job overview bar of the result screen; isApproved null means pending. */
export const jobOverviewSchema = z.object({
  refNo: z.string(),
  jobRefNoDisplay: z.string(),
  totalVehicle: z.number().int().nonnegative(),
  totalDistance: z.number().nonnegative(),
  totalHours: z.number().int().nonnegative(),
  totalMinutes: z.number().int().nonnegative(),
  isApproved: z.boolean().nullable(),
  approval: approvalSchema,
  totalStop: z.number().int().nonnegative(),
  totalOrder: z.number().int().nonnegative(),
  distanceBasis: distanceBasisSchema.optional(),
});
export type JobOverview = z.infer<typeof jobOverviewSchema>;

/** Body of the approve call: without `discard` it approves (Go Live), with `discard: true` it discards. */
export const approveJobRequestSchema = z.object({ discard: z.boolean().optional() });
export type ApproveJobRequest = z.infer<typeof approveJobRequestSchema>;

/** GET job-summary/job-summary?jobRefNo= rows. */
export const jobSummaryRowSchema = z.object({
  arrival: z.string().nullable(),
  departure: z.string().nullable(),
  numberOfLocations: z.number().int().nonnegative(),
  numberOfOrders: z.number().int().nonnegative(),
  plate: z.string(),
  serviceDuration: z.number().nonnegative(),
  totalDistance: z.number().nonnegative(),
  totalDuration: z.number().nonnegative(),
  travelDuration: z.number().nonnegative(),
  waitingDuration: z.number().nonnegative(),
});
export type JobSummaryRow = z.infer<typeof jobSummaryRowSchema>;

/** GET job-summary/job-detail?jobRefNo= rows. */
export const jobDetailRowSchema = z.object({
  arrival: z.string().nullable(),
  departure: z.string().nullable(),
  distanceFromPrevious: z.number().nonnegative(),
  durationFromPrevious: z.number().nonnegative(),
  locationName: z.string(),
  plate: z.string(),
  serviceDuration: z.number().nonnegative(),
  visitOrder: z.number().int().nonnegative(),
  waitingDuration: z.number().nonnegative(),
});
export type JobDetailRow = z.infer<typeof jobDetailRowSchema>;

export const jobSummaryQuerySchema = z.object({ jobRefNo: z.string().min(1) });
export type JobSummaryQuery = z.infer<typeof jobSummaryQuerySchema>;

/** POST pdf/order-tracking-label-with-job: the job reference; the zip is saved as `{jobRefNo}.zip`. */
export const orderTrackingLabelRequestSchema = z.object({ jobRefNo: z.string().min(1) });
export type OrderTrackingLabelRequest = z.infer<typeof orderTrackingLabelRequestSchema>;

export function labelZipFileName(jobRefNo: string): string {
  return `${jobRefNo}.zip`;
}

/** Realtime job update (joboperationhub, event ReceiveJobStatusUpdate). */
/** The solver's progress, carried by the SOLVING updates of a running solve. */
export const jobProgressSchema = z.object({
  elapsedSeconds: z.number().nonnegative(),
  /** Vehicles the best plan so far uses. */
  vehicles: z.number().int().nonnegative(),
  /** Orders the best plan so far leaves out, counted as the finished plan counts them. */
  unassignedOrders: z.number().int().nonnegative(),
  totalOrders: z.number().int().nonnegative(),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;

export const jobStatusUpdateSchema = z.object({
  jobRefNo: z.string(),
  status: jobStatusSchema,
  runTime: z.number().nonnegative().nullable(),
  endDate: z.string().nullable(),
  startedAt: z.string().nullable(),
  result: z.string().nullable(),
  message: z.string().nullable().optional(),
  /** `message` as a key of the daily-plan catalog with its parameters, to say it in the reader's language. */
  messageKey: z.string().nullable().optional(),
  messageParams: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .nullable()
    .optional(),
  /** `result` as a key of the daily-plan catalog with its parameters. */
  resultKey: z.string().nullable().optional(),
  resultParams: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .nullable()
    .optional(),
  progress: jobProgressSchema.nullable().optional(),
});
export type JobStatusUpdate = z.infer<typeof jobStatusUpdateSchema>;
