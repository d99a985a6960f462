import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePolyline, haversineMeters, type LatLng, type OrderListResponse } from '@rota/core';
import type { Job, RouteResult } from '@rota/core/daily-plan';
import { openDatabase, rows, sql, type Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { ensureResourceIndexes } from '../master-data/resource-indexes.js';
import { createDailyPlanTestApp, type DailyPlanTestApp } from '../daily-plan/testing/daily-plan-test-app.js';
import { jobInput, waitForStatus } from '../daily-plan/testing/job-helpers.js';
import { travelMatrixFor } from './travel-matrix-for.js';

/**
 * Plans on real roads: the Andorra demo on pgRouting. Needs ROTA_ROADS_DATABASE_URL, a database on
 * the PostgreSQL server holding nothing but the imported network (`rota roads import
 * test-fixtures/osm/andorra.osm.pbf`; `.ci/run` makes it); each run plans in a copy of it. With
 * ROTA_ROAD_TESTS=required (CI) a missing database fails instead of skipping.
 */
const roadsUrl = process.env['ROTA_ROADS_DATABASE_URL'];
const required = process.env['ROTA_ROAD_TESTS'] === 'required';
const SKIP_REASON =
  'road tests skipped: set ROTA_ROADS_DATABASE_URL to a PostgreSQL database with the Andorra network imported (see .ci/run)';
if (!roadsUrl) console.log(SKIP_REASON);

describe.runIf(!roadsUrl && required)('road tests required', () => {
  it('has a road database', () => {
    expect.fail(SKIP_REASON);
  });
});

/** The test's own copy of the road database, dropped afterwards. */
async function copyOfRoads(url: string): Promise<{ db: Database; drop: () => Promise<void> }> {
  const source = new URL(url);
  const template = decodeURIComponent(source.pathname.slice(1));
  const name = `rota_roads_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const run = async (query: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: target.toString() });
  await migrate(db);
  await ensureResourceIndexes(db);
  return { db, drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

const EDGES = `SELECT gid AS id, source, target, CASE WHEN cost < 0 THEN -1 ELSE length_m END AS cost,
  CASE WHEN reverse_cost < 0 THEN -1 ELSE length_m END AS reverse_cost FROM roads.ways`;

/** pgRouting's shortest path between the junctions nearest to two points, asked directly. */
async function shortestPath(db: Database, a: LatLng, b: LatLng): Promise<number> {
  const nearest = (p: LatLng) =>
    sql`(SELECT id FROM roads.ways_vertices_pgr ORDER BY the_geom <-> ST_SetSRID(ST_MakePoint(${p.lng}, ${p.lat}), 4326) LIMIT 1)`;
  const [row] = await rows<{ metres: number | null }>(
    db.orm,
    sql`SELECT (SELECT max(agg_cost) FROM pgr_dijkstra(${EDGES}, ${nearest(a)}, ${nearest(b)}, true)) AS metres`,
  );
  return Number(row?.metres ?? 0);
}

interface Leg {
  from: LatLng;
  to: LatLng;
  distance: number;
  shape: LatLng[];
}

describe.runIf(!!roadsUrl)('plans on real roads (pgRouting, the Andorra demo)', () => {
  let t: DailyPlanTestApp;
  let drop: () => Promise<void>;
  let admin: string;
  let result: RouteResult & { jobOverview: { distanceBasis?: unknown } };
  let legs: Leg[];

  beforeAll(async () => {
    const copy = await copyOfRoads(roadsUrl as string);
    drop = copy.drop;
    t = await createDailyPlanTestApp({
      db: copy.db,
      region: 'andorra',
      config: { routing: { engine: 'pgrouting', fallback: false } },
    });
    admin = await t.token('admin@demo.rota');
    const o = await t.call<OrderListResponse>(
      'GET',
      `/api/orders?distributionCenterId=${t.centerId}&date=${t.today}`,
      { token: admin },
    );
    const v = await t.call<{ vehicleResultList: { refNo: string }[] }>(
      'GET',
      `/api/vehicles?distributionCenterId=${t.centerId}`,
      { token: admin },
    );
    const orders = o.envelope.data.orderResultDetails.map((x) => x.refNo);
    const vehicles = v.envelope.data.vehicleResultList.map((x) => x.refNo);
    expect(orders.length).toBeGreaterThan(10);
    const created = await t.call<Job>('POST', '/api/jobs/partial-job', {
      token: admin,
      body: jobInput({ refNo: 'ROADS-1', centerId: t.centerId, orders, vehicles, queue: true, seconds: 2 }),
    });
    expect(created.status).toBe(201);
    const job = await waitForStatus(t, admin, 'ROADS-1', ['SUCCESS', 'INFEASIBLE', 'FAILED']);
    expect(job.status, job.result ?? '').toBe('SUCCESS');
    const answer = await t.call<typeof result>('GET', '/api/routes/ROADS-1', { token: admin });
    expect(answer.status).toBe(200);
    result = answer.envelope.data;
    legs = result.vehicleWithAssignedLocations.flatMap((vehicle) =>
      vehicle.locations.slice(1).map((stop, i) => {
        const previous = vehicle.locations[i] as (typeof vehicle.locations)[number];
        return {
          from: { lat: previous.latitude, lng: previous.longitude },
          to: { lat: stop.latitude, lng: stop.longitude },
          distance: stop.distance,
          shape: stop.polyline ? (decodePolyline(stop.polyline) ?? []) : [],
        };
      }),
    );
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await drop?.();
  });

  it('says the plan is on roads, not a straight-line estimate', () => {
    const basis = { engine: 'pgrouting', isStraightLineEstimate: false, fallbackReason: null };
    expect(result.distanceBasis).toEqual(basis);
    expect(result.jobOverview.distanceBasis).toEqual(basis);
  });

  it("prices every leg at pgRouting's shortest path between its points (within 1 %), never below the straight line", async () => {
    const moving = legs.filter((l) => haversineMeters(l.from, l.to) > 1);
    expect(moving.length).toBeGreaterThan(5);
    for (const leg of moving) {
      const road = await shortestPath(t.db, leg.from, leg.to);
      expect(
        Math.abs(leg.distance - road),
        `${JSON.stringify(leg.from)} → ${JSON.stringify(leg.to)}`,
      ).toBeLessThanOrEqual(road * 0.01 + 1);
      expect(leg.distance).toBeGreaterThanOrEqual(Math.floor(haversineMeters(leg.from, leg.to)));
    }
  });

  it('has legs that differ by direction (one-way streets)', async () => {
    const points = legs.flatMap((l) => [l.from, l.to]);
    const travel = travelMatrixFor(t.db, { engine: 'pgrouting', fallback: false });
    const matrix = await travel.matrix(points, {
      kind: 'haversine',
      roadFactor: 1,
      averageSpeedKmh: 35,
      trafficSeverityRate: 0,
    });
    const n = matrix.size;
    const differing = legs.filter((_, k) => {
      const there = matrix.distance[2 * k * n + 2 * k + 1] as number;
      const back = matrix.distance[(2 * k + 1) * n + 2 * k] as number;
      return Math.abs(there - back) > 0.01 * Math.max(there, back);
    });
    expect(differing.length).toBeGreaterThan(0);
  });

  it("gives each leg the road's shape from stop to stop, bending with the road", () => {
    const moving = legs.filter((l) => haversineMeters(l.from, l.to) > 1);
    for (const leg of moving) {
      expect(leg.shape.length).toBeGreaterThanOrEqual(2);
      expect(haversineMeters(leg.shape[0] as LatLng, leg.from)).toBeLessThan(2);
      expect(haversineMeters(leg.shape.at(-1) as LatLng, leg.to)).toBeLessThan(2);
      const drawn = leg.shape
        .slice(1)
        .reduce((sum, p, i) => sum + haversineMeters(leg.shape[i] as LatLng, p), 0);
      expect(Math.abs(drawn - leg.distance)).toBeLessThanOrEqual(leg.distance * 0.05 + 10);
    }
    const bending = moving.filter((l) => l.shape.length > 2);
    expect(bending.length).toBeGreaterThan(moving.length / 2);
  });

  it('fails a job with a place off the road network, naming the place', async () => {
    // A mountain top (Coma Pedrosa) is far from every road.
    const [moved] = await rows<{ name: string; ref_no: string }>(
      t.db.orm,
      sql`UPDATE locations SET latitude = 42.5917, longitude = 1.4447
          WHERE id = (SELECT l.id FROM locations l JOIN orders o ON o.location_id = l.id
                      WHERE o.distribution_center_id = ${t.centerId} AND NOT l.is_depot ORDER BY l.id LIMIT 1)
          RETURNING name, ref_no`,
    );
    const orders = await rows<{ ref_no: string }>(
      t.db.orm,
      sql`SELECT o.ref_no FROM orders o JOIN locations l ON l.id = o.location_id WHERE l.ref_no = ${moved?.ref_no}`,
    );
    const v = await t.call<{ vehicleResultList: { refNo: string }[] }>(
      'GET',
      `/api/vehicles?distributionCenterId=${t.centerId}`,
      { token: admin },
    );
    await t.call<Job>('POST', '/api/jobs/partial-job', {
      token: admin,
      body: jobInput({
        refNo: 'ROADS-OFF',
        centerId: t.centerId,
        orders: orders.map((o) => o.ref_no),
        vehicles: v.envelope.data.vehicleResultList.slice(0, 1).map((x) => x.refNo),
        queue: true,
        seconds: 1,
      }),
    });
    const job = await waitForStatus(t, admin, 'ROADS-OFF', ['SUCCESS', 'INFEASIBLE', 'FAILED']);
    expect(job.status).toBe('FAILED');
    expect(job.result).toContain(moved?.name);
    expect(job.result).toContain('no road');
  }, 60_000);
});
