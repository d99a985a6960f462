import Fastify from 'fastify';
import { buildApp } from './app.js';
import { loadConfig, resolveJwtSecret } from './config.js';
import { openDatabase } from './db/database.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { ensureResourceIndexes } from './master-data/resource-indexes.js';
import { migrate } from './db/migrate.js';
import { startDailyPlan, stopDailyPlan } from './daily-plan/index.js';
import { createSmtpTransport } from './outbox/smtp-transport.js';
import { createPgNotifyBackplane } from './realtime/index.js';
import { DEMO_PASSWORD, DEMO_SIGN_INS, seedOnStart } from './seed/platform-seed.js';
import { withStartupLock } from './scale-out/startup-lock.js';
import { createAppMetrics } from './platform/metrics.js';
import { registerProbes } from './platform/probes.js';

/** A setting that is wrong or a data folder in use: say which and what to do, without a stack trace. */
const cannotStart = (error: unknown): never => {
  console.error(`Rota cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
};
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return cannotStart(error);
  }
})();
// The embedded database locks DATA_DIR: a second server on the same folder stops here.
const db = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  pgliteSharedBuffers: config.pgliteSharedBuffers,
}).catch((error: unknown) =>
  error instanceof DataDirInUseError ? cannotStart(error) : Promise.reject(error),
);
const smtp = config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : undefined;
// Several instances on one PostgreSQL server share hub events through LISTEN/NOTIFY.
const backplane = config.databaseUrl
  ? await createPgNotifyBackplane({ connectionString: config.databaseUrl })
  : undefined;
const app = await buildApp(config, {
  db,
  ...(backplane ? { backplane } : {}),
  jwtSecret: resolveJwtSecret(config),
  transports: smtp ? [smtp] : [],
});
// Not ready until the solver queue has started (the database and migrations are checked live).
app.readiness.hold('queue', 'the solver queue has not started yet');
app.addHook('onClose', async () => {
  // The solver first (a running solve goes back to the queue), then the mail transport, then the database.
  await stopDailyPlan(app);
  smtp?.close();
  await app.backplane.close();
  await db.close();
});

if (config.databaseUrl && !config.jwtSecret) {
  app.log.warn(
    'JWT_SECRET is not set: the token key is kept in DATA_DIR; several instances on one database need the same JWT_SECRET.',
  );
}
// Servers and workers starting together on one database migrate and seed it one at a time.
await withStartupLock(db, async () => {
  const applied = await migrate(db);
  if (applied.length) app.log.info({ applied }, 'applied database migrations');
  const indexes = await ensureResourceIndexes(db);
  if (indexes) app.log.info({ indexes }, 'created the indexes of the master-data lists');
  await seedOnStart(db, config, app.log);
});
// ROTA_ROLE=web: this server queues jobs and leaves solving to the workers.
await startDailyPlan(app, { solve: config.role !== 'web' });
app.readiness.release('queue');

// A worker serves no API: its probes and metrics answer on a small port of their own.
const probeServer = config.role === 'worker' ? Fastify({ logger: false }) : undefined;
if (probeServer) {
  registerProbes(probeServer, {
    readiness: app.readiness,
    metrics: createAppMetrics(probeServer, db),
    metricsAccess: 'open',
  });
  await probeServer
    .listen({ port: config.ops.workerPort, host: config.host })
    .catch((error: unknown) =>
      cannotStart(new Error(`ROTA_WORKER_PORT ${config.ops.workerPort}: ${String(error)}`)),
    );
}

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  // Load balancers stop sending work at once; running solves go back to the queue.
  app.readiness.hold('shutdown', 'the server is stopping');
  // Open WebSockets and slow requests get 10 s to finish.
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await probeServer?.close();
    process.exit(0);
  } catch (error) {
    app.log.error(error, 'shutdown failed');
    process.exit(1);
  }
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

if (config.role === 'worker') {
  // A solver worker serves no requests: it solves queued jobs and publishes their status.
  const address = probeServer?.server.address();
  const port = typeof address === 'object' && address ? address.port : config.ops.workerPort;
  process.stdout.write(
    `Rota solver worker is running (process ${process.pid}); ROTA_SOLVER_CONCURRENCY sets the solves at a time; probes and metrics on port ${port} (/livez, /readyz, /metrics)\n`,
  );
} else {
  await app.listen({ port: config.port, host: config.host });
  const lines = [`Rota is running on http://localhost:${config.port} (API reference: /api/docs)`];
  if (config.demo) {
    lines.push(`Demo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const user of DEMO_SIGN_INS) lines.push(`  ${user.email.padEnd(20)} ${user.role}`);
    lines.push('Sent SMS and e-mail: GET /api/dev/outbox (Admin)');
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}
