import type { JobInput, JobStatus } from '@rota/core/daily-plan';
import { rows, sql, type Orm } from '../db/database.js';
import { intList, textList } from './sql-lists.repository.js';
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

/** The center's vehicles of these reference numbers (others are missing to the caller). */
export function findCenterVehicles(
  orm: Orm,
  centerId: number,
  refNos: readonly string[],
): Promise<{ id: number; ref_no: string }[]> {
  return rows<{ id: number; ref_no: string }>(
    orm,
    sql`SELECT id, ref_no FROM vehicles WHERE distribution_center_id = ${centerId} AND ref_no IN ${textList(refNos)}`,
  );
}

/** The center's drivers of these reference numbers: another center's answer as missing ones do. */
export function findCenterDrivers(
  orm: Orm,
  centerId: number,
  refNos: readonly string[],
): Promise<{ id: number; ref_no: string }[]> {
  return rows<{ id: number; ref_no: string }>(
    orm,
    sql`SELECT id, ref_no FROM drivers WHERE distribution_center_id = ${centerId} AND ref_no IN ${textList(refNos)}`,
  );
}

/** What a save writes on the job itself. */
export interface SavedJob {
  status: JobStatus;
  centerId: number;
  taskDate: string;
  allOrders: boolean;
  parameters: JobInput['jobParameterDto'];
}

/** A replanned (or configured) job takes the new input; its last result is cleared. */
export async function replanJob(tx: Orm, jobId: number, job: SavedJob): Promise<void> {
  await tx.execute(
    sql`UPDATE jobs SET status = ${job.status}, distribution_center_id = ${job.centerId}, task_date = ${job.taskDate},
          all_orders = ${job.allOrders}, orders_chosen_at = now(),
          parameters = ${JSON.stringify(job.parameters)}::jsonb, result = NULL, result_key = NULL, result_params = NULL, failure_reason = NULL
        WHERE id = ${jobId}`,
  );
}

/** Removes the job's orders, then its vehicles (with their drivers), before they are written again. */
export async function clearJobOrdersAndVehicles(tx: Orm, jobId: number): Promise<void> {
  await tx.execute(sql`DELETE FROM job_orders WHERE job_id = ${jobId}`);
  await tx.execute(sql`DELETE FROM job_vehicles WHERE job_id = ${jobId}`);
}

/** Takes these orders out of the job's order list. */
export async function deleteJobOrders(tx: Orm, jobId: number, orderIds: readonly number[]): Promise<void> {
  await tx.execute(sql`DELETE FROM job_orders WHERE job_id = ${jobId} AND order_id IN ${intList(orderIds)}`);
}

/** A new job; answers its id. */
export async function insertJob(
  tx: Orm,
  job: SavedJob & { refNo: string; createdBy: number },
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`INSERT INTO jobs (ref_no, distribution_center_id, status, task_date, all_orders, parameters, created_by)
        VALUES (${job.refNo}, ${job.centerId}, ${job.status}, ${job.taskDate}, ${job.allOrders}, ${JSON.stringify(job.parameters)}::jsonb, ${job.createdBy})
        RETURNING id`,
  );
  return (row as { id: number }).id;
}

/** The job's orders (at least one). */
export async function insertJobOrders(tx: Orm, jobId: number, orderIds: readonly number[]): Promise<void> {
  await tx.execute(
    sql`INSERT INTO job_orders (job_id, order_id) VALUES ${sql.join(
      orderIds.map((orderId) => sql`(${jobId}, ${orderId})`),
      sql`, `,
    )}`,
  );
}

/** The job's vehicles in their order (at least one), each with its shift and places when configured. */
export async function insertJobVehicles(
  tx: Orm,
  jobId: number,
  vehicles: readonly { vehicleId: number | undefined; configuration: VehicleConfiguration | undefined }[],
): Promise<void> {
  const values = vehicles.map(({ vehicleId, configuration }, position) => {
    return sql`(${jobId}, ${vehicleId}, ${position}, ${configuration?.shiftStart ?? null}::time,
      ${configuration?.shiftEnd ?? null}::time, ${configuration ? JSON.stringify(configuration.departureLocation) : null}::jsonb,
      ${configuration ? JSON.stringify(configuration.arrivalLocation) : null}::jsonb)`;
  });
  await tx.execute(
    sql`INSERT INTO job_vehicles (job_id, vehicle_id, position, shift_start, shift_end, departure_location, arrival_location)
        VALUES ${sql.join(values, sql`, `)}`,
  );
}

/** Which driver drives which of the job's vehicles (at least one pair). */
export async function insertJobVehicleDrivers(
  tx: Orm,
  jobId: number,
  pairs: readonly { vehicleId: number | undefined; driverId: number | undefined }[],
): Promise<void> {
  const values = pairs.map(({ vehicleId, driverId }) => sql`(${jobId}, ${vehicleId}, ${driverId})`);
  await tx.execute(
    sql`INSERT INTO job_vehicle_drivers (job_id, vehicle_id, driver_id) VALUES ${sql.join(values, sql`, `)}`,
  );
}
