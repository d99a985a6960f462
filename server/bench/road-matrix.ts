/**
 * A road matrix of many places on pgRouting: time and memory, cold (pgRouting computes every pair
 * and the cache keeps it) and warm (every pair from the cache).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/rota_roads_bench \
 *     npx tsx --conditions=@rota/source server/bench/road-matrix.ts [--points 1000]
 *
 * The database holds an imported network (`rota roads import FILE`); the places are junctions of
 * it drawn with a fixed seed. Memory: this process's resident set (sampled every 20 ms) and the
 * cache's size in the database.
 */
import { openDatabase, rows, sql } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { travelMatrixFor } from '../src/routing/travel-matrix-for.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? (args[at + 1] ?? fallback) : fallback;
};
const count = Number(option('--points', '1000'));
const url = process.env['DATABASE_URL'];
if (!url) throw new Error('DATABASE_URL must name a database with an imported road network');

const db = await openDatabase({ databaseUrl: url });
await migrate(db);
await db.orm.execute(sql`SELECT setseed(0.42)`);
const points = (
  await rows<{ lat: number; lng: number }>(
    db.orm,
    sql`SELECT ST_Y(the_geom) AS lat, ST_X(the_geom) AS lng FROM (SELECT the_geom FROM roads.routable_vertices ORDER BY id) v
        ORDER BY random() LIMIT ${count}`,
  )
).map((p, i) => ({ lat: Number(p.lat), lng: Number(p.lng), name: `P${i + 1}` }));
await db.orm.execute(sql`DELETE FROM travel_points WHERE engine = 'pgrouting'`);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
async function measure(label: string) {
  let peak = process.memoryUsage().rss;
  const before = peak;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const travel = travelMatrixFor(db, { engine: 'pgrouting', fallback: false });
  const matrix = await travel.matrix(points, {
    kind: 'haversine',
    roadFactor: 1,
    averageSpeedKmh: 35,
    trafficSeverityRate: 0,
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `${label}: ${matrix.size} × ${matrix.size} in ${seconds.toFixed(1)} s; RSS ${mb(before)} before, peak ${mb(peak)}`,
  );
}

console.log(`${points.length} junctions of the imported network`);
await measure('cold (pgRouting, cache written)');
const [size] = await rows<{ pairs: string; bytes: string }>(
  db.orm,
  sql`SELECT (SELECT count(*) FROM travel_matrix_cache) AS pairs, pg_total_relation_size('travel_matrix_cache') AS bytes`,
);
console.log(
  `cache: ${Number(size?.pairs).toLocaleString('en')} pairs, ${mb(Number(size?.bytes))} with its indexes`,
);
await measure('warm (from the cache)');
await db.close();
