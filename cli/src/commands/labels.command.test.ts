import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRota, startServer, tempConfigDir, type TestServer } from '../testing/cli-harness.js';

let server: TestServer;
let config: string;
let work: string;

const rota = (args: readonly string[], input?: string) =>
  runRota(['--server', server.url, ...args], {
    env: { ROTA_CONFIG_DIR: config },
    ...(input === undefined ? {} : { input }),
    cwd: work,
  });

beforeAll(async () => {
  server = await startServer();
  config = tempConfigDir();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-cli-labels-'));
  expect((await rota(['login', '--email', 'admin@demo.rota', '--password-stdin'], 'Demo!2345\n')).code).toBe(
    0,
  );
}, 180_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(config, { recursive: true, force: true });
  fs.rmSync(work, { recursive: true, force: true });
}, 30_000);

describe('rota labels and the monitoring exports', () => {
  it('writes the labels zip of a solved job, one PDF per planned order that opens with its reference', async () => {
    const created = await rota([
      '--json',
      'jobs',
      'create',
      'CLI-LBL-1',
      '--center',
      '1',
      '--all-orders',
      '--all-vehicles',
      '--max-runtime',
      '1',
    ]);
    expect(created.code, created.stderr).toBe(0);
    expect((await rota(['jobs', 'queue', 'CLI-LBL-1'])).code).toBe(0);
    const watched = await rota(['jobs', 'watch', 'CLI-LBL-1', '--poll', '1', '--timeout', '120']);
    expect(watched.stdout).toContain('Job CLI-LBL-1 ended SUCCESS');

    const out = path.join(work, 'labels.zip');
    const labels = await rota(['labels', 'CLI-LBL-1', '--out', out]);
    expect(labels.code, labels.stderr).toBe(0);
    expect(labels.stdout).toContain(`written to ${out}`);
    const zip = await JSZip.loadAsync(fs.readFileSync(out));
    const names = Object.keys(zip.files);
    expect(names.length).toBeGreaterThan(0);
    const parser = new PDFParse({ data: await zip.files[names[0]!]!.async('uint8array') });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain(names[0]!.replace(/\.pdf$/, ''));

    const grid = path.join(work, 'orders.xlsx');
    const exported = await rota(['export', 'order-tracking', '--job', 'CLI-LBL-1', '--out', grid]);
    expect(exported.code, exported.stderr).toBe(0);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(grid);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    // The grid's columns under the page's labels (ROTA_LANG unset: English).
    expect(header).toEqual(expect.arrayContaining(['Order', 'Status', 'Vehicle']));
    // Every planned order has a label, and the grid lists them all (planned or not).
    expect(sheet.rowCount - 1).toBeGreaterThanOrEqual(names.length);
  }, 180_000);

  it('names an unknown job and exits 1; a backwards cost report range is refused before any call', async () => {
    const missing = await rota(['labels', 'NO-SUCH-JOB', '--out', path.join(work, 'none.zip')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('NO-SUCH-JOB');
    expect(fs.existsSync(path.join(work, 'none.zip'))).toBe(false);
    const report = await rota([
      'export',
      'cost-report',
      '--filter',
      'vehicles=V-1',
      '--filter',
      'startDate=2026-02-02',
      '--filter',
      'endDate=2026-02-01',
    ]);
    expect(report.code).toBe(2);
    expect(report.stderr).toContain('--filter startDate=2026-02-02 is after --filter endDate=2026-02-01.');
  });
});
