import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, createResourceGateway, type HttpClient } from '@rota/adapters-http';
import {
  CSV_BOM,
  MASTER_DATA_RESOURCES,
  TOTAL_COUNT_HEADER,
  UPLOAD_RESOURCES,
  gridColumns,
  uploadColumns,
  type ResourceConfig,
} from '@rota/core';
import { createLoginFileStore } from '../config/login-file.js';
import { t, setCliLanguage } from '../messages.js';
import { runRota, startServer, tempConfigDir, type TestServer } from '../testing/cli-harness.js';

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

const csvLines = (text: string) => text.trim().split('\n');

/** A number that the grid shows as the server's text (`…Display`) is exported as that number. */
function numberShown(storage: NonNullable<ResourceConfig['storage']>, field: string): string | undefined {
  const base = storage.columns.find((c) => `${c.field}Display` === field);
  return base && (base.kind === 'decimal' || base.kind === 'integer') ? base.field : undefined;
}
const cargo = MASTER_DATA_RESOURCES.cargoTypes;
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

beforeAll(async () => {
  server = await startServer();
  config = tempConfigDir();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-cli-export-'));
  const login = await rota(['login', '--email', 'admin@demo.rota', '--password-stdin'], {}, 'Demo!2345\n');
  expect(login.code).toBe(0);
  const token = createLoginFileStore(config, server.url).load()?.token ?? null;
  http = createHttpClient({
    baseURL: `${server.url}/api`,
    getToken: () => token,
    getLanguage: () => 'en',
    onSessionExpired: () => undefined,
    notify: () => undefined,
  });
  // Rows of our own, through the same gateway the CLI reads with.
  const created = await createResourceGateway(http, cargo).create([
    { refNo: 'EXP-1', name: 'Export crate', description: 'one, "two"' },
    { refNo: 'EXP-2', name: 'Export drum', description: null },
    { refNo: 'INJ-1', name: '=HYPERLINK("http://x","Şişe")', description: '@SUM(A1)' },
  ]);
  expect(created.status).toBe(201);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(config, { recursive: true, force: true });
  fs.rmSync(work, { recursive: true, force: true });
}, 30_000);

describe('rota export of master data', () => {
  it('writes every cargo type with the grid’s columns under their labels', async () => {
    const file = path.join(work, 'cargo.csv');
    const result = await rota(['export', 'cargo-types', '--format', 'csv', '--out', file]);
    expect(result.code).toBe(0);
    const text = fs.readFileSync(file, 'utf8');
    // No byte order mark unless --bom; LF lines and a final newline.
    expect(text.startsWith(CSV_BOM)).toBe(false);
    expect(text).not.toContain('\r');
    expect(text.endsWith('\n')).toBe(true);
    const excel = path.join(work, 'cargo-excel.csv');
    expect((await rota(['export', 'cargo-types', '--format', 'csv', '--bom', '--out', excel])).code).toBe(0);
    expect(fs.readFileSync(excel, 'utf8')).toBe(`${CSV_BOM}${text}`);
    const lines = csvLines(text);
    expect(lines[0]).toBe('Reference No,Name,Description');
    expect(lines).toContain('EXP-1,Export crate,"one, ""two"""');
    expect(lines).toContain('EXP-2,Export drum,');
    const total = await createResourceGateway(http, cargo).list({ pageSize: 1 });
    expect(lines).toHaveLength((total.total ?? -1) + 1);
    expect(result.stdout).toContain(`Wrote ${lines.length - 1} rows of Cargo Types to ${file}.`);
  });

  it('names the .xlsx as the web UI does, in Turkish when asked, with the Turkish header row', async () => {
    const result = await rota(['--json', 'export', 'cargo-types', '--filter', 'refNo=exp-'], {
      ROTA_LANG: 'tr',
    });
    expect(result.code).toBe(0);
    const answer = JSON.parse(result.stdout) as { file: string; rows: number; columns: string[] };
    expect(path.basename(answer.file)).toMatch(/^Kargo-Tipleri_\d{4}_\d{2}_\d{2}_\d{2}_\d{2}_\d{2}\.xlsx$/);
    expect(answer).toMatchObject({ rows: 2, columns: ['refNo', 'name', 'description'] });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(answer.file);
    const sheet = workbook.getWorksheet('Kargo Tipleri');
    setCliLanguage('tr');
    const headers = gridColumns(cargo.storage).map((c) =>
      t(cargo.storage.fields.find((f) => f.name === c.field)?.label ?? c.field),
    );
    setCliLanguage('en');
    expect((sheet?.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
    expect(headers[0]).toBe('Referans No');
    expect(sheet?.getRow(2).getCell(1).value).toBe('EXP-1');
    expect(sheet?.rowCount).toBe(3);
  });

  it('neutralises text that a spreadsheet would run as a formula, in CSV and in .xlsx', async () => {
    const file = path.join(work, 'injection.csv');
    const csv = await rota([
      'export',
      'cargo-types',
      '--format',
      'csv',
      '--filter',
      'refNo=INJ-',
      '--out',
      file,
    ]);
    expect(csv.code).toBe(0);
    expect(csvLines(fs.readFileSync(file, 'utf8'))[1]).toBe(
      `INJ-1,"'=HYPERLINK(""http://x"",""Şişe"")",'@SUM(A1)`,
    );
    const xlsx = path.join(work, 'injection.xlsx');
    const sheetFile = await rota(['export', 'cargo-types', '--filter', 'refNo=INJ-', '--out', xlsx]);
    expect(sheetFile.code).toBe(0);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(xlsx);
    const cell = workbook.getWorksheet('Cargo Types')?.getCell('B2');
    expect(cell?.type).toBe(ExcelJS.ValueType.String);
    expect(cell?.value).toBe('=HYPERLINK("http://x","Şişe")');
    expect(cell?.formula).toBeUndefined();
  });

  it('writes the header row of an empty list and says 0 rows', async () => {
    const file = path.join(work, 'none.csv');
    const result = await rota([
      'export',
      'cargo-types',
      '--format',
      'csv',
      '--filter',
      'name=Nothing like',
      '--out',
      file,
    ]);
    expect(result.code).toBe(0);
    expect(fs.readFileSync(file, 'utf8')).toBe('Reference No,Name,Description\n');
    expect(result.stdout).toContain('Wrote 0 rows of Cargo Types');
  });

  it('writes to standard output with --out - and says what it wrote on standard error', async () => {
    const result = await rota([
      'export',
      'cargo-types',
      '--format',
      'csv',
      '--filter',
      'refNo=EXP-2',
      '--out',
      '-',
    ]);
    expect(result.code).toBe(0);
    expect(csvLines(result.stdout)).toEqual(['Reference No,Name,Description', 'EXP-2,Export drum,']);
    expect(result.stderr).toContain('Wrote 1 row of Cargo Types to standard output.');
  });

  it('names files without spaces to the second and never over another; the format follows the extension', async () => {
    const dir = fs.mkdtempSync(path.join(work, 'names-'));
    const inDir = (args: readonly string[]) =>
      runRota(['--server', server.url, '--json', ...args], {
        env: { ROTA_CONFIG_DIR: config, ROTA_LANG: 'en' },
        cwd: dir,
      });
    const first = await inDir(['export', 'cargo-types', '--format', 'csv']);
    const second = await inDir(['export', 'cargo-types', '--format', 'csv']);
    const [a, b] = [first, second].map((r) => path.basename((JSON.parse(r.stdout) as { file: string }).file));
    expect(a).toMatch(/^Cargo-Types_\d{4}_\d{2}_\d{2}_\d{2}_\d{2}_\d{2}(_\d+)?\.csv$/);
    expect(b).not.toBe(a);
    expect(fs.readdirSync(dir).sort()).toEqual([a, b].sort());

    const byExtension = await inDir(['export', 'cargo-types', '--out', 'cargo.csv']);
    expect(JSON.parse(byExtension.stdout)).toMatchObject({ format: 'csv' });
    expect(fs.readFileSync(path.join(dir, 'cargo.csv'), 'utf8')).toMatch(/^Reference No,Name,Description\n/);
    const mismatch = await inDir(['export', 'cargo-types', '--format', 'csv', '--out', 'x.xlsx']);
    expect(mismatch.code).toBe(2);
    expect(mismatch.stderr).toContain('--format csv does not match the file x.xlsx');
    expect(fs.existsSync(path.join(dir, 'x.xlsx'))).toBe(false);
    const replaced = await inDir(['export', 'cargo-types', '--out', 'cargo.csv']);
    expect(replaced.stderr).toContain('Replacing the existing');
  }, 120_000);

  it('asks for the filters a grid cannot be read without by their CLI names, and lists them', async () => {
    const cost = await rota(['export', 'cost-report']);
    expect(cost.code).toBe(2);
    expect(cost.stderr).toContain(
      'Exporting cost-report needs --filter vehicles=… --filter startDate=YYYY-MM-DD --filter endDate=YYYY-MM-DD.',
    );
    expect(cost.stderr).not.toMatch(/vehicleRefNoList|400/);
    const sensors = await rota(['export', 'sensor-notifications', '--filter', 'vehicle=VEH-001']);
    expect(sensors.code).toBe(2);
    expect(sensors.stderr).not.toMatch(/VehicleRefNo|StartTime|400/);
    const impossible = await rota([
      'export',
      'cost-report',
      '--filter',
      'vehicles=VEH-001',
      '--filter',
      'startDate=2026-02-30',
      '--filter',
      'endDate=2026-03-01',
    ]);
    expect(impossible.code).toBe(2);
    expect(impossible.stderr).toContain('2026-02-30');
    const listed = await rota(['export', 'list']);
    expect(listed.stdout).toMatch(/^cost-report\s.*\(--filter vehicles=… --filter startDate=YYYY-MM-DD/m);
    expect(listed.stdout).toMatch(/^job-summary\s.*\(--job REF\)/m);
  });

  it('answers unknown resources and filters as usage errors (exit 2) naming the valid ones', async () => {
    const unknown = await rota(['export', 'cargo']);
    expect(unknown.code).toBe(2);
    for (const name of Object.keys(MASTER_DATA_RESOURCES)) expect(unknown.stderr).toContain(kebab(name));
    const filter = await rota(['export', 'cargo-types', '--filter', 'colour=red']);
    expect(filter.code).toBe(2);
    expect(filter.stderr).toContain('refNo, name, description');
    expect(fs.readdirSync(work).some((f) => f.startsWith('Cargo-Types_'))).toBe(false);
  });

  it('exports every registry entry served by the list contract, and fails loudly for the others', async () => {
    const listed = await rota(['--json', 'export', 'list']);
    const names = (JSON.parse(listed.stdout) as { name: string }[]).map((r) => r.name);
    for (const [key, entry] of Object.entries(MASTER_DATA_RESOURCES) as [string, ResourceConfig][]) {
      expect(names).toContain(kebab(key));
      const list = await http.request({ url: entry.path, params: { pageSize: 1 }, notifyErrors: false });
      const total = list.ok ? Number(list.headers[TOTAL_COUNT_HEADER] ?? Number.NaN) : Number.NaN;
      const file = path.join(work, `${kebab(key)}.csv`);
      const result = await rota(['--json', 'export', kebab(key), '--format', 'csv', '--out', file]);
      if (!Number.isInteger(total)) {
        // Not (yet) served as a paged list: an error naming the cause, never a silent empty file.
        expect(result.code, key).toBe(1);
        expect(JSON.parse(result.stdout), key).toMatchObject({ error: { message: expect.any(String) } });
        expect(fs.existsSync(file), key).toBe(false);
        continue;
      }
      expect(result.code, `${key}: ${result.stderr}`).toBe(0);
      const answer = JSON.parse(result.stdout) as { rows: number; columns: string[] };
      expect(answer.rows, key).toBe(total);
      // An uploadable grid is written as its upload template (so that it uploads back); others as the grid.
      const upload = Object.entries(UPLOAD_RESOURCES).find(([, resource]) => resource === key);
      if (entry.storage)
        expect(answer.columns, key).toEqual(
          upload
            ? uploadColumns(entry.storage.fields, 'Admin').map((f) => f.name)
            : gridColumns(entry.storage).map((c) => numberShown(entry.storage!, c.field) ?? c.field),
        );
      expect(csvLines(fs.readFileSync(file, 'utf8')), key).toHaveLength(total + 1);
    }
  }, 240_000);

  it('writes typed cells: numbers as numbers, days as dates, no value as an empty cell', async () => {
    const file = path.join(work, 'vehicle-types.xlsx');
    expect((await rota(['export', 'vehicle-types', '--out', file])).code).toBe(0);
    const types = new ExcelJS.Workbook();
    await types.xlsx.readFile(file);
    const sheet = types.worksheets[0];
    const header = (sheet?.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      'Reference No',
      'Name',
      'Distance unit cost',
      'Duration unit cost',
      'Fixed cost',
      'Insurance limit',
      'Volume capacity',
      'Weight capacity',
    ]);
    for (let c = 3; c <= header.length; c++)
      expect(sheet?.getRow(2).getCell(c).type, String(header[c - 1])).toBe(ExcelJS.ValueType.Number);

    const drivers = path.join(work, 'drivers.xlsx');
    expect((await rota(['export', 'drivers', '--filter', 'refNo=DRV-001', '--out', drivers])).code).toBe(0);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(drivers);
    const row = book.worksheets[0]?.getRow(2);
    const headers = (book.worksheets[0]?.getRow(1).values as unknown[]).slice(1);
    const cell = (name: string) => row?.getCell(headers.indexOf(name) + 1);
    expect(cell('Employment start date')?.type).toBe(ExcelJS.ValueType.Date);
    // DRV-001 has no end date: an empty cell, not an empty text.
    expect(cell('Employment end date')?.type).toBe(ExcelJS.ValueType.Null);
    expect(cell('Phone')?.type).toBe(ExcelJS.ValueType.String);
  });

  it('heads the columns in the CLI’s language, also of an empty export', async () => {
    const file = path.join(work, 'jobs.csv');
    const result = await rota(['export', 'jobs', '--format', 'csv', '--out', file], { ROTA_LANG: 'tr' });
    expect(result.code).toBe(0);
    const lines = csvLines(fs.readFileSync(file, 'utf8'));
    expect(lines[0]).toBe(
      'İş Ref No,Durum,Siparişler,Araçlar,Çalışma Süresi (sn),Başlangıç,Bitiş,Görev Tarihi,Versiyon,Oluşturma Tarihi,Güncelleme Tarihi,Sonuç',
    );
    const locations = await rota(['export', 'locations', '--format', 'csv', '--out', '-'], {
      ROTA_LANG: 'tr',
    });
    expect(csvLines(locations.stdout)[0]).toMatch(/^Referans No,/);
    expect(csvLines(locations.stdout)[0]).not.toMatch(/distributionCenter|createDate|[a-z][A-Z]/);
  });
});
