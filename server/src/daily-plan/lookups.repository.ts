import type { z } from 'zod';
import type { SQL } from 'drizzle-orm';
import { rows, sql, type Orm } from '../db/database.js';
import type {
  avoidAreaListSchema,
  defaultDriverListSchema,
  depotListSchema,
  originDestinationListSchema,
} from './lookup.schema.js';
import { type CenterSet } from '../master-data/resource-scope.rules.js';
import { inCenterSet } from '../master-data/resource-scope.repository.js';
import { textList } from './sql-lists.repository.js';

/** Read-only views of the master data the job modal loads; a null center means every center. */
export type DepotRow = z.infer<typeof depotListSchema>[number];
export type OriginDestinationRow = z.infer<typeof originDestinationListSchema>[number];
export type AvoidAreaRow = z.infer<typeof avoidAreaListSchema>[number];
export type DefaultDriverRow = z.infer<typeof defaultDriverListSchema>[number];

const placeColumns = sql`l.id, l.ref_no AS "refNo", l.name, l.address, l.latitude, l.longitude, l.is_depot AS "isDepot",
  l.distribution_center_id AS "distributionCenterId", l.location_type AS "locationType"`;

/** `alias.distribution_center_id` among the centers (no condition for every center). */
const inCenter = (alias: string, centers: CenterSet): SQL =>
  inCenterSet(sql`${sql.raw(alias)}.distribution_center_id`, centers);

export async function depotsOf(orm: Orm, centers: CenterSet): Promise<DepotRow[]> {
  return rows<DepotRow>(
    orm,
    sql`SELECT d.ref_no AS "depotRefNo", d.name AS "depotName", ${placeColumns}, dc.name AS "distributionCenterName"
        FROM depots d JOIN locations l ON l.id = d.location_id JOIN distribution_centers dc ON dc.id = d.distribution_center_id
        WHERE ${inCenter('d', centers)}
        ORDER BY d.name`,
  );
}

/** Places a vehicle may depart from or arrive at: depot locations. */
export async function originsDestinationsOf(orm: Orm, centers: CenterSet): Promise<OriginDestinationRow[]> {
  return rows<OriginDestinationRow>(
    orm,
    sql`SELECT ${placeColumns} FROM locations l
        WHERE (l.is_depot OR EXISTS (SELECT 1 FROM depots d WHERE d.location_id = l.id))
          AND ${inCenter('l', centers)}
        ORDER BY l.name`,
  );
}

/** Avoid areas of these centers and those of no center (null: every avoid area). */
export async function avoidAreasOf(orm: Orm, centerIds: CenterSet): Promise<AvoidAreaRow[]> {
  return rows<AvoidAreaRow>(
    orm,
    sql`SELECT g.id, g.name, g.type, g.distribution_center_id AS "distributionCenterId", g.polygon,
          g.days_of_week AS "daysOfWeek", g.days_of_month AS "daysOfMonth", g.special_dates::text[] AS "specialDates"
        FROM geofences g
        WHERE ${centerIds === null ? sql`true` : sql`(${inCenterSet(sql`g.distribution_center_id`, centerIds)} OR g.distribution_center_id IS NULL)`}
        ORDER BY g.id`,
  );
}

/** The default driver of each vehicle of a list, among the vehicles of a center. */
export async function defaultDriversOf(
  orm: Orm,
  vehicleRefNos: readonly string[],
  centers: CenterSet,
): Promise<DefaultDriverRow[]> {
  return rows<DefaultDriverRow>(
    orm,
    sql`SELECT v.ref_no AS "vehicleRefNo", v.plate AS "vehiclePlate", d.ref_no AS "driverRefNo",
          d.given_name || ' ' || d.surname AS "driverName"
        FROM vehicles v LEFT JOIN drivers d ON d.id = v.default_driver_id
        WHERE v.ref_no IN ${textList(vehicleRefNos)}
          AND ${inCenter('v', centers)}
        ORDER BY v.ref_no`,
  );
}
