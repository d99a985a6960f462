import { rows, sql, type Orm } from '../db/database.js';
import type { JobRecord } from './job.repository.js';
import { textList } from './sql-lists.repository.js';

/** A row of a master-data table named by its reference. */
export interface RefRow {
  id: number;
  refNo: string;
}

/** A driver a job's vehicles may be given. */
export interface DriverChoice {
  driverRefNo: string;
  userName: string;
}

/** A vehicle of a job's center: whether the job has it, its plan uses it, an approved job of the day uses it. */
export interface JobVehicleRow {
  vehicleRefNo: string;
  vehiclePlate: string;
  isJobVehicle: boolean;
  isAssigned: boolean;
  isInUseByApprovedJob: boolean;
}

/** Drivers of a center and drivers of no center, by name. */
export async function driversOfCenter(orm: Orm, distributionCenterId: number): Promise<DriverChoice[]> {
  return rows<DriverChoice>(
    orm,
    sql`SELECT ref_no AS "driverRefNo", given_name || ' ' || surname AS "userName" FROM drivers
        WHERE distribution_center_id = ${distributionCenterId} OR distribution_center_id IS NULL ORDER BY given_name, surname`,
  );
}

/** The vehicles a job was given. */
export async function vehiclesOfJob(orm: Orm, jobId: number): Promise<RefRow[]> {
  return rows<RefRow>(
    orm,
    sql`SELECT v.id, v.ref_no AS "refNo" FROM job_vehicles jv JOIN vehicles v ON v.id = jv.vehicle_id WHERE jv.job_id = ${jobId}`,
  );
}

/** The drivers of a list of references that exist in one distribution center. */
export async function driversOfCenterByRefs(
  orm: Orm,
  centerId: number,
  refNos: readonly string[],
): Promise<RefRow[]> {
  return rows<RefRow>(
    orm,
    sql`SELECT id, ref_no AS "refNo" FROM drivers
        WHERE distribution_center_id = ${centerId} AND ref_no IN ${textList(refNos)}`,
  );
}

/** The vehicles of a center among a list of references. */
export async function vehiclesOfCenterByRefs(
  orm: Orm,
  distributionCenterId: number,
  refNos: readonly string[],
): Promise<RefRow[]> {
  return rows<RefRow>(
    orm,
    sql`SELECT id, ref_no AS "refNo" FROM vehicles WHERE distribution_center_id = ${distributionCenterId} AND ref_no IN ${textList(refNos)}`,
  );
}

/** Replaces the drivers of a job's vehicles, in one transaction. */
export async function replaceJobDrivers(
  orm: Orm,
  jobId: number,
  assignments: readonly { vehicleId: number | undefined; driverId: number | undefined }[],
): Promise<void> {
  await orm.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM job_vehicle_drivers WHERE job_id = ${jobId}`);
    if (assignments.length === 0) return;
    const values = assignments.map((a) => sql`(${jobId}, ${a.vehicleId}, ${a.driverId})`);
    await tx.execute(
      sql`INSERT INTO job_vehicle_drivers (job_id, vehicle_id, driver_id) VALUES ${sql.join(values, sql`, `)}`,
    );
  });
}

/** The vehicles of a job's center, marked for the vehicle swap dialog. */
export async function jobVehicleRows(orm: Orm, job: JobRecord): Promise<JobVehicleRow[]> {
  return rows<JobVehicleRow>(
    orm,
    sql`SELECT v.ref_no AS "vehicleRefNo", v.plate AS "vehiclePlate",
          EXISTS (SELECT 1 FROM job_vehicles jv WHERE jv.job_id = ${job.id} AND jv.vehicle_id = v.id) AS "isJobVehicle",
          EXISTS (SELECT 1 FROM route_vehicles rv WHERE rv.route_id = ${job.currentRouteId} AND rv.vehicle_id = v.id) AS "isAssigned",
          EXISTS (SELECT 1 FROM approved_vehicles av WHERE av.vehicle_id = v.id AND av.plan_date = ${job.taskDate}::date AND av.job_id <> ${job.id}) AS "isInUseByApprovedJob"
        FROM vehicles v WHERE v.distribution_center_id = ${job.distributionCenterId} ORDER BY v.ref_no`,
  );
}

interface JobVehicleConfigRow {
  vehicle_id: number;
  position: number;
  shift_start: string | null;
  shift_end: string | null;
  departure_location: unknown;
  arrival_location: unknown;
}

const jsonOrNull = (value: unknown) => (value === null ? null : JSON.stringify(value));

/** Writes a job's vehicles and drivers back, each vehicle replaced by `mapped` of it. */
async function rewriteJobVehicles(
  tx: Orm,
  jobId: number,
  mapped: (vehicleId: number) => number,
  current: readonly JobVehicleConfigRow[],
  drivers: readonly { vehicle_id: number; driver_id: number }[],
): Promise<void> {
  if (current.length > 0) {
    const values = current.map(
      (
        c,
      ) => sql`(${jobId}, ${mapped(c.vehicle_id)}, ${c.position}, ${c.shift_start}::time, ${c.shift_end}::time,
        ${jsonOrNull(c.departure_location)}::jsonb, ${jsonOrNull(c.arrival_location)}::jsonb)`,
    );
    await tx.execute(
      sql`INSERT INTO job_vehicles (job_id, vehicle_id, position, shift_start, shift_end, departure_location, arrival_location) VALUES ${sql.join(values, sql`, `)}`,
    );
  }
  if (drivers.length > 0) {
    const values = drivers.map((d) => sql`(${jobId}, ${mapped(d.vehicle_id)}, ${d.driver_id})`);
    await tx.execute(
      sql`INSERT INTO job_vehicle_drivers (job_id, vehicle_id, driver_id) VALUES ${sql.join(values, sql`, `)}`,
    );
  }
}

/**
 * Swaps vehicles of a job (old vehicle id -> new one), in one transaction: its vehicles keep
 * their position and configuration, their drivers follow them, and its current version's
 * routes move to the new vehicles.
 */
export async function swapJobVehicles(
  orm: Orm,
  job: JobRecord,
  mapping: ReadonlyMap<number, number>,
): Promise<void> {
  await orm.transaction(async (tx) => {
    const current = await rows<JobVehicleConfigRow>(
      tx,
      sql`SELECT vehicle_id, position, shift_start::text AS shift_start, shift_end::text AS shift_end, departure_location, arrival_location
          FROM job_vehicles WHERE job_id = ${job.id}`,
    );
    const drivers = await rows<{ vehicle_id: number; driver_id: number }>(
      tx,
      sql`SELECT vehicle_id, driver_id FROM job_vehicle_drivers WHERE job_id = ${job.id}`,
    );
    await tx.execute(sql`DELETE FROM job_vehicles WHERE job_id = ${job.id}`);
    await rewriteJobVehicles(tx, job.id, (id) => mapping.get(id) ?? id, current, drivers);
    if (job.currentRouteId === null) return;
    for (const [from, to] of mapping) {
      await tx.execute(
        sql`UPDATE route_vehicles SET vehicle_id = ${to} WHERE route_id = ${job.currentRouteId} AND vehicle_id = ${from}`,
      );
    }
  });
}
