import { first, sql, type Database } from '../../db/database.js';

/**
 * What one distribution center holds in the security tests: a depot, a vehicle, a driver and a
 * user who drives, an order, a job and its route, a territory and a territory plan.
 */
export interface CenterRecords {
  centerId: number;
  locationRefNo: string;
  vehicleRefNo: string;
  driverRefNo: string;
  orderRefNo: string;
  userEmail: string;
  jobRefNo: string;
  routeId: number;
  territoryId: number;
  territoryPlanRefNo: string;
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
  const driverRefNo = `SEC-${tag}-DRIVER`;
  await db.orm.execute(
    sql`INSERT INTO drivers (ref_no, distribution_center_id, given_name, surname, phone)
        VALUES (${driverRefNo}, ${centerId}, ${`SEC-${tag}-Given`}, 'Sürücü', ${`+9055500000${tag === 'A' ? 1 : 2}`})`,
  );
  const orderRefNo = `SEC-${tag}-ORDER`;
  await db.orm.execute(
    sql`INSERT INTO orders (ref_no, distribution_center_id, name, order_date, location_id)
        VALUES (${orderRefNo}, ${centerId}, ${orderRefNo}, '2026-11-24', ${locationId})`,
  );
  // A user of the center (a Driver), named so that an answer showing them is seen.
  const userEmail = `sec-${tag.toLowerCase()}-user@demo.rota`;
  await db.orm.execute(
    sql`INSERT INTO users (email, username, given_name, surname, password_hash, security_stamp, role_id, distribution_center_id)
        SELECT ${userEmail}, ${userEmail}, ${`SEC-${tag}-User`}, 'Kullanıcı', 'x', 'stamp', r.id, ${centerId}
        FROM roles r WHERE r.name = 'Driver'`,
  );
  const territoryId = await insertId(
    db,
    sql`INSERT INTO territories (name, distribution_center_id, polygon, latitude, longitude)
        VALUES (${`SEC-${tag}-TERRITORY`}, ${centerId},
          ${JSON.stringify([
            { lat: 41, lng: 29 },
            { lat: 41.01, lng: 29 },
            { lat: 41, lng: 29.01 },
          ])}::jsonb, 41, 29)
        RETURNING id`,
  );
  const territoryPlanRefNo = `SEC-${tag}-PLAN`;
  await db.orm.execute(
    sql`INSERT INTO territory_plans (ref_no, job_ref_no, depot_location_id, distribution_center_id)
        VALUES (${territoryPlanRefNo}, ${territoryPlanRefNo}, ${locationId}, ${centerId})`,
  );
  return {
    centerId,
    locationRefNo,
    vehicleRefNo,
    driverRefNo,
    orderRefNo,
    userEmail,
    jobRefNo,
    routeId,
    territoryId,
    territoryPlanRefNo,
  };
}
