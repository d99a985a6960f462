import { sql, type SQL } from 'drizzle-orm';
import { MASTER_DATA_RESOURCES } from '@rota/core';
import { rows, type Orm } from '../db/database.js';
import type { StoredResource } from '../master-data/resource-repository.js';
import { scopeCondition, type CenterVisibility } from '../master-data/resource-scope.js';
import { joins, selectList } from '../master-data/resource-sql.js';

/** A territory's locations in visit order, numbered 1..n (a missing visit order goes last). */
const visits = sql`(SELECT tl.location_id, row_number() OVER (ORDER BY tl.visit_order NULLS LAST, tl.location_id) AS n
  FROM territory_locations tl WHERE tl.territory_id = t.id)`;

/** The territory columns read beside the declared ones: its center's name and its locations. */
export const territoryComputed: Record<string, SQL> = {
  distributionCenterName: sql`(SELECT dc.name FROM distribution_centers dc WHERE dc.id = t.distribution_center_id)`,
  locationCount: sql`(SELECT count(*)::int FROM territory_locations tl WHERE tl.territory_id = t.id)`,
  locationRefNoList: sql`COALESCE((SELECT jsonb_agg(l.ref_no ORDER BY v.n) FROM ${visits} v
    JOIN locations l ON l.id = v.location_id), '[]'::jsonb)`,
  locationList: sql`COALESCE((SELECT jsonb_agg(jsonb_build_object('locationRefNo', l.ref_no, 'visitOrder', v.n) ORDER BY v.n)
    FROM ${visits} v JOIN locations l ON l.id = v.location_id), '[]'::jsonb)`,
};

export const territoryStored: StoredResource = {
  config: MASTER_DATA_RESOURCES.territories,
  computed: territoryComputed,
};

const storage = MASTER_DATA_RESOURCES.territories.storage;

/** A text[] of any length bound as one parameter. */
export const textArray = (list: readonly string[]): SQL =>
  sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(list)}::jsonb))`;

/** Territories in the user's centers that meet every condition (on `t`), by name. */
export async function territoriesWhere(
  orm: Orm,
  visibility: CenterVisibility,
  center: number | null,
  conditions: readonly SQL[],
): Promise<Record<string, unknown>[]> {
  const where = sql.join([scopeCondition(storage.scope, visibility, center), ...conditions], sql` AND `);
  return rows(
    orm,
    sql`SELECT ${selectList(storage, territoryComputed)} FROM territories t${joins(storage)}
        WHERE ${where} ORDER BY t.name, t.id`,
  );
}

/** A location as territories use it. */
export interface PlacedLocation {
  id: number;
  refNo: string;
  name: string;
  center: number | null;
  latitude: number;
  longitude: number;
  isDepot: boolean;
  /** The territory that holds it, if any. */
  territoryId: number | null;
}

const placed = sql`l.id, l.ref_no AS "refNo", l.name, l.distribution_center_id AS center, l.latitude,
  l.longitude, l.is_depot AS "isDepot", tl.territory_id AS "territoryId"
  FROM locations l LEFT JOIN territory_locations tl ON tl.location_id = l.id`;

/** Locations by reference. */
export async function locationsByRefNo(orm: Orm, refNos: readonly string[]): Promise<PlacedLocation[]> {
  if (refNos.length === 0) return [];
  return rows(orm, sql`SELECT ${placed} WHERE l.ref_no = ANY(${textArray(refNos)})`);
}

/** The locations of some centers. */
export async function locationsOfCenters(orm: Orm, centers: readonly number[]): Promise<PlacedLocation[]> {
  if (centers.length === 0) return [];
  return rows(
    orm,
    sql`SELECT ${placed} WHERE l.distribution_center_id = ANY(${textArray(centers.map(String))}::int[])
        ORDER BY l.ref_no`,
  );
}

/**
 * Makes `locationIds` the territory's locations in that order (visit orders 1..n), taking them
 * out of any other territory (a location belongs to one territory at most).
 */
export async function replaceTerritoryLocations(
  orm: Orm,
  territoryId: number,
  locationIds: readonly number[],
): Promise<void> {
  const ids = sql`${textArray(locationIds.map(String))}::int[]`;
  await orm.execute(
    sql`DELETE FROM territory_locations WHERE territory_id = ${territoryId} OR location_id = ANY(${ids})`,
  );
  if (locationIds.length === 0) return;
  await orm.execute(
    sql`INSERT INTO territory_locations (territory_id, location_id, visit_order)
        SELECT ${territoryId}, id, n FROM unnest(${ids}) WITH ORDINALITY AS x(id, n)`,
  );
}

/** The center and polygon of territories by id. */
export async function territoryCenters(
  orm: Orm,
  ids: readonly number[],
): Promise<{ id: number; center: number | null }[]> {
  if (ids.length === 0) return [];
  return rows(
    orm,
    sql`SELECT id, distribution_center_id AS center FROM territories
        WHERE id = ANY(${textArray(ids.map(String))}::int[])`,
  );
}
