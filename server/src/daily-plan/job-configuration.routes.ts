import { z } from 'zod';
import {
  jobConfigurationDetailsSchema,
  jobParametersResponseSchema,
  jobStatusDisplay,
} from '@rota/core/daily-plan';
import { first, rows, sql } from '../db/database.js';
import { ok } from '../platform/answer.js';
import { defineRoute, type RouteDefinition } from '../platform/define-route.js';
import { jobInScope } from './job-access.js';
import { defaultJobParameters, jobParameterFields } from './job-parameter-fields.js';

const tags = ['Daily plan'];
const read = { claim: 'daily-plan;read' } as const;
export const refParams = z.object({ jobRefNo: z.string().min(1) });
export type RefParams = z.infer<typeof refParams>;

const jobOrdersQuery = (
  jobId: number,
) => sql`SELECT o.ref_no AS "refNo", coalesce(o.name, o.ref_no) AS name, o.order_date::text AS date,
    o.order_type AS "orderType", l.ref_no AS "locationRefNo", l.name AS "locationName", ot.name AS "operationTypeName",
    ct.name AS "cargoTypeName", o.amount::float8 AS amount, o.weight::float8 AS weight, o.volume::float8 AS volume,
    o.monetary_value::float8 AS "monetaryValue", to_char(o.serve_after, 'HH24:MI') AS "serveAfter", to_char(o.serve_before, 'HH24:MI') AS "serveBefore"
  FROM job_orders jo JOIN orders o ON o.id = jo.order_id JOIN locations l ON l.id = o.location_id
  LEFT JOIN operation_types ot ON ot.id = o.operation_type_id LEFT JOIN cargo_types ct ON ct.id = o.cargo_type_id
  WHERE jo.job_id = ${jobId} ORDER BY o.ref_no`;

/** The vehicles of a job with their drivers and whether the current version uses them. */
export const driverRows = (
  jobId: number,
) => sql`SELECT v.ref_no AS "vehicleRefNo", v.plate AS "vehiclePlate", d.ref_no AS "driverRefNo",
    d.given_name || ' ' || d.surname AS "driverName",
    EXISTS (SELECT 1 FROM jobs j JOIN route_vehicles rv ON rv.route_id = j.current_route_id WHERE j.id = jv.job_id AND rv.vehicle_id = jv.vehicle_id) AS "isAssigned"
  FROM job_vehicles jv JOIN vehicles v ON v.id = jv.vehicle_id
  LEFT JOIN job_vehicle_drivers jd ON jd.job_id = jv.job_id AND jd.vehicle_id = jv.vehicle_id LEFT JOIN drivers d ON d.id = jd.driver_id
  WHERE jv.job_id = ${jobId} ORDER BY jv.position, v.id`;

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
      const counts = await first<{ orders: number; vehicles: number }>(
        platform.db.orm,
        sql`SELECT (SELECT count(*) FROM job_orders WHERE job_id = ${job.id})::int AS orders, (SELECT count(*) FROM job_vehicles WHERE job_id = ${job.id})::int AS vehicles`,
      );
      return ok({
        refNo: job.refNo,
        status: job.status,
        statusDisplay: jobStatusDisplay[job.status],
        numberOfOrders: counts?.orders ?? 0,
        numberOfVehicles: counts?.vehicles ?? 0,
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
      return ok(await rows(platform.db.orm, jobOrdersQuery(found.job.id)));
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
      return ok(
        await rows(
          platform.db.orm,
          sql`SELECT v.ref_no AS "vehicleRefNo", v.plate AS "vehiclePlate", vt.name AS "vehicleTypeName",
                to_char(coalesce(jv.shift_start, v.shift_start), 'HH24:MI') AS "shiftStart", to_char(coalesce(jv.shift_end, v.shift_end), 'HH24:MI') AS "shiftEnd",
                coalesce(jv.departure_location, jsonb_build_object('refNo', dl.ref_no, 'name', dl.name, 'latitude', dl.latitude, 'longitude', dl.longitude)) AS "departureLocation",
                coalesce(jv.arrival_location, jsonb_build_object('refNo', al.ref_no, 'name', al.name, 'latitude', al.latitude, 'longitude', al.longitude)) AS "arrivalLocation",
                v.weight_capacity::float8 AS "weightCapacity", v.volume_capacity::float8 AS "volumeCapacity", v.insurance_limit::float8 AS "insuranceLimit"
              FROM job_vehicles jv JOIN vehicles v ON v.id = jv.vehicle_id JOIN vehicle_types vt ON vt.id = v.vehicle_type_id
              JOIN locations dl ON dl.id = v.departure_location_id JOIN locations al ON al.id = v.arrival_location_id
              WHERE jv.job_id = ${found.job.id} ORDER BY jv.position, v.id`,
        ),
      );
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
      const list = await rows<{ driverRefNo: string | null }>(platform.db.orm, driverRows(found.job.id));
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
