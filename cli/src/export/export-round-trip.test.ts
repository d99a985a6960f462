import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, createResourceGateway, type HttpClient } from '@rota/adapters-http';
import {
  MASTER_DATA_RESOURCES,
  UPLOAD_RESOURCES,
  keyOfRow,
  rowsOfList,
  uploadColumns,
  type ResourceConfig,
  type ResourceUploadKind,
} from '@rota/core';
import { createLoginFileStore } from '../config/login-file.js';
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

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
type Row = Record<string, unknown>;

beforeAll(async () => {
  server = await startServer();
  config = tempConfigDir();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-cli-round-trip-'));
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
}, 180_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(config, { recursive: true, force: true });
  fs.rmSync(work, { recursive: true, force: true });
}, 30_000);

/** The sheet's rows as plain values (dates as ISO text), header row first. */
async function sheetRows(file: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  const width = sheet?.getRow(1).cellCount ?? 0;
  const rows: unknown[][] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => {
    const values: unknown[] = [];
    for (let c = 1; c <= width; c++) {
      const v = row.getCell(c).value;
      values.push(v instanceof Date ? v.toISOString() : (v ?? null));
    }
    rows.push(values);
  });
  return rows;
}

function entryOf(
  kind: ResourceUploadKind,
): ResourceConfig & { storage: NonNullable<ResourceConfig['storage']> } {
  return MASTER_DATA_RESOURCES[UPLOAD_RESOURCES[kind]] as ResourceConfig & {
    storage: NonNullable<ResourceConfig['storage']>;
  };
}

async function listRows(kind: ResourceUploadKind, filter: Row): Promise<Row[]> {
  const entry = entryOf(kind);
  const answer = await http.request({ url: entry.path, params: filter, notifyErrors: false });
  expect(answer.ok, kind).toBe(true);
  return rowsOfList(entry, answer.ok ? answer.data : null) as Row[];
}

/** A record like the first of the list, its unique fields changed: the form's fields only. */
async function createLike(kind: ResourceUploadKind, changes: Row): Promise<void> {
  const entry = entryOf(kind);
  const [first] = await listRows(kind, { pageSize: 1 });
  expect(first, kind).toBeDefined();
  const item: Row = {};
  for (const field of uploadColumns(entry.storage.fields, 'Admin'))
    if (first?.[field.name] !== undefined) item[field.name] = first[field.name];
  // A territory is created one at a time (with its locations); the other grids take a list.
  const created =
    kind === 'territory-polygon-input'
      ? await http.request({
          method: 'POST',
          url: entry.path,
          data: { ...first, id: undefined, locationRefNoList: [], locationList: [], ...changes },
          notifyErrors: false,
        })
      : await createResourceGateway(http, entry).create([{ ...item, ...changes }]);
  const status = 'status' in created ? created.status : created.ok ? 201 : 400;
  expect(status, `${kind}: ${JSON.stringify(created)}`).toBeLessThan(300);
}

/**
 * Export → upload the same file → export again: the upload refuses nothing and stores the rows the
 * file holds (the records are deleted between, as an upload adds records), and the second export
 * holds the same rows as the first.
 */
async function roundTrip(kind: ResourceUploadKind, filter: [string, string], count: number) {
  const entry = entryOf(kind);
  const name = kebab(UPLOAD_RESOURCES[kind]);
  const first = path.join(work, `${kind}-1.xlsx`);
  const exported = await rota(['export', name, '--filter', filter.join('='), '--out', first]);
  expect(exported.code, exported.stderr).toBe(0);
  const before = await sheetRows(first);
  expect(before, kind).toHaveLength(count + 1);

  const rows = await listRows(kind, { [filter[0]]: filter[1] });
  const keys = rows.map((r) => keyOfRow(entry, r)).filter((k) => k !== null);
  expect(keys, kind).toHaveLength(count);
  const removed = await createResourceGateway(http, entry).remove(keys);
  expect(removed.status, `${kind}: ${JSON.stringify(removed)}`).toBeLessThan(300);
  expect(await listRows(kind, { [filter[0]]: filter[1] }), kind).toHaveLength(0);

  const upload = await rota(['--json', 'upload', kind, first]);
  expect(upload.code, `${kind}: ${upload.stdout}${upload.stderr}`).toBe(0);
  expect(JSON.parse(upload.stdout), kind).toMatchObject({
    status: 'SUCCESS',
    rowCount: count,
    written: count,
    problems: [],
  });

  const second = path.join(work, `${kind}-2.xlsx`);
  expect((await rota(['export', name, '--filter', filter.join('='), '--out', second])).code).toBe(0);
  expect(await sheetRows(second), kind).toEqual(before);
}

describe('an export of an uploadable grid uploads back unchanged', () => {
  it('locations', async () => {
    await createLike('location', { refNo: 'RT-LOC-1', name: 'Round trip one', isDepot: false });
    await createLike('location', { refNo: 'RT-LOC-2', name: 'Round trip two', isDepot: false, note: null });
    await roundTrip('location', ['refNo', 'RT-LOC'], 2);
  }, 150_000);

  it('orders', async () => {
    await createLike('order', { refNo: 'RT-ORD-1' });
    await createLike('order', { refNo: 'RT-ORD-2', description: null, visitAfter: null });
    await roundTrip('order', ['refNo', 'RT-ORD'], 2);
  }, 150_000);

  it('vehicles', async () => {
    await createLike('vehicle', { refNo: 'RT-VEH-1', plate: '34 RT 0001', defaultDriverRefNo: null });
    await roundTrip('vehicle', ['refNo', 'RT-VEH'], 1);
  }, 150_000);

  it('drivers', async () => {
    await createLike('driver', {
      refNo: 'RT-DRV-1',
      employeeNumber: 'RT-E1',
      username: 'rt1@demo.rota',
      email: 'rt1@demo.rota',
      phone: '+90 545 000 00 01',
    });
    await roundTrip('driver', ['refNo', 'RT-DRV'], 1);
  }, 150_000);

  it('weekly planned visits', async () => {
    await createLike('location', { refNo: 'RT-PV-1', name: 'RT planned visit place', isDepot: false });
    await createLike('location-planned-visit', { locationName: 'RT planned visit place', daysOfWeek: '1,4' });
    await roundTrip('location-planned-visit', ['locationName', 'RT planned'], 1);
  }, 150_000);

  it('weekly planning parameters', async () => {
    await createLike('location', { refNo: 'RT-WK-1', name: 'RT weekly place', isDepot: false });
    await createLike('location-territory-input', { locationRefNo: 'RT-WK-1' });
    await roundTrip('location-territory-input', ['locationRefNo', 'RT-WK'], 1);
  }, 150_000);

  it('territories', async () => {
    await createLike('territory-polygon-input', { name: 'RT territory', no: 901 });
    await roundTrip('territory-polygon-input', ['name', 'RT territory'], 1);
  }, 150_000);
});
