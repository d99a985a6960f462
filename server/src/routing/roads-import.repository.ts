import type pg from 'pg';
import { ROADS_SCHEMA } from './road-network.repository.js';

/**
 * The statements of importing a road network, on the importer's own connection (osm2pgrouting
 * writes the staging schema between them).
 */

/** PostGIS and pgRouting in the database. */
export async function enableRoadExtensions(client: pg.Client): Promise<void> {
  await client.query('CREATE EXTENSION IF NOT EXISTS postgis');
  await client.query('CREATE EXTENSION IF NOT EXISTS pgrouting');
}

/** An empty staging schema for osm2pgrouting. */
export async function recreateStagingSchema(client: pg.Client, staging: string): Promise<void> {
  await client.query(`DROP SCHEMA IF EXISTS ${staging} CASCADE; CREATE SCHEMA ${staging}`);
}

/**
 * In one transaction: the largest strongly connected part of the staged network marked routable,
 * the staging schema swapped for the road network, and pgRouting's cached matrices forgotten.
 * A failure leaves the transaction open for `rollBackImport`.
 */
export async function swapInStagedNetwork(client: pg.Client, staging: string): Promise<void> {
  await client.query('BEGIN');
  await client.query(
    `CREATE TABLE ${staging}.routable_vertices AS
       WITH parts AS (
         SELECT component, node FROM pgr_strongComponents(
           'SELECT gid AS id, source, target, cost, reverse_cost FROM ${staging}.ways')),
       largest AS (SELECT component FROM parts GROUP BY component ORDER BY count(*) DESC LIMIT 1)
       SELECT v.id, v.the_geom FROM ${staging}.ways_vertices_pgr v
       JOIN parts p ON p.node = v.id JOIN largest l ON l.component = p.component`,
  );
  await client.query(`CREATE INDEX ON ${staging}.routable_vertices USING gist (the_geom)`);
  await client.query(`DROP SCHEMA IF EXISTS ${ROADS_SCHEMA} CASCADE`);
  await client.query(`ALTER SCHEMA ${staging} RENAME TO ${ROADS_SCHEMA}`);
  const cache = await client.query<{ present: boolean }>(
    `SELECT to_regclass('travel_points') IS NOT NULL AS present`,
  );
  if (cache.rows[0]?.present) await client.query(`DELETE FROM travel_points WHERE engine = 'pgrouting'`);
  await client.query('COMMIT');
}

/** Ways, vertices and routable vertices of the road network (as texts, PostgreSQL's bigint). */
export async function countRoadNetwork(
  client: pg.Client,
): Promise<{ ways: string; vertices: string; routable: string } | undefined> {
  const counts = await client.query<{ ways: string; vertices: string; routable: string }>(
    `SELECT (SELECT count(*) FROM ${ROADS_SCHEMA}.ways) AS ways,
            (SELECT count(*) FROM ${ROADS_SCHEMA}.ways_vertices_pgr) AS vertices,
            (SELECT count(*) FROM ${ROADS_SCHEMA}.routable_vertices) AS routable`,
  );
  return counts.rows[0];
}

/** Ends an import's open transaction, if any; a failure to do so is no further news. */
export async function rollBackImport(client: pg.Client): Promise<void> {
  await client.query('ROLLBACK').catch(() => undefined);
}
