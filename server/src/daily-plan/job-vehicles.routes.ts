import {
  jobVehiclesRequestSchema,
  vehicleDriverDataSchema,
  vehicleDriversRequestSchema,
  type JobVehiclesRequest,
  type VehicleDriversRequest,
} from '@rota/core/daily-plan';
import { fail, ok } from '../platform/answer.js';
import { defineRoute, type RouteDefinition } from '../platform/define-route.js';
import { refParams, type RefParams } from './job-configuration.routes.js';
import { jobVehicleDrivers } from './job-configuration.repository.js';
import { jobInScope } from './job-access.js';
import { jobVehicleRowListSchema } from './lookup.schema.js';
import {
  driversByRefs,
  driversOfCenter,
  jobVehicleRows,
  replaceJobDrivers,
  swapJobVehicles,
  vehiclesOfCenterByRefs,
  vehiclesOfJob,
} from './job-vehicles.repository.js';

const tags = ['Daily plan'];
const read = { claim: 'daily-plan;read' } as const;
const write = { claim: 'daily-plan;write' } as const;

/** Drivers of a job's vehicles, and swapping vehicles of a job and of its current version. */
export const jobVehicleRoutes: RouteDefinition[] = [
  defineRoute<unknown, unknown, RefParams>({
    method: 'GET',
    url: '/api/jobs/:jobRefNo/vehicle-drivers',
    access: read,
    summary: 'Vehicles of a job with their drivers, and the drivers of its distribution center',
    tags,
    params: refParams,
    response: vehicleDriverDataSchema,
    async handler({ params, user, platform }) {
      const found = await jobInScope(platform.db.orm, user, params.jobRefNo);
      if (!found.ok) return found.answer;
      const vehicles = await jobVehicleDrivers(platform.db.orm, found.job.id);
      const drivers = await driversOfCenter(platform.db.orm, found.job.distributionCenterId);
      return ok({
        vehicles: vehicles.map((v) => ({
          vehicleRefNo: v.vehicleRefNo,
          vehiclePlate: v.vehiclePlate,
          driverRefNo: v.driverRefNo,
          isAssigned: v.isAssigned,
        })),
        drivers,
        jobRefNo: found.job.refNo,
      });
    },
  }),
  defineRoute<VehicleDriversRequest, unknown, RefParams>({
    method: 'POST',
    url: '/api/jobs/:jobRefNo/vehicle-drivers',
    access: write,
    summary: 'Assigns drivers to the vehicles of a job (a driver drives one vehicle of a job)',
    tags,
    params: refParams,
    body: vehicleDriversRequestSchema,
    async handler({ params, body, user, platform }) {
      const found = await jobInScope(platform.db.orm, user, params.jobRefNo);
      if (!found.ok) return found.answer;
      const driverRefs = body.vehicleDrivers.map((d) => d.driverRefNo);
      if (new Set(driverRefs).size !== driverRefs.length) return fail(400, 'dailyPlan.server.driverTwice');
      const vehicles = await vehiclesOfJob(platform.db.orm, found.job.id);
      const drivers = await driversByRefs(platform.db.orm, driverRefs);
      const missing = driverRefs.filter((r) => !drivers.some((d) => d.refNo === r));
      if (missing.length > 0)
        return fail(400, 'dailyPlan.server.unknownDrivers', { params: { refNos: missing.join(', ') } });
      const stranger = body.vehicleDrivers.find((d) => !vehicles.some((v) => v.refNo === d.vehicleRefNo));
      if (stranger)
        return fail(400, 'dailyPlan.server.vehicleNotInJob', {
          params: { vehicleRefNo: stranger.vehicleRefNo },
        });
      await replaceJobDrivers(
        platform.db.orm,
        found.job.id,
        body.vehicleDrivers.map((d) => ({
          vehicleId: vehicles.find((v) => v.refNo === d.vehicleRefNo)?.id,
          driverId: drivers.find((x) => x.refNo === d.driverRefNo)?.id,
        })),
      );
      return ok(body, { messageKey: 'dailyPlan.server.driversSaved' });
    },
  }),
  defineRoute<unknown, unknown, RefParams>({
    method: 'GET',
    url: '/api/jobs/:jobRefNo/job-vehicles',
    access: read,
    summary:
      'The vehicles of a job: whether the current version uses them, and the other vehicles of the center',
    tags,
    params: refParams,
    response: jobVehicleRowListSchema,
    async handler({ params, user, platform }) {
      const found = await jobInScope(platform.db.orm, user, params.jobRefNo);
      if (!found.ok) return found.answer;
      return ok(await jobVehicleRows(platform.db.orm, found.job));
    },
  }),
  defineRoute<JobVehiclesRequest, unknown, RefParams>({
    method: 'POST',
    url: '/api/jobs/:jobRefNo/job-vehicles',
    access: write,
    summary: 'Replaces vehicles of a job and of its current version (currentVehicleRefNo -> newVehicleRefNo)',
    tags,
    params: refParams,
    body: jobVehiclesRequestSchema,
    async handler({ params, body, user, platform }) {
      const found = await jobInScope(platform.db.orm, user, params.jobRefNo);
      if (!found.ok) return found.answer;
      const job = found.job;
      const refs = body.jobVehicles.flatMap((m) => [m.currentVehicleRefNo, m.newVehicleRefNo]);
      const vehicles = await vehiclesOfCenterByRefs(platform.db.orm, job.distributionCenterId, refs);
      const idOf = (ref: string) => vehicles.find((v) => v.refNo === ref)?.id;
      const missing = refs.filter((r) => idOf(r) === undefined);
      if (missing.length > 0)
        return fail(400, 'dailyPlan.server.unknownVehicles', { params: { refNos: missing.join(', ') } });
      const mapping = new Map(
        body.jobVehicles.map((m) => [
          idOf(m.currentVehicleRefNo) as number,
          idOf(m.newVehicleRefNo) as number,
        ]),
      );
      await swapJobVehicles(platform.db.orm, job, mapping);
      return ok(body, { messageKey: 'dailyPlan.jobVehiclesUpdated' });
    },
  }),
];
