import { z } from 'zod';
import {
  jobConfigurationDetailsSchema,
  jobParametersResponseSchema,
  jobStatusDisplay,
} from '@rota/core/daily-plan';
import { ok } from '../platform/answer.js';
import { defineRoute, type RouteDefinition } from '../platform/define-route.js';
import { jobInScope } from './job-access.js';
import {
  jobContentCounts,
  jobOrders,
  jobVehicleConfigurations,
  jobVehicleDrivers,
} from './job-configuration.repository.js';
import { defaultJobParameters, jobParameterFields } from './job-parameter-fields.js';

const tags = ['Daily plan'];
const read = { claim: 'daily-plan;read' } as const;
export const refParams = z.object({ jobRefNo: z.string().min(1) });
export type RefParams = z.infer<typeof refParams>;

export const jobConfigurationRoutes: RouteDefinition[] = [
  defineRoute<unknown, unknown, RefParams>({
    method: 'GET',
    url: '/api/job-configuration/:jobRefNo',
    access: read,
    summary: 'Job details for the Info mode of the job modal',
    tags,
    params: refParams,
    response: jobConfigurationDetailsSchema,
    async handler({ params, user, platform }) {
      const found = await jobInScope(platform.db.orm, user, params.jobRefNo);
      if (!found.ok) return found.answer;
      const job = found.job;
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
  defineRoute<unknown, unknown, RefParams>({
    method: 'GET',
    url: '/api/job-configuration/:jobRefNo/orders',
    access: read,
    summary: 'The orders of a job',
    tags,
    params: refParams,
    async handler({ params, user, platform }) {
      const found = await jobInScope(platform.db.orm, user, params.jobRefNo);
      if (!found.ok) return found.answer;
      return ok(await jobOrders(platform.db.orm, found.job.id));
    },
  }),
  defineRoute<unknown, unknown, RefParams>({
    method: 'GET',
    url: '/api/job-configuration/:jobRefNo/vehicles',
    access: read,
    summary: 'The vehicles of a job with their configuration for it',
    tags,
    params: refParams,
    async handler({ params, user, platform }) {
      const found = await jobInScope(platform.db.orm, user, params.jobRefNo);
      if (!found.ok) return found.answer;
      return ok(await jobVehicleConfigurations(platform.db.orm, found.job.id));
    },
  }),
  defineRoute<unknown, unknown, RefParams>({
    method: 'GET',
    url: '/api/job-configuration/:jobRefNo/drivers',
    access: read,
    summary: 'The vehicles of a job with their assigned drivers (empty: none assigned yet)',
    tags,
    params: refParams,
    async handler({ params, user, platform }) {
      const found = await jobInScope(platform.db.orm, user, params.jobRefNo);
      if (!found.ok) return found.answer;
      const list = await jobVehicleDrivers(platform.db.orm, found.job.id);
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
    async handler() {
      const { algorithm, operational } = jobParameterFields();
      return ok([...algorithm, ...operational]);
    },
  }),
  defineRoute<unknown, unknown, RefParams>({
    method: 'GET',
    url: '/api/job-parameter/:jobRefNo',
    access: read,
    summary: 'The parameters of a job (defaults filled in)',
    tags,
    params: refParams,
    response: jobParametersResponseSchema,
    async handler({ params, user, platform }) {
      const found = await jobInScope(platform.db.orm, user, params.jobRefNo);
      if (!found.ok) return found.answer;
      return ok({ ...defaultJobParameters(), ...found.job.parameters });
    },
  }),
];
