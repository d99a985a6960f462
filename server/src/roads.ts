/**
 * `node server/dist/roads.js import FILE [--mapconfig FILE]`: imports an OpenStreetMap extract
 * into the database that DATABASE_URL names, as the road network of ROTA_ROUTING=pgrouting
 * (`rota roads import` runs this). Exit codes: 0 done, 1 failed, 2 usage.
 */
import { importRoads, RoadsImportError } from './routing/roads-import.js';

const [command, file, ...rest] = process.argv.slice(2);
const usage =
  'usage: roads import FILE.osm|FILE.osm.gz|FILE.osm.pbf [--mapconfig FILE] (DATABASE_URL names the database)';
const mapconfigAt = rest.indexOf('--mapconfig');
const mapconfig = mapconfigAt >= 0 ? rest[mapconfigAt + 1] : undefined;
const databaseUrl = process.env['DATABASE_URL'];
if (command !== 'import' || !file || (mapconfigAt >= 0 && !mapconfig)) {
  console.error(usage);
  process.exit(2);
}
if (!databaseUrl) {
  console.error(
    'DATABASE_URL must name the PostgreSQL database to import the roads into (the one Rota uses)',
  );
  process.exit(2);
}
try {
  const summary = await importRoads({
    file,
    databaseUrl,
    ...(mapconfig ? { mapconfig } : {}),
    log: (line) => console.log(line),
  });
  console.log(
    `Imported ${summary.ways} road segments, ${summary.vertices} junctions (${summary.routableVertices} reachable from each other by car) in ${summary.seconds.toFixed(1)} s.`,
  );
} catch (error) {
  console.error(error instanceof RoadsImportError || error instanceof Error ? error.message : String(error));
  process.exit(1);
}
