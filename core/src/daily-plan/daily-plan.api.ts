import { z } from 'zod';
import { fieldDefinitionSchema } from '../shared/forms/field-definition.schema.js';
import type { ApiCall } from './api-call.js';
import {
  attachableOrdersResponseSchema,
  jobConfigurationDriverSchema,
  jobConfigurationOrderSchema,
  jobConfigurationVehicleSchema,
  vehicleDriversQuerySchema,
} from './job-configuration.schema.js';
import { jobInputSchema, vehicleDriverPairSchema } from './job-input.schema.js';
import { jobParametersResponseSchema } from './job-parameters.schema.js';
import { leftOutOrdersQuerySchema, leftOutOrdersResponseSchema } from './order-hold.rules.js';
import {
  approveJobRequestSchema,
  deleteJobsRequestSchema,
  jobConfigurationDetailsSchema,
  jobDetailRowSchema,
  jobListResponseSchema,
  jobOverviewSchema,
  jobStatsSchema,
  jobSummaryQuerySchema,
  jobSummaryRowSchema,
  orderTrackingLabelRequestSchema,
  rerunJobRequestSchema,
} from './job.schema.js';
import {
  locationChangesRequestSchema,
  orderChangeSchema,
  reoptimizationResultSchema,
  routeLocationChangesResponseSchema,
} from './location-change.schema.js';
import { routeResultAnswerSchema, routeVersionListSchema } from './route-result.schema.js';
import { versionDiffSchema } from './version-diff.schema.js';
import {
  jobVehiclesRequestSchema,
  jobVehiclesResponseSchema,
  vehicleDriverDataSchema,
  vehicleDriversRequestSchema,
} from './vehicle-driver.schema.js';

const jobRef = z.object({ jobRefNo: z.string().min(1) });
const routeRef = z.object({ routeId: z.string().min(1) });
const anyAnswer = z.unknown();

/** The REST calls of the daily plan area (spec 01 section 7). */
export const dailyPlanApi = {
  listJobs: { method: 'GET', path: 'jobs', response: jobListResponseSchema, summary: 'Jobs grid' },
  jobStats: {
    method: 'GET',
    path: 'jobs/stats',
    response: jobStatsSchema,
    summary: 'Summary side panel (path chosen here; the spec names no call)',
  },
  deleteJobs: {
    method: 'DELETE',
    path: 'jobs',
    body: deleteJobsRequestSchema,
    response: anyAnswer,
    summary: 'Delete jobs',
  },
  submitJob: {
    method: 'POST',
    path: 'jobs/partial-job',
    body: jobInputSchema,
    response: anyAnswer,
    summary: 'Create, configure or replan a job; queue runs it',
  },
  rerunJob: {
    method: 'PUT',
    path: 'jobs/rerun',
    body: rerunJobRequestSchema,
    response: anyAnswer,
    summary: 'Rerun a job',
  },
  leftOutOrders: {
    method: 'GET',
    path: 'jobs/left-out-orders',
    query: leftOutOrdersQuerySchema,
    response: leftOutOrdersResponseSchema,
    summary: "Orders of a center's plan day that a job leaves out: in a live plan, or finished by a driver",
  },
  jobInput: {
    method: 'GET',
    path: 'jobs/:jobRefNo/job-input',
    params: jobRef,
    response: jobInputSchema,
    summary: 'Prefill for replan',
  },
  jobConfiguration: {
    method: 'GET',
    path: 'job-configuration/:jobRefNo',
    params: jobRef,
    response: jobConfigurationDetailsSchema,
    summary: 'Job details for Info mode',
  },
  jobConfigurationDrivers: {
    method: 'GET',
    path: 'job-configuration/:jobRefNo/drivers',
    params: jobRef,
    response: z.array(jobConfigurationDriverSchema),
    summary: 'Drivers of a job (Info mode)',
  },
  jobConfigurationVehicles: {
    method: 'GET',
    path: 'job-configuration/:jobRefNo/vehicles',
    params: jobRef,
    response: z.array(jobConfigurationVehicleSchema),
    summary: 'Vehicles of a job (Info mode)',
  },
  jobConfigurationOrders: {
    method: 'GET',
    path: 'job-configuration/:jobRefNo/orders',
    params: jobRef,
    response: z.array(jobConfigurationOrderSchema),
    summary: 'Orders of a job (Info mode)',
  },
  jobParameterFieldOptions: {
    method: 'GET',
    path: 'job-parameter/input-field-options',
    response: z.array(fieldDefinitionSchema),
    summary: 'Parameter form definitions',
  },
  jobParameters: {
    method: 'GET',
    path: 'job-parameter/:jobRefNo',
    params: jobRef,
    response: jobParametersResponseSchema,
    summary: 'Parameters of a job',
  },
  defaultVehicleDrivers: {
    method: 'GET',
    path: 'driver/vehicle-drivers',
    query: vehicleDriversQuerySchema,
    response: z.array(vehicleDriverPairSchema),
    summary: 'Default drivers of the selected vehicles',
  },
  routeResult: {
    method: 'GET',
    path: 'routes/:jobRefNo',
    params: jobRef,
    response: routeResultAnswerSchema,
    summary: 'Route result of the current version',
  },
  processedRouteResult: {
    method: 'GET',
    path: 'routes/:jobRefNo/:processedRouteId',
    params: jobRef.extend({ processedRouteId: z.string().min(1) }),
    response: routeResultAnswerSchema,
    summary: 'Route result of one version',
  },
  jobOverview: {
    method: 'GET',
    path: 'jobs/:jobRefNo/:routeId/overview',
    params: jobRef.extend({ routeId: z.string().min(1) }),
    response: jobOverviewSchema,
    summary: 'Overview bar of the result screen (path chosen here; the spec names no call)',
  },
  versions: {
    method: 'GET',
    path: 'jobs/:jobRefNo/versions',
    params: jobRef,
    response: routeVersionListSchema,
    summary: 'Route versions',
  },
  versionDiff: {
    method: 'GET',
    path: 'jobs/:jobRefNo/versions/:fromVersion/diff/:toVersion',
    params: jobRef.extend({
      fromVersion: z.coerce.number().int().positive(),
      toVersion: z.coerce.number().int().positive(),
    }),
    response: versionDiffSchema,
    summary:
      'What one version changes against another: stops moved, added and removed, vehicles, deltas (beyond the spec)',
  },
  jobVehicles: {
    method: 'GET',
    path: 'jobs/:jobRefNo/job-vehicles',
    params: jobRef,
    response: jobVehiclesResponseSchema,
    summary: 'Vehicles of a job for the assignment change dialog',
  },
  saveJobVehicles: {
    method: 'POST',
    path: 'jobs/:jobRefNo/job-vehicles',
    params: jobRef,
    body: jobVehiclesRequestSchema,
    response: anyAnswer,
    summary: 'Replace vehicles of a job ("Job Vehicles are updated")',
  },
  reoptimizationResults: {
    method: 'GET',
    path: 'adhoc/:routeId/reoptimization-results',
    params: routeRef,
    response: reoptimizationResultSchema,
    summary: 'Reoptimisation results of a route',
  },
  locationChanges: {
    method: 'GET',
    path: 'adhoc/:routeId/location-changes',
    params: routeRef,
    response: routeLocationChangesResponseSchema,
    summary: 'Location changes sent for a route (used on retry)',
  },
  attachableOrders: {
    method: 'GET',
    path: 'adhoc/attachable-orders/:jobRefNo/:routeId',
    params: jobRef.extend({ routeId: z.string().min(1) }),
    response: attachableOrdersResponseSchema,
    summary: 'Orders that can be added to a route',
  },
  orderChanges: {
    method: 'POST',
    path: 'adhoc/order-changes',
    body: orderChangeSchema,
    response: anyAnswer,
    summary: 'Add or remove orders and reoptimise',
  },
  postLocationChanges: {
    method: 'POST',
    path: 'adhoc/location-changes',
    body: locationChangesRequestSchema,
    response: anyAnswer,
    summary: 'Move stops and reoptimise',
  },
  approveJob: {
    method: 'PUT',
    path: 'jobs/:jobRefNo/:routeId/approve',
    params: jobRef.extend({ routeId: z.string().min(1) }),
    body: approveJobRequestSchema,
    response: anyAnswer,
    summary: 'Go Live, or discard with the discard flag (the spec shows no verb; PUT here)',
  },
  vehicleDrivers: {
    method: 'GET',
    path: 'jobs/:jobRefNo/vehicle-drivers',
    params: jobRef,
    response: vehicleDriverDataSchema,
    summary: 'Vehicles and drivers of a job',
  },
  saveVehicleDrivers: {
    method: 'POST',
    path: 'jobs/:jobRefNo/vehicle-drivers',
    params: jobRef,
    body: vehicleDriversRequestSchema,
    response: anyAnswer,
    summary: 'Assign drivers to the vehicles of a job',
  },
  jobSummary: {
    method: 'GET',
    path: 'job-summary/job-summary',
    query: jobSummaryQuerySchema,
    response: z.array(jobSummaryRowSchema),
    summary: 'Job Summary grid',
  },
  jobDetail: {
    method: 'GET',
    path: 'job-summary/job-detail',
    query: jobSummaryQuerySchema,
    response: z.array(jobDetailRowSchema),
    summary: 'Job Detail grid',
  },
  orderTrackingLabels: {
    method: 'POST',
    path: 'pdf/order-tracking-label-with-job',
    body: orderTrackingLabelRequestSchema,
    response: 'blob',
    timezoneOffset: false,
    summary: 'Labels of a job as a zip saved as {jobRefNo}.zip',
  },
} as const satisfies Record<string, ApiCall>;
