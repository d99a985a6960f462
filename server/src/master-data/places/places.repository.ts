import { sql, type SQL } from 'drizzle-orm';
import { WEEK_DAY_KEYS } from '@rota/core';
import { first, rows, type Orm } from '../../db/database.js';

/**
 * Computed columns and queries of locations, orders, planned visits and weekly planning data
 * (the main table is `t`; a reference column's table joins as `r_<field>`).
 */

/** A location's center name and its time windows. */
export const locationComputed = {
  distributionCenterName: sql`(SELECT dc.name FROM distribution_centers dc WHERE dc.id = t.distribution_center_id)`,
  timeWindows: sql`coalesce((SELECT jsonb_agg(jsonb_build_object(
      'id', w.id, 'startTime', to_char(w.start_time, 'HH24:MI'), 'endTime', to_char(w.end_time, 'HH24:MI'),
      'days', nullif(array_to_string(w.days, ','), ''), 'date', to_char(w.date, 'YYYY-MM-DD'))
      ORDER BY w.date NULLS FIRST, w.start_time, w.id)
    FROM time_window_constraints w WHERE w.location_id = t.id), '[]'::jsonb)`,
};

export async function moveLocation(
  orm: Orm,
  locationId: number,
  to: { latitude: number; longitude: number },
): Promise<void> {
  await orm.execute(
    sql`UPDATE locations SET latitude = ${to.latitude}, longitude = ${to.longitude} WHERE id = ${locationId}`,
  );
}

/** The time windows of one location, in the order the grid shows them. */
export function locationTimeWindows(orm: Orm, locationId: number): Promise<Record<string, unknown>[]> {
  return rows(
    orm,
    sql`SELECT w.id, to_char(w.start_time, 'HH24:MI') AS "startTime", to_char(w.end_time, 'HH24:MI') AS "endTime",
          to_char(w.date, 'YYYY-MM-DD') AS date, nullif(array_to_string(w.days, ','), '') AS days,
          l.ref_no AS "locationRefNo", l.name AS "locationName"
        FROM time_window_constraints w JOIN locations l ON l.id = w.location_id
        WHERE w.location_id = ${locationId}
        ORDER BY w.date NULLS FIRST, w.start_time, w.id`,
  );
}

/** An order's invoice amount as text and its nested location. */
export const orderComputed = {
  invoiceAmountString: sql`to_char(t.invoice_amount, 'FM999999999990.00')`,
  location: sql`CASE WHEN r_location_ref_no.id IS NULL THEN NULL ELSE jsonb_build_object(
      'refNo', r_location_ref_no.ref_no, 'name', r_location_ref_no.name,
      'latitude', r_location_ref_no.latitude, 'longitude', r_location_ref_no.longitude,
      'address', r_location_ref_no.address, 'locationType', r_location_ref_no.location_type) END`,
};

/** A text[] bound as one parameter. */
const textArray = (list: readonly string[]) =>
  sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(list)}::jsonb))`;

/** The center of each listed location that exists. */
export async function centersOfLocations(
  orm: Orm,
  refNos: readonly string[],
): Promise<Map<string, number | null>> {
  if (refNos.length === 0) return new Map();
  const found = await rows<{ refNo: string; center: number | null }>(
    orm,
    sql`SELECT ref_no AS "refNo", distribution_center_id AS center FROM locations
        WHERE ref_no = ANY(${textArray(refNos)})`,
  );
  return new Map(found.map((l) => [l.refNo, l.center]));
}

/** The action of each listed operation type that exists. */
export async function actionsOfOperationTypes(
  orm: Orm,
  refNos: readonly string[],
): Promise<Map<string, string>> {
  if (refNos.length === 0) return new Map();
  const found = await rows<{ refNo: string; action: string }>(
    orm,
    sql`SELECT ref_no AS "refNo", action FROM operation_types WHERE ref_no = ANY(${textArray(refNos)})`,
  );
  return new Map(found.map((o) => [o.refNo, o.action]));
}

export interface OrderPlace {
  locationId: number;
  operationTypeId: number | null;
  centerId: number;
}

export function orderPlace(orm: Orm, orderId: number): Promise<OrderPlace | undefined> {
  return first<OrderPlace>(
    orm,
    sql`SELECT location_id AS "locationId", operation_type_id AS "operationTypeId",
          distribution_center_id AS "centerId" FROM orders WHERE id = ${orderId}`,
  );
}

/** The time windows of the order's location or operation type; the location's first. */
export function orderTimeWindows(orm: Orm, order: OrderPlace): Promise<Record<string, unknown>[]> {
  return rows(
    orm,
    sql`SELECT w.id, to_char(w.start_time, 'HH24:MI') AS "startTime", to_char(w.end_time, 'HH24:MI') AS "endTime",
          to_char(w.date, 'YYYY-MM-DD') AS date, nullif(array_to_string(w.days, ','), '') AS days,
          l.ref_no AS "locationRefNo", l.name AS "locationName",
          ot.ref_no AS "operationTypeRefNo", ot.name AS "operationTypeName"
        FROM time_window_constraints w
        LEFT JOIN locations l ON l.id = w.location_id
        LEFT JOIN operation_types ot ON ot.id = w.operation_type_id
        WHERE w.location_id = ${order.locationId} OR w.operation_type_id = ${order.operationTypeId ?? -1}
        ORDER BY (w.location_id IS NULL), w.date NULLS FIRST, w.start_time, w.id`,
  );
}

/** Vehicle types, then the center's vehicles, capable or not of the order's operation type. */
export function orderCapabilities(orm: Orm, order: OrderPlace): Promise<Record<string, unknown>[]> {
  const operation = order.operationTypeId ?? -1;
  return rows(
    orm,
    sql`SELECT vt.ref_no AS "vehicleTypeRefNo", vt.name AS "vehicleTypeName", null AS "vehicleRefNo",
          null AS "vehiclePlate", ot.ref_no AS "operationTypeRefNo", ot.name AS "operationTypeName",
          c.is_capable AS "isCapable"
        FROM vehicle_type_operation_type_constraints c
        JOIN vehicle_types vt ON vt.id = c.vehicle_type_id JOIN operation_types ot ON ot.id = c.operation_type_id
        WHERE c.operation_type_id = ${operation}
      UNION ALL
      SELECT null, null, v.ref_no, v.plate, ot.ref_no, ot.name, c.is_capable
        FROM vehicle_operation_type_constraints c
        JOIN vehicles v ON v.id = c.vehicle_id JOIN operation_types ot ON ot.id = c.operation_type_id
        WHERE c.operation_type_id = ${operation} AND v.distribution_center_id = ${order.centerId}
      ORDER BY 1 NULLS LAST, 3`,
  );
}

/** mondayVisit .. sundayVisit: whether daysOfWeek holds the day's number (0 = Monday). */
export const plannedVisitComputed: Record<string, SQL> = Object.fromEntries(
  WEEK_DAY_KEYS.map((day, index) => [
    `${day}Visit`,
    sql`(${String(index)} = ANY(string_to_array(t.days_of_week, ',')))`,
  ]),
);

/** Whether another visit of no operation type exists for the location of this name. */
export async function otherVisitWithoutOperation(
  orm: Orm,
  locationName: string,
  exceptId: number,
): Promise<boolean> {
  const clash = await first<{ id: number }>(
    orm,
    sql`SELECT v.id FROM location_planned_visits v JOIN locations l ON l.id = v.location_id
        WHERE l.name = ${locationName} AND v.operation_type_id IS NULL AND v.id <> ${exceptId} LIMIT 1`,
  );
  return clash !== undefined;
}

/** weeklyVisits: the visit days comma-joined from the flags, Monday (0) first. */
export const weeklyPlanningComputed: Record<string, SQL> = {
  weeklyVisits: sql`nullif(concat_ws(',', ${sql.join(
    WEEK_DAY_KEYS.map((day, index) => sql`CASE WHEN t.${sql.raw(`${day}_visit`)} THEN ${String(index)} END`),
    sql`, `,
  )}), '')`,
};
