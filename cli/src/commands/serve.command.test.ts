import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../io/cli-error.js';
import { runRota, startRota } from '../testing/cli-harness.js';
import { findServerEntry, SERVER_NODE_FLAGS, serverLaunch } from './serve.command.js';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe('rota serve and rota worker', () => {
  it('start the server of this checkout with the role and settings in its environment', () => {
    expect(findServerEntry()?.at(-1)).toMatch(/server[/\\](dist[/\\]main\.js|src[/\\]main\.ts)$/);
    const worker = serverLaunch('worker', { concurrency: '3' }, { DATABASE_URL: 'postgres://db/rota' }, [
      'main.js',
    ]);
    expect(worker.args).toEqual([...SERVER_NODE_FLAGS, 'main.js']);
    expect(worker.env).toMatchObject({
      ROTA_ROLE: 'worker',
      ROTA_SOLVER_CONCURRENCY: '3',
      DATABASE_URL: 'postgres://db/rota',
    });
    const web = serverLaunch('web', { port: '8181' }, {}, ['main.js']);
    expect(web.env).toMatchObject({ ROTA_ROLE: 'web', PORT: '8181' });
    expect(web.env['ROTA_SOLVER_CONCURRENCY']).toBeUndefined();
  });

  it('give the server the memory settings npm start gives it, unless NODE_OPTIONS sets a heap limit', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    const start = (
      JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts['start'];
    expect(start).toContain(`node ${SERVER_NODE_FLAGS.join(' ')} server/dist/main.js`);
    const own = serverLaunch('all', {}, { NODE_OPTIONS: '--max-old-space-size=4096' }, ['main.js']);
    expect(own.args).toEqual(['main.js']);
  });

  it('refuses a concurrency or port that is not a whole number in range', async () => {
    expect(() => serverLaunch('worker', { concurrency: '0' }, {}, ['main.js'])).toThrow(
      '--concurrency must be a whole number from 1 to 1024, got "0".',
    );
    expect(() => serverLaunch('all', { port: '70000' }, {}, ['main.js'])).toThrow(
      '--port must be a whole number from 0 to 65535, got "70000".',
    );
    const run = await runRota(['worker', '--concurrency', 'two']);
    expect(run.code).toBe(EXIT.usage);
    expect(run.stderr).toContain('--concurrency must be a whole number from 1 to 1024, got "two".');
  });

  it('a worker without a PostgreSQL server says what is missing and fails', async () => {
    const run = await runRota(['worker'], { env: { DATABASE_URL: '' } });
    expect(run.stderr).toContain('ROTA_ROLE=worker needs DATABASE_URL');
    expect(run.stderr).toContain('The Rota server stopped with exit code 1.');
    expect(run.code).toBe(EXIT.failure);
  });

  it('serve runs the server in the foreground until it is stopped', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-serve-'));
    const port = await freePort();
    const rota = startRota(['serve', '--port', String(port)], {
      env: {
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        WEB_ROOT: '/nonexistent',
      },
    });
    try {
      await expect
        .poll(() => rota.stdout(), { timeout: 120_000, interval: 200 })
        .toContain(`Rota is running on http://localhost:${port}`);
      const health = await fetch(`http://127.0.0.1:${port}/api/docs/json`);
      expect(health.status).toBeLessThan(500);
      rota.child.kill('SIGTERM');
      const done = await rota.done;
      expect(done.code).toBe(EXIT.ok);
    } finally {
      rota.child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
