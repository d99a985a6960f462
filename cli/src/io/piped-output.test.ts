import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  runRota,
  runRotaThroughPipe,
  startServer,
  tempConfigDir,
  type TestServer,
} from '../testing/cli-harness.js';

/** A pipe holds 64 KiB on Linux: output larger than that is what a reader must get whole. */
const PIPE_BUFFER = 64 * 1024;

let server: TestServer;
let config: string;
let work: string;

const options = () => ({ env: { ROTA_CONFIG_DIR: config, ROTA_LANG: 'en' }, cwd: work });
const rota = (args: readonly string[], input?: string) =>
  runRota(['--server', server.url, ...args], { ...options(), ...(input === undefined ? {} : { input }) });
const piped = (args: readonly string[], reader?: string) =>
  runRotaThroughPipe(['--server', server.url, ...args], { ...options(), ...(reader ? { reader } : {}) });
const stackLine = /^\s+at .+:\d+:\d+\)?$/m;

beforeAll(async () => {
  server = await startServer();
  config = tempConfigDir();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-cli-pipe-'));
  const login = await rota(['login', '--email', 'admin@demo.rota', '--password-stdin'], 'Demo!2345\n');
  expect(login.code, login.stderr).toBe(0);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(config, { recursive: true, force: true });
  fs.rmSync(work, { recursive: true, force: true });
}, 30_000);

describe('rota writing into a pipe', () => {
  it('writes an export through a slow reader byte for byte as it writes the file', async () => {
    const file = path.join(work, 'locations.csv');
    const written = await rota(['export', 'locations', '--format', 'csv', '--out', file]);
    expect(written.code, written.stderr).toBe(0);
    const expected = fs.readFileSync(file);
    expect(expected.length).toBeGreaterThan(PIPE_BUFFER);

    const result = await piped(['export', 'locations', '--format', 'csv', '--out', '-']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.length).toBe(expected.length);
    expect(result.stdout.equals(expected)).toBe(true);
    expect(result.stderr).toContain('to standard output.');
  }, 60_000);

  it('writes a job’s labels zip through a pipe whole', async () => {
    const create = ['jobs', 'create', 'PIPE-1', '--center', '1', '--all-orders', '--all-vehicles'];
    expect((await rota([...create, '--max-runtime', '1', '--queue'])).code).toBe(0);
    const watched = await rota(['jobs', 'watch', 'PIPE-1', '--poll', '1', '--timeout', '120']);
    expect(watched.code, watched.stderr).toBe(0);

    const result = await piped(['--json', 'labels', 'PIPE-1', '--out', '-']);
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stderr.trim()) as { bytes: number };
    expect(report.bytes).toBeGreaterThan(2 * PIPE_BUFFER);
    expect(result.stdout.length).toBe(report.bytes);
    const zip = await JSZip.loadAsync(result.stdout);
    expect(Object.keys(zip.files).length).toBeGreaterThan(0);
  }, 180_000);

  it('ends quietly with exit 0 when the reader stops reading early', async () => {
    const result = await piped(['export', 'locations', '--format', 'csv', '--out', '-'], 'head -c 10');
    expect(result.stdout.length).toBe(10);
    expect(result.code).toBe(0);
    expect(result.stderr).not.toContain('EPIPE');
    expect(result.stderr).not.toMatch(stackLine);
  }, 60_000);
});
