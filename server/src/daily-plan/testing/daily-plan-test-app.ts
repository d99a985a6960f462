import type { FastifyInstance } from 'fastify';
import { anyEnvelopeSchema, type Envelope } from '@rota/core';
import { buildApp } from '../../app.js';
import { createSignInThrottle } from '../../platform/throttle.js';
import { loadConfig, type ServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { openTestDatabase } from '../../testing/test-database.js';
import { seedDemoData, type DemoRegion } from '../../demo/index.js';
import { platformRoutes } from '../../routes.js';
import { DEMO_PASSWORD, seedDemoUsers } from '../../seed/platform-seed.js';
import type { BackplaneMessage } from '../../realtime/index.js';
import { dashboardRoutes } from '../../dashboard/index.js';
import { localToday } from '../../solver/plan-clock.js';
import { dailyPlanRoutes } from '../index.js';
import { startDailyPlan, stopDailyPlan, type DailyPlanRuntimeOptions } from '../job-runtime.js';

export const TEST_SECRET = 'daily-plan-test-secret-0123456789-abcdefghij';

export interface DailyPlanTestApp {
  app: FastifyInstance;
  db: Database;
  today: string;
  centerId: number;
  /** Every hub message sent so far. */
  hubMessages: BackplaneMessage[];
  token(email: string): Promise<string>;
  call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options?: { token?: string; body?: unknown },
  ): Promise<{ status: number; envelope: Envelope<T> & { data: T } }>;
  /** Stops the app but keeps the database (a restart). */
  stop(): Promise<void>;
  close(): Promise<void>;
}

/** An app over a database holding the demo operation, its sign-ins, and the daily-plan routes. */
export async function createDailyPlanTestApp(
  options: {
    db?: Database;
    runtime?: DailyPlanRuntimeOptions;
    startQueue?: boolean;
    /** The day of the demo orders ('YYYY-MM-DD'; default today in the operation's time zone). */
    today?: string;
    /** The demo operation (default Istanbul). */
    region?: DemoRegion;
    /** Settings over the defaults (the routing engine, say). */
    config?: Partial<ServerConfig>;
  } = {},
): Promise<DailyPlanTestApp> {
  const today = options.today ?? localToday();
  const db = options.db ?? (await openTestDatabase());
  const seeded = await seedDemoData(db, { today, ...(options.region ? { region: options.region } : {}) });
  const centerId = seeded.distributionCenterIds[0] as number;
  await seedDemoUsers(db, centerId);
  const config = {
    ...loadConfig({}),
    logLevel: 'silent',
    demo: true,
    webRoot: '/nonexistent',
    ...options.config,
  };
  const mine = [...dailyPlanRoutes, ...dashboardRoutes];
  const alreadyRegistered = mine.some((r) => platformRoutes.includes(r));
  const app = await buildApp(config, {
    db,
    jwtSecret: TEST_SECRET,
    ...(alreadyRegistered ? {} : { routes: mine }),
    throttle: createSignInThrottle({ windowMs: 60_000, perAccount: 1000, perAddress: 10_000 }),
  });
  await app.ready();
  const hubMessages: BackplaneMessage[] = [];
  app.backplane.subscribe((m) => hubMessages.push(m));
  if (options.startQueue !== false) await startDailyPlan(app, { maxTimeLimitMs: 2000, ...options.runtime });
  const call: DailyPlanTestApp['call'] = async (method, url, opts = {}) => {
    const response = await app.inject({
      method,
      url,
      headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    });
    return {
      status: response.statusCode,
      envelope: anyEnvelopeSchema.parse(response.json()) as Envelope<never> & { data: never },
    };
  };
  const stop = async () => {
    await stopDailyPlan(app);
    await app.close();
  };
  return {
    app,
    db,
    today,
    centerId,
    hubMessages,
    call,
    async token(email) {
      const res = await call<{ token: string }>('POST', '/auth/authenticate/login', {
        body: { email, password: DEMO_PASSWORD },
      });
      if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
      return res.envelope.data.token;
    },
    stop,
    async close() {
      await stop();
      await db.close();
    },
  };
}
