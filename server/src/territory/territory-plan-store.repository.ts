import { sql } from 'drizzle-orm';
import { rows, type Orm } from '../db/database.js';
import type { PlanInput } from './territory-plan.repository.js';

/** The statements of storing a territory plan's territories (territory-plan.store.ts decides them). */

/** A territory an earlier run of the same plan made: a run replaces these, and only these. */
export interface ReplacedTerritory {
  id: number;
  name: string;
  no: number | null;
  locationCount: number;
}

/** A territory the run does not replace that holds some of the plan's locations. */
export interface HolderRow {
  locationId: number;
  id: number;
  name: string;
  locationCount: number;
}

const idList = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** The plan's own territories from an earlier run: its reference as tag, type Periodic, its center. */
export function replacedTerritories(orm: Orm, input: PlanInput): Promise<ReplacedTerritory[]> {
  return rows(
    orm,
    sql`SELECT t.id, t.name, t.no,
          (SELECT count(*)::int FROM territory_locations tl WHERE tl.territory_id = t.id) AS "locationCount"
        FROM territories t
        WHERE t.tag = ${input.jobRefNo} AND t.territory_type = 'Periodic'
          AND t.distribution_center_id IS NOT DISTINCT FROM ${input.center}
        ORDER BY t.no NULLS LAST, t.id`,
  );
}

/** Which of the locations territories other than the replaced ones hold. */
export function holders(
  orm: Orm,
  locationIds: readonly number[],
  replaced: readonly number[],
): Promise<HolderRow[]> {
  return rows(
    orm,
    sql`SELECT tl.location_id AS "locationId", t.id, t.name,
          (SELECT count(*)::int FROM territory_locations x WHERE x.territory_id = t.id) AS "locationCount"
        FROM territory_locations tl JOIN territories t ON t.id = tl.territory_id
        WHERE tl.location_id = ANY(${idList(locationIds)}::int[]) AND NOT (t.id = ANY(${idList(replaced)}::int[]))
        ORDER BY t.name, t.id`,
  );
}

/** The names the center's other territories hold (names are unique per center). */
export async function takenTerritoryNames(
  tx: Orm,
  center: number | null,
  replacedIds: readonly number[],
): Promise<string[]> {
  const found = await rows<{ name: string }>(
    tx,
    sql`SELECT name FROM territories WHERE distribution_center_id IS NOT DISTINCT FROM ${center}
        AND NOT (id = ANY(${idList(replacedIds)}::int[]))`,
  );
  return found.map((r) => r.name);
}

export async function clearTerritoryLocations(tx: Orm, territoryIds: readonly number[]): Promise<void> {
  await tx.execute(
    sql`DELETE FROM territory_locations WHERE territory_id = ANY(${idList(territoryIds)}::int[])`,
  );
}

/** What a run draws of a territory: its outline, centre, default vehicle and days. */
export interface DrawnTerritory {
  name: string;
  /** JSON text of the outline's points. */
  polygon: string;
  lat: number;
  lng: number;
  vehicleRef: string | null;
  /** The days of the week as a PostgreSQL array literal. */
  days: string;
}

/** Redraws a territory of an earlier run. */
export async function redrawTerritory(tx: Orm, id: number, fields: DrawnTerritory): Promise<void> {
  await tx.execute(
    sql`UPDATE territories SET name = ${fields.name}, polygon = ${fields.polygon}::jsonb, latitude = ${fields.lat},
          longitude = ${fields.lng}, default_vehicle_id = (SELECT id FROM vehicles WHERE ref_no = ${fields.vehicleRef}),
          days_of_week = ${fields.days}::smallint[], updated_at = now()
        WHERE id = ${id}`,
  );
}

/** A new periodic territory of the plan (tagged with its reference); answers its id. */
export async function insertPlanTerritory(
  tx: Orm,
  input: PlanInput,
  no: number,
  fields: DrawnTerritory,
): Promise<number> {
  const [created] = await rows<{ id: number }>(
    tx,
    sql`INSERT INTO territories (name, no, distribution_center_id, polygon, latitude, longitude, default_vehicle_id,
          days_of_week, tag, separation_type, territory_type)
        VALUES (${fields.name}, ${no}, ${input.center}, ${fields.polygon}::jsonb, ${fields.lat}, ${fields.lng},
          (SELECT id FROM vehicles WHERE ref_no = ${fields.vehicleRef}),
          ${fields.days}::smallint[], ${input.jobRefNo}, 'Hard', 'Periodic')
        RETURNING id`,
  );
  return created!.id;
}

/** The territory's locations in visit order. */
export async function insertTerritoryLocations(
  tx: Orm,
  territoryId: number,
  locationIds: readonly number[],
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO territory_locations (territory_id, location_id, visit_order)
        SELECT ${territoryId}, x.id, x.n FROM unnest(${idList(locationIds)}::int[]) WITH ORDINALITY AS x(id, n)`,
  );
}

export async function deleteTerritories(tx: Orm, ids: readonly number[]): Promise<void> {
  await tx.execute(sql`DELETE FROM territories WHERE id = ANY(${idList(ids)}::int[])`);
}
