import { rows, sql, type Orm } from '../db/database.js';

/** The distribution center of the job with this reference (none when there is no such job). */
export async function centersOfJob(orm: Orm, jobRefNo: string): Promise<number[]> {
  const found = await rows<{ center: number }>(
    orm,
    sql`SELECT distribution_center_id AS center FROM jobs WHERE ref_no = ${jobRefNo}`,
  );
  return found.map((row) => row.center);
}

/** The distribution center of the job of a route (none when there is no such route). */
export async function centersOfRoute(orm: Orm, routeId: number): Promise<number[]> {
  const found = await rows<{ center: number }>(
    orm,
    sql`SELECT j.distribution_center_id AS center FROM job_routes r JOIN jobs j ON j.id = r.job_id
        WHERE r.id = ${routeId}`,
  );
  return found.map((row) => row.center);
}

/** Every distribution center holding a vehicle with this reference (unique within a center only). */
export async function centersOfVehicle(orm: Orm, vehicleRefNo: string): Promise<number[]> {
  const found = await rows<{ center: number }>(
    orm,
    sql`SELECT DISTINCT distribution_center_id AS center FROM vehicles WHERE ref_no = ${vehicleRefNo}`,
  );
  return found.map((row) => row.center);
}
