import { sql, type SQL } from 'drizzle-orm';
import { first, rows, type Orm } from '../../db/database.js';

/** Computed columns and queries of drivers, vehicles and vehicle types (the main table is `t`). */

export const driverComputed = {
  defaultVehiclePlate: sql`(SELECT v.plate FROM vehicles v WHERE v.default_driver_id = t.id ORDER BY v.id LIMIT 1)`,
};

/** Stores a driver's photo (base64). */
export async function updateDriverPhoto(orm: Orm, driverId: number, photo: string): Promise<void> {
  await orm.execute(sql`UPDATE drivers SET photo = ${photo} WHERE id = ${driverId}`);
}

const place = (alias: string) =>
  sql`jsonb_build_object('refNo', ${sql.raw(alias)}.ref_no, 'name', ${sql.raw(alias)}.name,
        'latitude', ${sql.raw(alias)}.latitude, 'longitude', ${sql.raw(alias)}.longitude)`;

export const vehicleComputed = {
  departureLocation: place('r_departure_location_ref_no'),
  arrivalLocation: place('r_arrival_location_ref_no'),
  defaultDriverName: sql`nullif(concat_ws(' ', r_default_driver_ref_no.given_name, r_default_driver_ref_no.surname), '')`,
};

/** The decimal columns of vehicle types as text without trailing zeros (`…Display`). */
export const vehicleTypeComputed = Object.fromEntries(
  [
    'distanceUnitCost',
    'durationUnitCost',
    'fixedCost',
    'insuranceLimit',
    'volumeCapacity',
    'weightCapacity',
  ].map((field) => [
    `${field}Display`,
    sql`trim_scale(t.${sql.raw(field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))})::text`,
  ]),
);

/** A plate as the table's unique index compares it: without spaces, upper case. */
const normalPlate = (plate: SQL) => sql`upper(replace(${plate}, ' ', ''))`;

/** Another vehicle with the same plate as the index compares plates, if any. */
export async function plateHolder(
  orm: Orm,
  plate: string,
  exceptRefNo: string | null,
): Promise<string | undefined> {
  const other = exceptRefNo === null ? sql`` : sql`AND ref_no <> ${exceptRefNo}`;
  const clash = await first<{ refNo: string }>(
    orm,
    sql`SELECT ref_no AS "refNo" FROM vehicles
        WHERE ${normalPlate(sql`plate`)} = ${normalPlate(sql`${plate}`)} ${other} LIMIT 1`,
  );
  return clash?.refNo;
}

const refList = (refs: readonly string[]) =>
  sql.join(
    refs.map((r) => sql`${r}`),
    sql`, `,
  );

/** The listed vehicles that exist, with their plate and center. */
export function vehiclesByRef(
  orm: Orm,
  refs: readonly string[],
): Promise<{ refNo: string; plate: string; center: number }[]> {
  return rows(
    orm,
    sql`SELECT ref_no AS "refNo", plate, distribution_center_id AS center FROM vehicles WHERE ref_no IN (${refList(refs)})`,
  );
}

export interface RecordedPosition {
  vehicleRefNo: string;
  latitude: number;
  longitude: number;
  timestamp: string;
}

/**
 * The latest reported position of each listed vehicle that reported one: what its driver's app
 * sent (tracking positions) or a position recorded for the vehicle, whichever is newer.
 */
export function lastPositions(orm: Orm, refs: readonly string[]): Promise<RecordedPosition[]> {
  return rows<RecordedPosition>(
    orm,
    sql`SELECT DISTINCT ON (v.id) v.ref_no AS "vehicleRefNo", p.latitude, p.longitude,
          to_char(p.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "timestamp"
        FROM vehicles v
        CROSS JOIN LATERAL (
          (SELECT latitude, longitude, recorded_at, id, 1 AS source FROM vehicle_positions
            WHERE vehicle_id = v.id ORDER BY recorded_at DESC, id DESC LIMIT 1)
          UNION ALL
          (SELECT latitude, longitude, recorded_at, id, 0 AS source FROM tracking_positions
            WHERE vehicle_id = v.id ORDER BY recorded_at DESC, id DESC LIMIT 1)
        ) p
        WHERE v.ref_no IN (${refList(refs)}) ORDER BY v.id, p.recorded_at DESC, p.source DESC, p.id DESC`,
  );
}
