import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Orm } from '../db/database.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const METRICS_TOKEN = 'metrics-token-0123456789';

describe('probes, metrics, version and request ids', () => {
  let t: TestApp;
  let owner: TestApp;
  let down = false;
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-web-'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Rota</title>');
  const config = { webRoot, ops: { workerPort: 0, metricsToken: METRICS_TOKEN } };

  beforeAll(async () => {
    owner = await createTestApp({ config });
    // The same database, made unreachable and reachable again at will.
    const orm = new Proxy(owner.db.orm, {
      get(target, property, receiver) {
        if (property === 'execute' && down)
          return () =>
            Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
        return Reflect.get(target, property, receiver) as unknown;
      },
    }) as Orm;
    const flaky: Database = { kind: owner.db.kind, orm, close: async () => undefined };
    t = await createTestApp({ db: flaky, config });
  });
  afterAll(async () => {
    await t?.close();
    await owner?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url, headers, remoteAddress });

  it('names the version of the server package and the commit', async () => {
    const manifest = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    process.env['ROTA_COMMIT'] = 'abc1234def56';
    try {
      const health = (await get('/api/health')).json<{ data: { version: string; commit: string } }>();
      expect(health.data).toMatchObject({ version: manifest.version, commit: 'abc1234def56' });
    } finally {
      delete process.env['ROTA_COMMIT'];
    }
    const fromGit = (await get('/api/health')).json<{ data: { commit: string } }>();
    expect(fromGit.data.commit).toMatch(/^([0-9a-f]{7,40}|unknown)$/);
  });

  it('is live always, and ready only while the database, its migrations and the queue are', async () => {
    for (const url of ['/api/health/live', '/livez', '/healthz'])
      expect((await get(url)).statusCode).toBe(200);
    for (const url of ['/api/health/ready', '/readyz']) {
      const ready = await get(url);
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({
        data: { status: 'ok', checks: { database: 'ok', migrations: 'ok' } },
      });
    }

    down = true;
    try {
      const unready = await get('/api/health/ready');
      expect(unready.statusCode).toBe(503);
      expect(unready.json()).toMatchObject({
        success: false,
        statusCode: 503,
        message:
          'Rota is not ready to serve requests: database: connect ECONNREFUSED; migrations: unknown: no database.',
        data: { status: 'unavailable', checks: { database: 'connect ECONNREFUSED' } },
      });
      expect((await get('/readyz', { 'accept-language': 'tr' })).json<{ message: string }>().message).toMatch(
        /^Rota henüz istekleri karşılamaya hazır değil/,
      );
      // Liveness says nothing of the database: restarting the process would not bring it back.
      expect((await get('/livez')).statusCode).toBe(200);
    } finally {
      down = false;
    }
    expect((await get('/readyz')).statusCode).toBe(200);

    t.app.readiness.hold('queue', 'the solver queue has not started yet');
    const starting = await get('/readyz');
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toMatchObject({
      data: { checks: { queue: 'the solver queue has not started yet' } },
    });
    t.app.readiness.release('queue');
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('serves Prometheus text with the families of requests, queue, solves, hubs, pool and memory', async () => {
    await get('/api/health');
    const metrics = await get('/metrics');
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = metrics.body;
    for (const family of [
      'rota_http_request_duration_seconds',
      'rota_queue_entries',
      'rota_queue_oldest_age_seconds',
      'rota_solve_duration_seconds',
      'rota_solves_running',
      'rota_hub_connections',
      'rota_db_pool_connections',
      'rota_process_resident_memory_bytes',
      'rota_nodejs_heap_size_used_bytes',
    ])
      expect(text).toContain(`# TYPE ${family} `);
    expect(text).toMatch(
      /rota_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} \d+/,
    );
    expect(text).toContain('rota_queue_oldest_age_seconds{state="QUEUED"} 0');
  });

  it('opens /metrics to loopback and to the metrics token only, in the envelope otherwise', async () => {
    const outside = await get('/metrics', {}, '10.1.2.3');
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ success: false, statusCode: 403 });
    expect(
      (await get('/metrics', { authorization: 'Bearer wrong-token-0123456789' }, '10.1.2.3')).statusCode,
    ).toBe(403);
    expect((await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` }, '10.1.2.3')).statusCode).toBe(
      200,
    );
  });

  it('never answers the probe paths or /metrics with the web page', async () => {
    expect((await get('/some/page')).headers['content-type']).toMatch(/^text\/html/);
    for (const url of ['/metrics/x', '/readyz/x', '/livez/', '/healthz/x']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  it('answers under the caller’s X-Request-Id, or a new one when it has none or a malformed one', async () => {
    const given = await get('/api/health', { 'x-request-id': 'lb-7f3a.42' });
    expect(given.headers['x-request-id']).toBe('lb-7f3a.42');
    const none = await get('/api/health');
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const odd = await get('/api/health', { 'x-request-id': 'two words\u0007' });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
