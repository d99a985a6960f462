import type { JobInput } from '@rota/core/daily-plan';
import { rows, sql, type Orm } from '../db/database.js';
import type { JobRecord } from './job.repository.js';
import { orderChoiceOf } from './order-standing.repository.js';

type VehicleConfiguration = JobInput['vehicleConfigurations'][number];

interface JobVehicleRow {
  ref_no: string;
  shift_start: string | null;
  shift_end: string | null;
  departure_location: VehicleConfiguration['departureLocation'] | null;
  arrival_location: VehicleConfiguration['arrivalLocation'] | null;
  driver_ref_no: string | null;
}

/**
 * The job input as stored (GET jobs/{jobRefNo}/job-input), to prefill a replan. A job of a plan
 * day's orders says so (allOrders, planDate), so sending the input again chooses them again.
 */
export async function jobInputOf(orm: Orm, job: JobRecord): Promise<JobInput> {
  const orders = await rows<{ ref_no: string }>(
    orm,
    sql`SELECT o.ref_no FROM job_orders jo JOIN orders o ON o.id = jo.order_id WHERE jo.job_id = ${job.id} ORDER BY o.ref_no`,
  );
  const vehicles = await rows<JobVehicleRow>(
    orm,
    sql`SELECT v.ref_no, to_char(jv.shift_start, 'HH24:MI') AS shift_start, to_char(jv.shift_end, 'HH24:MI') AS shift_end,
          jv.departure_location, jv.arrival_location, d.ref_no AS driver_ref_no
        FROM job_vehicles jv JOIN vehicles v ON v.id = jv.vehicle_id
        LEFT JOIN job_vehicle_drivers jd ON jd.job_id = jv.job_id AND jd.vehicle_id = jv.vehicle_id
        LEFT JOIN drivers d ON d.id = jd.driver_id
        WHERE jv.job_id = ${job.id} ORDER BY jv.position, v.id`,
  );
  return {
    refNo: job.refNo,
    distributionCenterId: job.distributionCenterId,
    orderRefNoList: orders.map((o) => o.ref_no),
    ...((await orderChoiceOf(orm, job.id)).allOrders ? { allOrders: true, planDate: job.taskDate } : {}),
    vehicleRefNoList: vehicles.map((v) => v.ref_no),
    vehicleDrivers: vehicles
      .filter((v) => v.driver_ref_no)
      .map((v) => ({ vehicleRefNo: v.ref_no, driverRefNo: v.driver_ref_no as string })),
    vehicleConfigurations: vehicles
      .filter((v) => v.shift_start && v.shift_end && v.departure_location && v.arrival_location)
      .map((v) => ({
        vehicleRefNo: v.ref_no,
        shiftStart: v.shift_start as string,
        shiftEnd: v.shift_end as string,
        departureLocation: v.departure_location as VehicleConfiguration['departureLocation'],
        arrivalLocation: v.arrival_location as VehicleConfiguration['arrivalLocation'],
      })),
    jobParameterDto: job.parameters as JobInput['jobParameterDto'],
    queue: job.status !== 'AWAITING_CONFIGURATION',
  };
}
