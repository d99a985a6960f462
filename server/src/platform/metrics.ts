import type { FastifyInstance } from 'fastify';
import type { KeptAnswersStats } from '../db/kept-answers.js';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.js';
import { queueFigures, type QueueFigures } from './metrics.repository.js';

/**
 * Prometheus metrics (prom-client). What belongs to the process (memory, event loop, solver runs)
 * lives in one registry shared by every app of the process; what belongs to an app (its requests,
 * its database, its hubs) in the app's own.
 */
const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, prefix: 'rota_' });

const solveSeconds = new Histogram({
  name: 'rota_solve_duration_seconds',
  help: 'Time from taking a solver run to its end, by kind and outcome (done, failed, handedBack)',
  labelNames: ['kind', 'outcome'],
  buckets: [1, 2, 5, 10, 30, 60, 120, 300, 600, 1200],
  registers: [processRegistry],
});
const solvesRunning = new Gauge({
  name: 'rota_solves_running',
  help: 'Solver runs in flight in this process',
  registers: [processRegistry],
});

/** Called by the queue adapters as a run starts; the answer, when it ends, with the outcome. */
export function solveStarted(kind: string): (outcome: string) => void {
  const end = solveSeconds.startTimer({ kind });
  solvesRunning.inc();
  return (outcome) => {
    solvesRunning.dec();
    end({ outcome });
  };
}

export interface AppMetrics {
  /** The Prometheus text of the process's and the app's metrics. */
  text(): Promise<string>;
  readonly contentType: string;
}

/** Registers the request metrics of `app` and the gauges read from its database and hubs at scrape time. */
export function createAppMetrics(
  app: FastifyInstance,
  db: Database,
  hubConnections?: () => { hub: string }[],
  keptAnswers?: () => KeptAnswersStats | null,
): AppMetrics {
  const registry = new Registry();
  const requests = new Histogram({
    name: 'rota_http_request_duration_seconds',
    help: 'HTTP requests by method, route (its pattern) and status code: rate, errors and latency',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: 'rota_queue_entries',
    help: 'Solver queue entries waiting (QUEUED) or running (RUNNING), by kind',
    labelNames: ['state', 'kind'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await queueRows(db)) this.set({ state: row.state, kind: row.kind }, row.n);
    },
  });
  new Gauge({
    name: 'rota_queue_oldest_age_seconds',
    help: 'Age of the oldest solver queue entry in each state (0 when none)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      this.reset();
      const found = await queueRows(db);
      for (const state of ['QUEUED', 'RUNNING'])
        this.set({ state }, Math.max(0, ...found.filter((r) => r.state === state).map((r) => r.age)));
    },
  });
  new Gauge({
    name: 'rota_hub_connections',
    help: 'Open SignalR hub connections on this server, by hub',
    labelNames: ['hub'],
    registers: [registry],
    collect() {
      this.reset();
      const counts = new Map<string, number>();
      for (const c of hubConnections?.() ?? []) counts.set(c.hub, (counts.get(c.hub) ?? 0) + 1);
      for (const [hub, n] of counts) this.set({ hub }, n);
    },
  });
  new Gauge({
    name: 'rota_db_pool_connections',
    help: 'Database connections by state (total, idle, waiting clients); the embedded database has one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = db.pool?.() ?? { total: 1, idle: 0, waiting: 0 };
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  new Gauge({
    name: 'rota_kept_answers',
    help: 'Answers kept while their tables are unchanged (list pages, token users): reads served from memory (hits), read from the database (misses, uncacheable), and what is kept (entries, bytes)',
    labelNames: ['measure'],
    registers: [registry],
    collect() {
      this.reset();
      const stats = keptAnswers?.();
      if (!stats) return;
      for (const [measure, value] of Object.entries(stats)) this.set({ measure }, value);
    },
  });

  return {
    contentType: registry.contentType,
    async text() {
      return `${await processRegistry.metrics()}\n${await registry.metrics()}`;
    },
  };
}

/** One query per scrape for both queue gauges (they are collected one after the other). */
let lastQueueRead: { at: number; db: Database; rows: Promise<QueueFigures[]> } | undefined;
function queueRows(db: Database): Promise<QueueFigures[]> {
  if (lastQueueRead && lastQueueRead.db === db && Date.now() - lastQueueRead.at < 1000)
    return lastQueueRead.rows;
  const read = queueFigures(db.orm).catch(() => [] as QueueFigures[]);
  lastQueueRead = { at: Date.now(), db, rows: read };
  return read;
}
