import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { anyEnvelopeSchema, type Envelope } from '@rota/core';
import { buildApp } from '../app.js';
import { loadConfig, type ServerConfig } from '../config.js';
import { first, openDatabase, sql, type Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { ensureResourceIndexes } from '../master-data/resource-indexes.js';
import { openTestDatabase } from './test-database.js';
import { DEMO_PASSWORD, seedDemoUsers } from '../seed/platform-seed.js';
import type { RouteDefinition } from '../platform/define-route.js';
import { createSignInThrottle, type ThrottleLimits } from '../platform/throttle.js';
import { stopDailyPlan } from '../daily-plan/index.js';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** Ids of the two distribution centers made for the test (when master data is installed). */
  centers: [number, number];
  /** Signs in and answers the token. */
  token(email: string, password?: string): Promise<string>;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; envelope: Envelope; response: LightMyRequestResponse }>;
  close(): Promise<void>;
}

async function makeCenters(db: Database): Promise<[number, number]> {
  const table = await first<{ present: boolean }>(
    db.orm,
    sql`SELECT to_regclass('distribution_centers') IS NOT NULL AS present`,
  );
  if (!table?.present) return [1, 2];
  // Both in one region, as the demo's centers are: the demo Region Manager is given the first's.
  const region = await first<{ id: number }>(
    db.orm,
    sql`INSERT INTO regions (name) VALUES ('Test region') RETURNING id`,
  );
  const ids: number[] = [];
  for (const [name, lat, lng] of [
    ['Test DC Kadıköy', 40.99, 29.03],
    ['Test DC Bakırköy', 40.98, 28.87],
  ] as const) {
    const row = await first<{ id: number }>(
      db.orm,
      sql`INSERT INTO distribution_centers (name, latitude, longitude, region_id)
          VALUES (${name}, ${lat}, ${lng}, ${region?.id ?? null}) RETURNING id`,
    );
    ids.push((row as { id: number }).id);
  }
  return [ids[0] as number, ids[1] as number];
}

async function existingCenters(db: Database): Promise<[number, number]> {
  const table = await first<{ present: boolean }>(
    db.orm,
    sql`SELECT to_regclass('distribution_centers') IS NOT NULL AS present`,
  );
  if (!table?.present) return [1, 2];
  const rows = await first<{ a: number; b: number }>(
    db.orm,
    sql`SELECT min(id) AS a, max(id) AS b FROM distribution_centers`,
  );
  return [rows?.a ?? 1, rows?.b ?? 2];
}

async function openFolderDatabase(dataDir: string, pgliteSharedBuffers?: string): Promise<Database> {
  const db = await openDatabase({ dataDir, pgliteSharedBuffers });
  await migrate(db);
  await ensureResourceIndexes(db);
  return db;
}

/** One app per test file over a fresh migrated database with the demo sign-ins. */
export async function createTestApp(
  options: {
    routes?: RouteDefinition[];
    config?: Partial<ServerConfig>;
    now?: () => Date;
    throttle?: ThrottleLimits;
    /** Another app's database (already seeded); it stays open when this app closes. */
    db?: Database;
    /** An embedded database kept in this empty folder, as `npm start` keeps it (benchmarks). */
    dataDir?: string;
    /** The embedded database's buffer cache (`PGLITE_SHARED_BUFFERS`), with `dataDir`. */
    pgliteSharedBuffers?: string;
  } = {},
): Promise<TestApp> {
  const shared = options.db;
  const db =
    shared ??
    (options.dataDir
      ? await openFolderDatabase(options.dataDir, options.pgliteSharedBuffers)
      : await openTestDatabase());
  const centers = shared ? await existingCenters(db) : await makeCenters(db);
  if (!shared) await seedDemoUsers(db, centers[0]);
  const config: ServerConfig = {
    ...loadConfig({}),
    logLevel: 'silent',
    demo: true,
    webRoot: '/nonexistent',
    ...options.config,
  };
  const app = await buildApp(config, {
    db,
    jwtSecret: TEST_JWT_SECRET,
    ...(options.routes ? { routes: options.routes } : {}),
    ...(options.now ? { now: options.now } : {}),
    // Generous limits: tests sign in often from one address; throttling has its own test.
    throttle: createSignInThrottle(
      options.throttle ?? { windowMs: 60_000, perAccount: 1000, perAddress: 10_000 },
    ),
  });
  await app.ready();
  const call: TestApp['call'] = async (method, url, opts = {}) => {
    const response = await app.inject({
      method,
      url,
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...(opts.headers ?? {}) },
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    });
    return { status: response.statusCode, envelope: anyEnvelopeSchema.parse(response.json()), response };
  };
  return {
    app,
    db,
    centers,
    call,
    async token(email, password = DEMO_PASSWORD) {
      const res = await call('POST', '/auth/authenticate/login', { body: { email, password } });
      if (res.status !== 200)
        throw new Error(`sign-in of ${email} answered ${res.status}: ${res.envelope.message}`);
      return (res.envelope.data as { token: string }).token;
    },
    async close() {
      await stopDailyPlan(app);
      await app.close();
      if (!shared) await db.close();
    },
  };
}
