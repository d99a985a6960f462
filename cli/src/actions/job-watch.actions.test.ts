import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRota, startRota, startServer, tempConfigDir, type TestServer } from '../testing/cli-harness.js';

/** `rota jobs watch` never waits for what cannot come: a job nobody queued, a server that is gone. */
let server: TestServer;
let config: string;

const env = (extra: Record<string, string> = {}) => ({ ROTA_CONFIG_DIR: config, ROTA_LANG: 'en', ...extra });
const rota = (args: readonly string[], input?: string, extra: Record<string, string> = {}) =>
  runRota(['--server', server.url, ...args], {
    env: env(extra),
    ...(input === undefined ? {} : { input }),
  });

beforeAll(async () => {
  server = await startServer();
  config = tempConfigDir();
  const login = await rota(['login', '--email', 'admin@demo.rota', '--password-stdin'], 'Demo!2345\n');
  expect(login.code, login.stderr).toBe(0);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(config, { recursive: true, force: true });
}, 30_000);

const create = (ref: string, ...more: string[]) =>
  rota(['jobs', 'create', ref, '--center', '1', '--all-orders', '--all-vehicles', ...more]);

describe('rota jobs watch', () => {
  it('says at once that a job nobody queued is not queued, and exits 1', async () => {
    expect((await create('WATCH-NQ', '--max-runtime', '1')).code).toBe(0);
    const started = Date.now();
    // --timeout only bounds the test: the answer must come long before it.
    const watched = await rota(['jobs', 'watch', 'WATCH-NQ', '--timeout', '20']);
    expect(watched.code).toBe(1);
    expect(watched.stderr).toContain(
      'Job WATCH-NQ is not queued (AWAITING_CONFIGURATION): run `rota jobs queue WATCH-NQ`.',
    );
    expect(Date.now() - started).toBeLessThan(15_000);
    const turkish = await rota(['--json', 'jobs', 'watch', 'WATCH-NQ', '--timeout', '20'], undefined, {
      ROTA_LANG: 'tr',
    });
    expect(turkish.code).toBe(1);
    expect(JSON.parse(turkish.stdout.trim())).toMatchObject({ error: { code: 'NOT_QUEUED' } });
    expect(turkish.stderr).toContain('WATCH-NQ işi kuyrukta değil');
  }, 60_000);

  it('exits 1 naming the server when the server dies during the watch', async () => {
    // Ten minutes of solving: the job is still SOLVING when the server goes.
    expect((await create('WATCH-LOST', '--max-runtime', '10', '--queue')).code).toBe(0);
    const watch = startRota(
      ['--server', server.url, 'jobs', 'watch', 'WATCH-LOST', '--poll', '1', '--server-timeout', '3'],
      { env: env() },
    );
    const deadline = Date.now() + 60_000;
    while (!/WATCH-LOST\s+SOLVING/.test(watch.stdout()) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    expect(watch.stdout(), watch.stderr()).toMatch(/WATCH-LOST\s+SOLVING/);

    await server.kill();
    const killed = Date.now();
    const watched = await Promise.race([
      watch.done,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 20_000)),
    ]);
    if (watched === null) watch.child.kill('SIGKILL');
    expect(watched, `still watching:\n${watch.stdout()}\n${watch.stderr()}`).not.toBeNull();
    expect(watched?.code).toBe(1);
    expect(watched?.stderr).toContain(`Lost the server at ${server.url}`);
    expect(watched?.stderr).toContain('WATCH-LOST');
    // Three seconds without an answer, counted from the first read that got none.
    expect(Date.now() - killed).toBeLessThan(12_000);
  }, 120_000);
});
