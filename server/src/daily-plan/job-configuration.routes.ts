import {
  defaultJobParameters,
  jobConfigurationDetailsSchema,
  jobParameterFieldDefinitions,
  jobParametersResponseSchema,
  jobStatusDisplay,
} from '@rota/core/daily-plan';
import { ok } from '../platform/answer.js';
import { defineRoute, type RouteDefinition } from '../platform/define-route.js';
import {
  jobContentCounts,
  jobOrders,
  jobVehicleConfigurations,
  jobVehicleDrivers,
} from './job-configuration.repository.js';
import { dailyPlanRead as read, dailyPlanTags as tags, defineJobRoute } from './job-route.js';

export const jobConfigurationRoutes: RouteDefinition[] = [
  defineJobRoute({
    method: 'GET',
    url: '/api/job-configuration/:jobRefNo',
    access: read,
    summary: 'Job details for the Info mode of the job modal',
    response: jobConfigurationDetailsSchema,
    async handler({ job, platform }) {
      const counts = await jobContentCounts(platform.db.orm, job.id);
      return ok({
        refNo: job.refNo,
        status: job.status,
        statusDisplay: jobStatusDisplay[job.status],
        numberOfOrders: counts.orders,
        numberOfVehicles: counts.vehicles,
        started: job.startedAt,
        completed: job.endDate,
        distributionCenterId: job.distributionCenterId,
        taskDate: job.taskDate,
        failureReason: job.failureReason,
      });
    },
  }),
  defineJobRoute({
    method: 'GET',
    url: '/api/job-configuration/:jobRefNo/orders',
    access: read,
    summary: 'The orders of a job',
    handler: async ({ job, platform }) => ok(await jobOrders(platform.db.orm, job.id)),
  }),
  defineJobRoute({
    method: 'GET',
    url: '/api/job-configuration/:jobRefNo/vehicles',
    access: read,
    summary: 'The vehicles of a job with their configuration for it',
    handler: async ({ job, platform }) => ok(await jobVehicleConfigurations(platform.db.orm, job.id)),
  }),
  defineJobRoute({
    method: 'GET',
    url: '/api/job-configuration/:jobRefNo/drivers',
    access: read,
    summary: 'The vehicles of a job with their assigned drivers (empty: none assigned yet)',
    async handler({ job, platform }) {
      const list = await jobVehicleDrivers(platform.db.orm, job.id);
      return ok(list.filter((r) => r.driverRefNo !== null));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/job-parameter/input-field-options',
    access: read,
    summary:
      'Job parameter form definitions: algorithm group then operational group, in the spec order, with units and separators',
    tags,
    async handler({ t }) {
      return ok(jobParameterFieldDefinitions(t));
    },
  }),
  defineJobRoute({
    method: 'GET',
    url: '/api/job-parameter/:jobRefNo',
    access: read,
    summary: 'The parameters of a job (defaults filled in)',
    response: jobParametersResponseSchema,
    handler: async ({ job }) => ok({ ...defaultJobParameters(), ...job.parameters }),
  }),
];
