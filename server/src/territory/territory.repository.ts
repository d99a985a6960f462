import { sql, type SQL } from 'drizzle-orm';
import {
  MASTER_DATA_RESOURCES,
  parseDaysOfMonth,
  parseDaysOfWeek,
  type TerritoryFilterQuery,
} from '@rota/core';
import { rows, type Orm } from '../db/database.js';
import type { StoredResource } from '../master-data/resource.repository.js';
import { type CenterVisibility } from '../master-data/resource-scope.rules.js';
import { scopeCondition } from '../master-data/resource-scope.repository.js';
import { joins, selectList } from '../master-data/resource-sql.repository.js';

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

const smallints = (list: readonly number[]) => sql`${textArray(list.map(String))}::smallint[]`;

/**
 * The map filter's conditions: active in the date range (an open end is open), visiting on one
 * of the days asked (a territory with no days of week, or of month, is not limited by them), the
 * tag (case aside).
 */
function filterConditions(query: TerritoryFilterQuery): SQL[] {
  const where: SQL[] = [];
  if (query.startdate) where.push(sql`(t.end_date IS NULL OR t.end_date >= ${query.startdate}::date)`);
  if (query.enddate) where.push(sql`(t.start_date IS NULL OR t.start_date <= ${query.enddate}::date)`);
  const week = parseDaysOfWeek(query.daysOfWeek);
  if (week.length) where.push(sql`(cardinality(t.days_of_week) = 0 OR t.days_of_week && ${smallints(week)})`);
  const month = parseDaysOfMonth(query.daysOfMonth);
  if (month.length)
    where.push(sql`(cardinality(t.days_of_month) = 0 OR t.days_of_month && ${smallints(month)})`);
  if (query.tag && query.tag.trim() !== '') where.push(sql`lower(t.tag) = lower(${query.tag.trim()})`);
  return where;
}

/** The territories of the map filter in the user's centers, by name. */
export function filteredTerritories(
  orm: Orm,
  visibility: CenterVisibility,
  center: number | null,
  query: TerritoryFilterQuery,
): Promise<Record<string, unknown>[]> {
  return territoriesWhere(orm, visibility, center, filterConditions(query));
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

/** The center a territory belongs to (null when none, or no such territory). */
export async function territoryCenter(orm: Orm, territoryId: number): Promise<number | null> {
  const [stored] = await rows<{ center: number | null }>(
    orm,
    sql`SELECT distribution_center_id AS center FROM territories WHERE id = ${territoryId}`,
  );
  return stored?.center ?? null;
}

/** Takes out of a territory the locations that are not of its center. */
export async function dropLocationsOfOtherCenters(
  orm: Orm,
  territoryId: number,
  center: number | null,
): Promise<void> {
  await orm.execute(
    sql`DELETE FROM territory_locations tl USING locations l WHERE tl.territory_id = ${territoryId}
        AND l.id = tl.location_id AND l.distribution_center_id IS DISTINCT FROM ${center}`,
  );
}
