import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import pg from 'pg';
import { ROADS_SCHEMA } from './road-network.repository.js';
import {
  countRoadNetwork,
  enableRoadExtensions,
  recreateStagingSchema,
  rollBackImport,
  swapInStagedNetwork,
} from './roads-import.repository.js';

/** osm2pgrouting's car profile as Debian installs it. */
export const CAR_MAPCONFIG = '/usr/share/osm2pgrouting/mapconfig_for_cars.xml';
const STAGING = `${ROADS_SCHEMA}_import`;

export interface RoadsImportOptions {
  file: string;
  databaseUrl: string;
  /** osm2pgrouting's configuration (default: its car profile). */
  mapconfig?: string;
  log?: (line: string) => void;
}

export interface RoadsImportSummary {
  ways: number;
  vertices: number;
  /** Vertices of the largest strongly connected part, where places are snapped. */
  routableVertices: number;
  seconds: number;
}

/** What the operator must fix: the message says what to do next. */
export class RoadsImportError extends Error {}

const KINDS = [
  ['.osm.pbf', 'pbf'],
  ['.pbf', 'pbf'],
  ['.osm.gz', 'gz'],
  ['.osm', 'xml'],
] as const;

function kindOf(file: string): 'pbf' | 'gz' | 'xml' {
  const found = KINDS.find(([suffix]) => file.toLowerCase().endsWith(suffix));
  if (!found)
    throw new RoadsImportError(`${file}: an OpenStreetMap extract ends in .osm, .osm.gz or .osm.pbf`);
  return found[1];
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv, log: (line: string) => void) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    const keep = (chunk: Buffer) => {
      tail = (tail + chunk.toString('utf8')).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new RoadsImportError(
              `${command} is not installed: on Debian, apt-get install ${command === 'osmium' ? 'osmium-tool' : 'osm2pgrouting'}`,
            )
          : error,
      ),
    );
    child.once('exit', (code) => {
      if (code === 0) {
        log(`${command} done`);
        resolve();
      } else reject(new RoadsImportError(`${command} failed (exit ${code}):\n${tail.trim()}`));
    });
  });
}

/** The extract as OSM XML (what osm2pgrouting reads), in a folder of its own. */
async function asOsmXml(file: string, folder: string, log: (line: string) => void): Promise<string> {
  const kind = kindOf(file);
  if (kind === 'xml') return file;
  const target = path.join(folder, 'extract.osm');
  if (kind === 'gz')
    await pipeline(fs.createReadStream(file), zlib.createGunzip(), fs.createWriteStream(target));
  else await run('osmium', ['cat', file, '-o', target, '--overwrite'], process.env, log);
  return target;
}

/**
 * Imports an OpenStreetMap extract as the road network of `ROTA_ROUTING=pgrouting`: PostGIS and
 * pgRouting in the database, osm2pgrouting's car profile into a staging schema, the largest
 * strongly connected part marked routable, then the staging schema swapped for `roads` in one
 * transaction (a running server keeps routing on the old network until then) and the cached
 * matrices of pgRouting forgotten.
 */
export async function importRoads(options: RoadsImportOptions): Promise<RoadsImportSummary> {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  if (!fs.existsSync(options.file)) throw new RoadsImportError(`${options.file}: no such file`);
  kindOf(options.file);
  const mapconfig = options.mapconfig ?? CAR_MAPCONFIG;
  if (!fs.existsSync(mapconfig))
    throw new RoadsImportError(
      `${mapconfig}: no osm2pgrouting configuration there (apt-get install osm2pgrouting)`,
    );
  const url = new URL(options.databaseUrl);
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-roads-'));
  try {
    try {
      await enableRoadExtensions(client);
    } catch (error) {
      throw new RoadsImportError(
        `PostGIS and pgRouting cannot be enabled in this database (${(error as Error).message}): on Debian, apt-get install postgresql-15-postgis-3 postgresql-15-pgrouting, and import as a user who may create extensions`,
      );
    }
    await recreateStagingSchema(client, STAGING);
    const xml = await asOsmXml(options.file, folder, log);
    log(`osm2pgrouting ${path.basename(options.file)} (${path.basename(mapconfig)})`);
    await run(
      'osm2pgrouting',
      [
        ...['-f', xml, '-c', mapconfig, '--schema', STAGING, '--clean'],
        ...['-d', decodeURIComponent(url.pathname.slice(1)) || 'postgres'],
        ...['-h', url.hostname || 'localhost', '-p', url.port || '5432'],
        ...['-U', decodeURIComponent(url.username) || os.userInfo().username],
      ],
      // The password goes by the environment, never on a command line others can read.
      { ...process.env, ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}) },
      log,
    );
    await swapInStagedNetwork(client, STAGING);
    const row = await countRoadNetwork(client);
    return {
      ways: Number(row?.ways ?? 0),
      vertices: Number(row?.vertices ?? 0),
      routableVertices: Number(row?.routable ?? 0),
      seconds: (Date.now() - started) / 1000,
    };
  } catch (error) {
    await rollBackImport(client);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
