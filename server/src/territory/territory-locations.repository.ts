import { sql } from 'drizzle-orm';
import { first, rows, type Orm } from '../db/database.js';
import { type CenterVisibility } from '../master-data/resource-scope.rules.js';
import { scopeCondition } from '../master-data/resource-scope.repository.js';
import { textArray } from './territory.repository.js';

/** The territory's locations, ids in visit order. */
export function memberIds(orm: Orm, territoryId: number): Promise<{ id: number; refNo: string }[]> {
  return rows(
    orm,
    sql`SELECT l.id, l.ref_no AS "refNo" FROM territory_locations tl JOIN locations l ON l.id = tl.location_id
        WHERE tl.territory_id = ${territoryId} ORDER BY tl.visit_order NULLS LAST, l.id`,
  );
}

/** Locations by id as the territory screens list them (reference, place, type, parent), by name. */
export function locationDetails(
  orm: Orm,
  ids: readonly number[],
): Promise<(Record<string, unknown> & { id: number })[]> {
  return rows(
    orm,
    sql`SELECT l.id, l.ref_no AS "refNo", l.name, l.latitude, l.longitude, l.location_type AS "locationType",
          l.is_depot AS "isDepot", l.client_name AS "clientName", p.ref_no AS "parentRefNo",
          to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createDate", l.address
        FROM locations l LEFT JOIN locations p ON p.id = l.parent_location_id
        WHERE l.id = ANY(${textArray(ids.map(String))}::int[]) ORDER BY l.name`,
  );
}

/** A location held by a territory. */
export interface HeldLocation {
  territoryId: number;
  territoryName: string;
  locationRefNo: string;
  locationName: string;
}

/**
 * Which of these locations territories in the user's centers already hold, other than the
 * territory named `exceptName` (case aside), by territory and visit order.
 */
export function locationsHeldElsewhere(
  orm: Orm,
  visibility: CenterVisibility,
  locationRefNos: readonly string[],
  exceptName: string,
): Promise<HeldLocation[]> {
  return rows(
    orm,
    sql`SELECT t.id AS "territoryId", t.name AS "territoryName", l.ref_no AS "locationRefNo", l.name AS "locationName"
        FROM territory_locations tl JOIN territories t ON t.id = tl.territory_id JOIN locations l ON l.id = tl.location_id
        WHERE l.ref_no = ANY(${textArray(locationRefNos)}) AND lower(t.name) <> lower(${exceptName})
          AND ${scopeCondition({ kind: 'center' }, visibility, null)}
        ORDER BY t.name, t.id, tl.visit_order NULLS LAST, l.ref_no`,
  );
}

/** Every location held by a territory in the user's centers, by territory and visit order. */
export function locationTerritories(orm: Orm, visibility: CenterVisibility): Promise<HeldLocation[]> {
  return rows(
    orm,
    sql`SELECT l.ref_no AS "locationRefNo", t.id AS "territoryId", t.name AS "territoryName", l.name AS "locationName"
        FROM territory_locations tl JOIN territories t ON t.id = tl.territory_id JOIN locations l ON l.id = tl.location_id
        WHERE ${scopeCondition({ kind: 'center' }, visibility, null)}
        ORDER BY t.name, tl.visit_order NULLS LAST, l.ref_no`,
  );
}

/** Moves a location to the end of another territory's visit order. */
export async function moveLocationToTerritoryEnd(
  orm: Orm,
  locationId: number,
  territoryId: number,
): Promise<void> {
  const last = await first<{ n: number }>(
    orm,
    sql`SELECT coalesce(max(visit_order), 0)::int AS n FROM territory_locations WHERE territory_id = ${territoryId}`,
  );
  await orm.execute(
    sql`UPDATE territory_locations SET territory_id = ${territoryId}, visit_order = ${(last?.n ?? 0) + 1}
        WHERE location_id = ${locationId}`,
  );
}
