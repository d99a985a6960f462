import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, createResourceGateway, type HttpClient } from '@rota/adapters-http';
import { MASTER_DATA_RESOURCES, UPLOAD_KINDS, uploadHistorySchema, uploadReportSchema } from '@rota/core';
import { createLoginFileStore } from '../config/login-file.js';
import { runRota, startServer, tempConfigDir, type TestServer } from '../testing/cli-harness.js';

/** `rota upload` and `rota templates download` against the real server (PGlite, demo data). */
let server: TestServer;
let config: string;
let work: string;
let http: HttpClient;

const rota = (args: readonly string[], env: Record<string, string> = {}, input?: string) =>
  runRota(['--server', server.url, ...args], {
    env: { ROTA_CONFIG_DIR: config, ROTA_LANG: 'en', ...env },
    cwd: work,
    ...(input === undefined ? {} : { input }),
  });

const storedOrders = async () => {
  const answer = await createResourceGateway(http, MASTER_DATA_RESOURCES.orders).list({
    refNo: 'CLI-UP',
    pageSize: 1,
  });
  expect(answer.failure).toBeFalsy();
  return answer.total;
};

/** The downloaded template filled in: each row gives values by the template's own headers. */
async function fillTemplate(template: string, rows: readonly Record<string, unknown>[], out: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(template);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the template has no sheet');
  const headers = (sheet.getRow(1).values as unknown[]).map((v) => (typeof v === 'string' ? v : ''));
  rows.forEach((row, i) => {
    for (const [header, value] of Object.entries(row)) {
      const column = headers.indexOf(header);
      if (column < 1) throw new Error(`the template has no column ${header}: ${headers.join(', ')}`);
      sheet.getRow(i + 2).getCell(column).value = value as ExcelJS.CellValue;
    }
  });
  await workbook.xlsx.writeFile(out);
  return out;
}

const good = [
  { 'Reference No': 'CLI-UP-1', Date: '2026-06-01', Location: 'L-CLI', Currency: 'TRY' },
  { 'Reference No': 'CLI-UP-2', Date: '2026-06-02', Location: 'L-CLI', Currency: 'EUR' },
];
const bad = [good[0], { ...good[1], Date: '2026-13-01' }] as Record<string, unknown>[];

beforeAll(async () => {
  server = await startServer();
  config = tempConfigDir();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-cli-upload-'));
  const login = await rota(['login', '--email', 'dc1@demo.rota', '--password-stdin'], {}, 'Demo!2345\n');
  expect(login.code, login.stderr).toBe(0);
  const stored = createLoginFileStore(config, server.url).load();
  http = createHttpClient({
    baseURL: `${server.url}/api`,
    getToken: () => stored?.token ?? null,
    getLanguage: () => 'en',
    onSessionExpired: () => undefined,
    notify: () => undefined,
  });
  const place = await createResourceGateway(http, MASTER_DATA_RESOURCES.locations).create([
    {
      refNo: 'L-CLI',
      name: 'Market Kadıköy',
      latitude: 40.99,
      longitude: 29.03,
      distributionCenterId: stored?.distributionCenterId ?? null,
    },
  ]);
  expect(place.status, JSON.stringify(place.body)).toBe(201);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(config, { recursive: true, force: true });
  fs.rmSync(work, { recursive: true, force: true });
}, 30_000);

describe('rota templates download', () => {
  it('saves the role’s template as an .xlsx with the headers in the asked language', async () => {
    const en = await rota(['templates', 'download', 'order']);
    expect(en.code, en.stderr).toBe(0);
    const file = path.join(work, 'order_template.xlsx');
    expect(en.stdout).toContain(`Saved the Order template (en) to ${file}.`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const headers = (workbook.worksheets[0]?.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(expect.arrayContaining(['Reference No', 'Date', 'Location', 'Currency']));
    // A DC Manager's records go to their own center: no center column.
    expect(headers).not.toContain('Distribution center');
    const adminConfig = tempConfigDir();
    const asAdmin = (args: string[], input?: string) =>
      runRota(['--server', server.url, ...args], {
        env: { ROTA_CONFIG_DIR: adminConfig, ROTA_LANG: 'en' },
        cwd: work,
        ...(input === undefined ? {} : { input }),
      });
    try {
      expect(
        (await asAdmin(['login', '--email', 'admin@demo.rota', '--password-stdin'], 'Demo!2345\n')).code,
      ).toBe(0);
      const admin = await asAdmin(['templates', 'download', 'order', '--out', 'admin-order.xlsx']);
      expect(admin.code, admin.stderr).toBe(0);
      const adminBook = new ExcelJS.Workbook();
      await adminBook.xlsx.readFile(path.join(work, 'admin-order.xlsx'));
      expect((adminBook.worksheets[0]?.getRow(1).values as unknown[]).slice(1)).toEqual(
        expect.arrayContaining([...headers, 'Distribution center']),
      );
    } finally {
      fs.rmSync(adminConfig, { recursive: true, force: true });
    }

    const tr = await rota([
      '--json',
      'templates',
      'download',
      'order',
      '--lang',
      'tr',
      '--out',
      'siparis.xlsx',
    ]);
    expect(tr.code, tr.stderr).toBe(0);
    expect(JSON.parse(tr.stdout)).toMatchObject({
      kind: 'order',
      language: 'tr',
      file: path.join(work, 'siparis.xlsx'),
    });
    const turkish = new ExcelJS.Workbook();
    await turkish.xlsx.readFile(path.join(work, 'siparis.xlsx'));
    const trHeaders = (turkish.worksheets[0]?.getRow(1).values as unknown[]).slice(1);
    expect(trHeaders).toHaveLength(headers.length);
    expect(trHeaders).toContain('Referans No');
  });

  it('answers an unknown kind as a usage error naming the kinds', async () => {
    const result = await rota(['templates', 'download', 'orders']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('location, order, vehicle');
  });
});

describe('rota upload', () => {
  it('refuses an orders file with one bad row: exit 1, that row’s problem, nothing stored', async () => {
    const file = await fillTemplate(
      path.join(work, 'order_template.xlsx'),
      bad,
      path.join(work, 'orders-bad.xlsx'),
    );
    const result = await rota(['upload', 'order', file]);
    expect(result.code, result.stderr).toBe(1);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toMatch(/^Row\s+Column\s+Value\s+Message$/);
    expect(lines).toContainEqual(
      expect.stringMatching(/^3\s+Date\s+2026-13-01\s+Please enter a valid date \(YYYY-MM-DD\)\.$/),
    );
    expect(result.stdout).toContain('orders-bad.xlsx: 1 of 2 rows refused (1 problem); nothing stored.');
    expect(result.stderr).toContain('rota: orders-bad.xlsx: 1 of 2 rows refused');
    expect(await storedOrders()).toBe(0);

    const json = await rota(['--json', 'upload', 'order', file]);
    expect(json.code).toBe(1);
    // One JSON document per run: the report (the refusal is named on standard error).
    expect(json.stdout.trim().split('\n')).toHaveLength(1);
    const report = uploadReportSchema.parse(JSON.parse(json.stdout));
    expect(json.stderr).toContain('rows refused');
    expect(report).toMatchObject({ status: 'FAILED', rowCount: 2, written: 0, dryRun: false });
    expect(report.problems).toEqual([
      { row: 3, column: 'Date', value: '2026-13-01', message: 'Please enter a valid date (YYYY-MM-DD).' },
    ]);
    expect(await storedOrders()).toBe(0);
  });

  it('blames a day no calendar has on its row and column, and counts every problem past the listed ones', async () => {
    const template = path.join(work, 'order_template.xlsx');
    const impossible = await fillTemplate(
      template,
      [good[0], { ...good[1], Date: '2026-02-30' }] as Record<string, unknown>[],
      path.join(work, 'orders-feb30.xlsx'),
    );
    const dated = await rota(['upload', 'order', impossible, '--dry-run']);
    expect(dated.code).toBe(1);
    expect(dated.stdout).toMatch(/^3\s+Date\s+2026-02-30\s+Please enter a valid date/m);
    expect(dated.stdout).toContain('orders-feb30.xlsx: 1 of 2 rows refused (1 problem); nothing stored.');

    const rows = Array.from({ length: 1500 }, (_, i) => ({
      ...good[0],
      'Reference No': `CLI-MANY-${i}`,
      Date: '2026-13-01',
    }));
    const many = await fillTemplate(template, rows, path.join(work, 'orders-many.xlsx'));
    const counted = await rota(['upload', 'order', many, '--dry-run']);
    expect(counted.code).toBe(1);
    expect(counted.stdout).toContain(
      'orders-many.xlsx: 1500 of 1500 rows refused (1500 problems, the first 1000 listed); nothing stored.',
    );
    // The line that counts the rest names no row.
    expect(counted.stdout).toMatch(/^-\s+-\s+500 more problems/m);
    expect(await storedOrders()).toBe(0);

    // Two problems in each of 700 rows: rows and problems are counted apart, past the listed ones too.
    const twice = await fillTemplate(
      template,
      rows.slice(0, 700).map((row) => ({ ...row, Amount: 'many' })),
      path.join(work, 'orders-twice.xlsx'),
    );
    const both = await rota(['--json', 'upload', 'order', twice, '--dry-run']);
    expect(both.code).toBe(1);
    const report = JSON.parse(both.stdout) as { rowCount: number; refusedRows: number; problems: unknown[] };
    expect(report).toMatchObject({ rowCount: 700, refusedRows: 700 });
    expect(report.problems).toHaveLength(1001);
    expect(both.stderr).toContain(
      'orders-twice.xlsx: 700 of 700 rows refused (1400 problems, the first 1000 listed); nothing stored.',
    );
  }, 120_000);

  it('checks the fixed file with --dry-run without storing, then stores it and keeps it in the history', async () => {
    const file = await fillTemplate(
      path.join(work, 'order_template.xlsx'),
      good,
      path.join(work, 'orders.xlsx'),
    );
    const dry = await rota(['upload', 'order', file, '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain(
      'orders.xlsx: 2 rows checked, all would be accepted; nothing stored (dry run).',
    );
    expect(dry.stderr).toContain('Sending orders.xlsx');
    expect(await storedOrders()).toBe(0);

    const real = await rota(['--json', 'upload', 'order', file]);
    expect(real.code, real.stderr).toBe(0);
    expect(uploadReportSchema.parse(JSON.parse(real.stdout))).toMatchObject({
      status: 'SUCCESS',
      rowCount: 2,
      written: 2,
      problems: [],
    });
    expect(await storedOrders()).toBe(2);
    const history = await http.request({ url: 'datauploads', notifyErrors: false });
    expect(history.ok).toBe(true);
    const kept = (history.ok ? (history.data as unknown[]) : []).map((r) => uploadHistorySchema.parse(r));
    expect(kept.filter((h) => h.name === 'orders.xlsx')).toEqual([
      expect.objectContaining({ type: 'order', status: 'SUCCESS' }),
    ]);
  });

  it('accepts a filled-in Turkish template as well', async () => {
    const rows = [{ 'Referans No': 'CLI-UP-3', Tarih: '2026-06-03', Konum: 'L-CLI' }];
    const file = await fillTemplate(
      path.join(work, 'siparis.xlsx'),
      rows,
      path.join(work, 'siparis-dolu.xlsx'),
    );
    const result = await rota(['upload', 'order', file], { ROTA_LANG: 'tr' });
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toContain('siparis-dolu.xlsx: 1 satır kabul edildi, 1 kaydedildi.');
    expect(await storedOrders()).toBe(3);
  });

  it('answers a wrong kind, a file that is not .xlsx or is missing as usage errors (exit 2)', async () => {
    const kind = await rota(['upload', 'orders', 'orders.xlsx']);
    expect(kind.code).toBe(2);
    expect(kind.stderr).toContain(`Kinds: ${UPLOAD_KINDS.join(', ')}.`);
    fs.writeFileSync(path.join(work, 'orders.csv'), 'refNo\nX\n');
    const csv = await rota(['upload', 'order', 'orders.csv']);
    expect(csv.code).toBe(2);
    expect(csv.stderr).toContain('Only .xlsx files can be uploaded, not orders.csv.');
    const missing = await rota(['upload', 'order', 'nowhere.xlsx']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Cannot read nowhere.xlsx');
    expect(await storedOrders()).toBe(3);
  });

  it('ends with the server’s reason (exit 1) when it refuses the file itself, with no report', async () => {
    fs.writeFileSync(path.join(work, 'fake.xlsx'), 'not a workbook');
    const result = await rota(['upload', 'order', 'fake.xlsx']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('The file cannot be read as an .xlsx workbook.');
    const json = await rota(['--json', 'upload', 'order', 'fake.xlsx', '--dry-run']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({
      error: { code: 'HTTP', message: expect.stringContaining('cannot be read as an .xlsx') },
    });
    expect(await storedOrders()).toBe(3);
  });

  it('lists every upload kind of core in its help', async () => {
    const help = await rota(['upload', '--help']);
    expect(help.code).toBe(0);
    for (const kind of UPLOAD_KINDS) expect(help.stdout).toContain(kind);
  });
});
