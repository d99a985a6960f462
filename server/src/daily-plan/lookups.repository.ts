import type { z } from 'zod';
import type { SQL } from 'drizzle-orm';
import { rows, sql, type Orm } from '../db/database.js';
import type {
  avoidAreaListSchema,
  defaultDriverListSchema,
  depotListSchema,
  originDestinationListSchema,
} from './lookup.schema.js';
import { intList, textList } from './sql-lists.js';

/** Read-only views of the master data the job modal loads; a null center means every center. */
export type DepotRow = z.infer<typeof depotListSchema>[number];
export type OriginDestinationRow = z.infer<typeof originDestinationListSchema>[number];
export type AvoidAreaRow = z.infer<typeof avoidAreaListSchema>[number];
export type DefaultDriverRow = z.infer<typeof defaultDriverListSchema>[number];

const placeColumns = sql`l.id, l.ref_no AS "refNo", l.name, l.address, l.latitude, l.longitude, l.is_depot AS "isDepot",
  l.distribution_center_id AS "distributionCenterId", l.location_type AS "locationType"`;

/** `alias.distribution_center_id = id`, or no condition for a user who sees every center. */
const inCenter = (alias: string, centerId: number | null): SQL =>
  centerId === null ? sql`true` : sql`${sql.raw(alias)}.distribution_center_id = ${centerId}`;

export async function depotsOf(orm: Orm, centerId: number | null): Promise<DepotRow[]> {
  return rows<DepotRow>(
    orm,
    sql`SELECT d.ref_no AS "depotRefNo", d.name AS "depotName", ${placeColumns}, dc.name AS "distributionCenterName"
        FROM depots d JOIN locations l ON l.id = d.location_id JOIN distribution_centers dc ON dc.id = d.distribution_center_id
        WHERE ${inCenter('d', centerId)}
        ORDER BY d.name`,
  );
}

/** Places a vehicle may depart from or arrive at: depot locations. */
export async function originsDestinationsOf(
  orm: Orm,
  centerId: number | null,
): Promise<OriginDestinationRow[]> {
  return rows<OriginDestinationRow>(
    orm,
    sql`SELECT ${placeColumns} FROM locations l
        WHERE (l.is_depot OR EXISTS (SELECT 1 FROM depots d WHERE d.location_id = l.id))
          AND ${inCenter('l', centerId)}
        ORDER BY l.name`,
  );
}

/** Avoid areas of these centers and those of no center (an empty list: every avoid area). */
export async function avoidAreasOf(orm: Orm, centerIds: readonly number[]): Promise<AvoidAreaRow[]> {
  return rows<AvoidAreaRow>(
    orm,
    sql`SELECT g.id, g.name, g.type, g.distribution_center_id AS "distributionCenterId", g.polygon,
          g.days_of_week AS "daysOfWeek", g.days_of_month AS "daysOfMonth", g.special_dates::text[] AS "specialDates"
        FROM geofences g
        WHERE ${centerIds.length === 0 ? sql`true` : sql`(g.distribution_center_id IN ${intList(centerIds)} OR g.distribution_center_id IS NULL)`}
        ORDER BY g.id`,
  );
}

/** The default driver of each vehicle of a list, among the vehicles of a center. */
export async function defaultDriversOf(
  orm: Orm,
  vehicleRefNos: readonly string[],
  centerId: number | null,
): Promise<DefaultDriverRow[]> {
  return rows<DefaultDriverRow>(
    orm,
    sql`SELECT v.ref_no AS "vehicleRefNo", v.plate AS "vehiclePlate", d.ref_no AS "driverRefNo",
          d.given_name || ' ' || d.surname AS "driverName"
        FROM vehicles v LEFT JOIN drivers d ON d.id = v.default_driver_id
        WHERE v.ref_no IN ${textList(vehicleRefNos)}
          AND ${inCenter('v', centerId)}
        ORDER BY v.ref_no`,
  );
}
