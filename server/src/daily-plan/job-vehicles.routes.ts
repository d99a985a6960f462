import {
  jobVehiclesRequestSchema,
  vehicleDriverDataSchema,
  vehicleDriversRequestSchema,
  type JobVehiclesRequest,
  type VehicleDriversRequest,
} from '@rota/core/daily-plan';
import { rows, sql } from '../db/database.js';
import { fail, ok } from '../platform/answer.js';
import { defineRoute, type RouteDefinition } from '../platform/define-route.js';
import { driverRows, refParams, type RefParams } from './job-configuration.routes.js';
import { jobInScope } from './job-access.js';
import { jobVehicleRowListSchema } from './lookup.schema.js';
import { textList } from './sql-lists.js';

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
      const vehicles = await rows<{
        vehicleRefNo: string;
        vehiclePlate: string;
        driverRefNo: string | null;
        isAssigned: boolean;
      }>(platform.db.orm, driverRows(found.job.id));
      const drivers = await rows<{ driverRefNo: string; userName: string }>(
        platform.db.orm,
        sql`SELECT ref_no AS "driverRefNo", given_name || ' ' || surname AS "userName" FROM drivers
            WHERE distribution_center_id = ${found.job.distributionCenterId} OR distribution_center_id IS NULL ORDER BY given_name, surname`,
      );
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
      const vehicles = await rows<{ id: number; ref_no: string }>(
        platform.db.orm,
        sql`SELECT v.id, v.ref_no FROM job_vehicles jv JOIN vehicles v ON v.id = jv.vehicle_id WHERE jv.job_id = ${found.job.id}`,
      );
      const drivers = await rows<{ id: number; ref_no: string }>(
        platform.db.orm,
        sql`SELECT id, ref_no FROM drivers WHERE ref_no IN ${textList(driverRefs)}`,
      );
      const missing = driverRefs.filter((r) => !drivers.some((d) => d.ref_no === r));
      if (missing.length > 0)
        return fail(400, 'dailyPlan.server.unknownDrivers', { params: { refNos: missing.join(', ') } });
      const stranger = body.vehicleDrivers.find((d) => !vehicles.some((v) => v.ref_no === d.vehicleRefNo));
      if (stranger)
        return fail(400, 'dailyPlan.server.vehicleNotInJob', {
          params: { vehicleRefNo: stranger.vehicleRefNo },
        });
      await platform.db.orm.transaction(async (tx) => {
        await tx.execute(sql`DELETE FROM job_vehicle_drivers WHERE job_id = ${found.job.id}`);
        if (body.vehicleDrivers.length === 0) return;
        const values = body.vehicleDrivers.map((d) => {
          const vehicleId = vehicles.find((v) => v.ref_no === d.vehicleRefNo)?.id;
          const driverId = drivers.find((x) => x.ref_no === d.driverRefNo)?.id;
          return sql`(${found.job.id}, ${vehicleId}, ${driverId})`;
        });
        await tx.execute(
          sql`INSERT INTO job_vehicle_drivers (job_id, vehicle_id, driver_id) VALUES ${sql.join(values, sql`, `)}`,
        );
      });
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
      const list = await rows(
        platform.db.orm,
        sql`SELECT v.ref_no AS "vehicleRefNo", v.plate AS "vehiclePlate",
              EXISTS (SELECT 1 FROM job_vehicles jv WHERE jv.job_id = ${found.job.id} AND jv.vehicle_id = v.id) AS "isJobVehicle",
              EXISTS (SELECT 1 FROM route_vehicles rv WHERE rv.route_id = ${found.job.currentRouteId} AND rv.vehicle_id = v.id) AS "isAssigned",
              EXISTS (SELECT 1 FROM approved_vehicles av WHERE av.vehicle_id = v.id AND av.plan_date = ${found.job.taskDate}::date AND av.job_id <> ${found.job.id}) AS "isInUseByApprovedJob"
            FROM vehicles v WHERE v.distribution_center_id = ${found.job.distributionCenterId} ORDER BY v.ref_no`,
      );
      return ok(list);
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
      const vehicles = await rows<{ id: number; ref_no: string }>(
        platform.db.orm,
        sql`SELECT id, ref_no FROM vehicles WHERE distribution_center_id = ${job.distributionCenterId} AND ref_no IN ${textList(refs)}`,
      );
      const idOf = (ref: string) => vehicles.find((v) => v.ref_no === ref)?.id;
      const missing = refs.filter((r) => idOf(r) === undefined);
      if (missing.length > 0)
        return fail(400, 'dailyPlan.server.unknownVehicles', { params: { refNos: missing.join(', ') } });
      const mapping = new Map(
        body.jobVehicles.map((m) => [
          idOf(m.currentVehicleRefNo) as number,
          idOf(m.newVehicleRefNo) as number,
        ]),
      );
      await platform.db.orm.transaction(async (tx) => {
        const current = await rows<{
          vehicle_id: number;
          position: number;
          shift_start: string | null;
          shift_end: string | null;
          departure_location: unknown;
          arrival_location: unknown;
        }>(
          tx,
          sql`SELECT vehicle_id, position, shift_start::text AS shift_start, shift_end::text AS shift_end, departure_location, arrival_location
              FROM job_vehicles WHERE job_id = ${job.id}`,
        );
        const drivers = await rows<{ vehicle_id: number; driver_id: number }>(
          tx,
          sql`SELECT vehicle_id, driver_id FROM job_vehicle_drivers WHERE job_id = ${job.id}`,
        );
        const mapped = (id: number) => mapping.get(id) ?? id;
        await tx.execute(sql`DELETE FROM job_vehicles WHERE job_id = ${job.id}`);
        const values = current.map(
          (
            c,
          ) => sql`(${job.id}, ${mapped(c.vehicle_id)}, ${c.position}, ${c.shift_start}::time, ${c.shift_end}::time,
            ${c.departure_location === null ? null : JSON.stringify(c.departure_location)}::jsonb, ${c.arrival_location === null ? null : JSON.stringify(c.arrival_location)}::jsonb)`,
        );
        if (values.length > 0) {
          await tx.execute(
            sql`INSERT INTO job_vehicles (job_id, vehicle_id, position, shift_start, shift_end, departure_location, arrival_location) VALUES ${sql.join(values, sql`, `)}`,
          );
        }
        if (drivers.length > 0) {
          const driverValues = drivers.map((d) => sql`(${job.id}, ${mapped(d.vehicle_id)}, ${d.driver_id})`);
          await tx.execute(
            sql`INSERT INTO job_vehicle_drivers (job_id, vehicle_id, driver_id) VALUES ${sql.join(driverValues, sql`, `)}`,
          );
        }
        if (job.currentRouteId !== null) {
          for (const [from, to] of mapping) {
            await tx.execute(
              sql`UPDATE route_vehicles SET vehicle_id = ${to} WHERE route_id = ${job.currentRouteId} AND vehicle_id = ${from}`,
            );
          }
        }
      });
      return ok(body, { messageKey: 'dailyPlan.jobVehiclesUpdated' });
    },
  }),
];
