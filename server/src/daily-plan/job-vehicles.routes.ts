import {
  jobVehiclesRequestSchema,
  vehicleDriverDataSchema,
  vehicleDriversRequestSchema,
  type JobVehiclesRequest,
  type VehicleDriversRequest,
} from '@rota/core/daily-plan';
import { fail, ok } from '../platform/answer.js';
import { driversOfLiveJob, publishDriverRouteChange } from '../tracking/driver-route-publish.js';
import type { RouteDefinition } from '../platform/define-route.js';
import { jobVehicleDrivers } from './job-configuration.repository.js';
import { dailyPlanRead as read, dailyPlanWrite as write, defineJobRoute } from './job-route.js';
import { jobVehicleRowListSchema } from './lookup.schema.js';
import {
  driversOfCenterByRefs,
  driversOfCenter,
  jobVehicleRows,
  replaceJobDrivers,
  swapJobVehicles,
  vehiclesOfCenterByRefs,
  vehiclesOfJob,
} from './job-vehicles.repository.js';

/** Drivers of a job's vehicles, and swapping vehicles of a job and of its current version. */
export const jobVehicleRoutes: RouteDefinition[] = [
  defineJobRoute({
    method: 'GET',
    url: '/api/jobs/:jobRefNo/vehicle-drivers',
    access: read,
    summary: 'Vehicles of a job with their drivers, and the drivers of its distribution center',
    response: vehicleDriverDataSchema,
    async handler({ job, platform }) {
      const vehicles = await jobVehicleDrivers(platform.db.orm, job.id);
      const drivers = await driversOfCenter(platform.db.orm, job.distributionCenterId);
      return ok({
        vehicles: vehicles.map((v) => ({
          vehicleRefNo: v.vehicleRefNo,
          vehiclePlate: v.vehiclePlate,
          driverRefNo: v.driverRefNo,
          isAssigned: v.isAssigned,
        })),
        drivers,
        jobRefNo: job.refNo,
      });
    },
  }),
  defineJobRoute<VehicleDriversRequest>({
    method: 'POST',
    url: '/api/jobs/:jobRefNo/vehicle-drivers',
    access: write,
    summary: 'Assigns drivers to the vehicles of a job (a driver drives one vehicle of a job)',
    body: vehicleDriversRequestSchema,
    async handler({ job, body, platform, request }) {
      const driverRefs = body.vehicleDrivers.map((d) => d.driverRefNo);
      if (new Set(driverRefs).size !== driverRefs.length) return fail(400, 'dailyPlan.server.driverTwice');
      const vehicles = await vehiclesOfJob(platform.db.orm, job.id);
      // A job's vehicles are driven by its center's drivers: another center's answer as missing ones.
      const drivers = await driversOfCenterByRefs(platform.db.orm, job.distributionCenterId, driverRefs);
      const missing = driverRefs.filter((r) => !drivers.some((d) => d.refNo === r));
      if (missing.length > 0)
        return fail(400, 'dailyPlan.server.unknownDrivers', { params: { refNos: missing.join(', ') } });
      const stranger = body.vehicleDrivers.find((d) => !vehicles.some((v) => v.refNo === d.vehicleRefNo));
      if (stranger)
        return fail(400, 'dailyPlan.server.vehicleNotInJob', {
          params: { vehicleRefNo: stranger.vehicleRefNo },
        });
      const formerDrivers = await driversOfLiveJob(platform.db.orm, job.id);
      await replaceJobDrivers(
        platform.db.orm,
        job.id,
        body.vehicleDrivers.map((d) => ({
          vehicleId: vehicles.find((v) => v.refNo === d.vehicleRefNo)?.id,
          driverId: drivers.find((x) => x.refNo === d.driverRefNo)?.id,
        })),
      );
      // A live plan's drivers, old and new, see the change in their app at once.
      if (formerDrivers.length > 0 || (await driversOfLiveJob(platform.db.orm, job.id)).length > 0)
        await publishDriverRouteChange(platform.db.orm, request.server, job, 'ASSIGNMENT', formerDrivers);
      return ok(body, { messageKey: 'dailyPlan.server.driversSaved' });
    },
  }),
  defineJobRoute({
    method: 'GET',
    url: '/api/jobs/:jobRefNo/job-vehicles',
    access: read,
    summary:
      'The vehicles of a job: whether the current version uses them, and the other vehicles of the center',
    response: jobVehicleRowListSchema,
    async handler({ job, platform }) {
      return ok(await jobVehicleRows(platform.db.orm, job));
    },
  }),
  defineJobRoute<JobVehiclesRequest>({
    method: 'POST',
    url: '/api/jobs/:jobRefNo/job-vehicles',
    access: write,
    summary: 'Replaces vehicles of a job and of its current version (currentVehicleRefNo -> newVehicleRefNo)',
    body: jobVehiclesRequestSchema,
    async handler({ job, body, platform }) {
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
