import { first, sql, type Database } from '../../db/database.js';

/** What one distribution center holds in the security tests: a depot, a vehicle, a job and its route. */
export interface CenterRecords {
  centerId: number;
  locationRefNo: string;
  vehicleRefNo: string;
  jobRefNo: string;
  routeId: number;
}

const insertId = async (db: Database, query: ReturnType<typeof sql>) =>
  ((await first<{ id: number }>(db.orm, query)) as { id: number }).id;

/**
 * Records in each of the two test centers, so every check can ask for "my center" and "another
 * center". References are unique per center (`SEC-<tag>-...`).
 */
export async function insertCenterRecords(
  db: Database,
  centerId: number,
  tag: string,
): Promise<CenterRecords> {
  const typeId = await insertId(
    db,
    sql`INSERT INTO vehicle_types (ref_no, name) VALUES (${`SEC-VT-${tag}`}, ${`Van ${tag}`}) RETURNING id`,
  );
  const locationRefNo = `SEC-${tag}-DEPOT`;
  const locationId = await insertId(
    db,
    sql`INSERT INTO locations (ref_no, name, distribution_center_id, is_depot, latitude, longitude)
        VALUES (${locationRefNo}, ${`Depot ${tag}`}, ${centerId}, true, 41.0, 29.0) RETURNING id`,
  );
  const vehicleRefNo = `SEC-${tag}-V1`;
  await db.orm.execute(
    sql`INSERT INTO vehicles (ref_no, plate, vehicle_type_id, distribution_center_id, departure_location_id,
          arrival_location_id, shift_start, shift_end)
        VALUES (${vehicleRefNo}, ${`34 SEC ${tag}`}, ${typeId}, ${centerId}, ${locationId}, ${locationId},
          '08:00', '18:00')`,
  );
  const jobRefNo = `SEC-${tag}-JOB`;
  const jobId = await insertId(
    db,
    // Parameters as the create route stores them (it refuses a job without its vehicle bounds).
    sql`INSERT INTO jobs (ref_no, distribution_center_id, status, task_date, parameters)
        VALUES (${jobRefNo}, ${centerId}, 'SUCCESS', '2026-11-24',
                ${JSON.stringify({ maximumRuntimeInMinutes: 1, minNumberOfVehicles: 1, maxNumberOfVehicles: 1 })}::jsonb)
        RETURNING id`,
  );
  const routeId = await insertId(
    db,
    sql`INSERT INTO job_routes (job_id, version, status, is_feasible) VALUES (${jobId}, 1, 'SUCCESS', true) RETURNING id`,
  );
  await db.orm.execute(sql`UPDATE jobs SET current_route_id = ${routeId} WHERE id = ${jobId}`);
  return { centerId, locationRefNo, vehicleRefNo, jobRefNo, routeId };
}
