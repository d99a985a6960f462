import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateways, createHttpClient, type Gateways } from '@rota/adapters-http';
import { MASTER_DATA_RESOURCES, rowsOfList } from '@rota/core';
import { vehicleColourOf, type RouteResult } from '@rota/core/daily-plan';
import { createLoginFileStore } from '../config/login-file.js';
import { runRota, startServer, tempConfigDir, type TestServer } from '../testing/cli-harness.js';

/**
 * `rota export job-summary|job-detail` of a solved job to .xlsx: each Plate cell is filled in its
 * vehicle's colour on the result page (core's `vehicleColourOf` over the job's route result), with
 * text readable on it; the CSV stays plain text.
 */
const JOB = 'COLOUR-1';
let server: TestServer;
let config: string;
let work: string;
let api: Gateways;
let result: RouteResult;

const rota = (args: readonly string[], input?: string) =>
  runRota(['--server', server.url, ...args], {
    env: { ROTA_CONFIG_DIR: config, ROTA_LANG: 'en' },
    cwd: work,
    ...(input === undefined ? {} : { input }),
  });

async function run(args: readonly string[], input?: string) {
  const answer = await rota(args, input);
  expect(answer.code, `${args.join(' ')}\n${answer.stdout}\n${answer.stderr}`).toBe(0);
  return answer;
}

beforeAll(async () => {
  server = await startServer();
  config = tempConfigDir();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-cli-colours-'));
  await run(['login', '--email', 'admin@demo.rota', '--password-stdin'], 'Demo!2345\n');
  const token = createLoginFileStore(config, server.url).load()?.token ?? null;
  const http = createHttpClient({
    baseURL: `${server.url}/api`,
    getToken: () => token,
    getLanguage: () => 'en',
    onSessionExpired: () => undefined,
    notify: () => undefined,
  });
  api = createGateways(http, { notifyErrors: false });
  const orders = MASTER_DATA_RESOURCES.orders;
  const listed = await http.request({
    url: orders.path,
    params: { distributionCenterId: 1, pageIndex: 0, pageSize: 12, sortBy: 'refNo' },
    notifyErrors: false,
  });
  const refNos = (listed.ok ? (rowsOfList(orders, listed.data) as Record<string, unknown>[]) : []).map((o) =>
    String(o['refNo']),
  );
  expect(refNos.length).toBeGreaterThan(0);
  await run(
    ['jobs', 'create', JOB, '--center', '1', '--orders', refNos.join(',')].concat([
      '--all-vehicles',
      '--max-vehicles',
      '3',
      '--max-runtime',
      '1',
    ]),
  );
  await run(['jobs', 'queue', JOB]);
  await run(['--json', 'jobs', 'watch', JOB, '--poll', '1']);
  const answer = await api.dailyPlan.routeResult({ params: { jobRefNo: JOB } });
  if (!answer.ok) throw new Error(`no route result: ${JSON.stringify(answer.error)}`);
  result = answer.data;
  expect(result.vehicleWithAssignedLocations.length).toBeGreaterThan(0);
}, 300_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(config, { recursive: true, force: true });
  fs.rmSync(work, { recursive: true, force: true });
}, 30_000);

/** The colour the result page draws the vehicle of a plate in, as exceljs's ARGB. */
function expectedArgb(plate: string): string {
  const index = result.vehicleWithAssignedLocations.findIndex(
    (v) => (v.locations[0]?.vehiclePlate ?? v.vehicleName) === plate,
  );
  expect(index, plate).toBeGreaterThanOrEqual(0);
  const hex = vehicleColourOf(result, index).slice(1);
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return `FF${full.toUpperCase()}`;
}

/** Each body row's plate with its cell's fill and font colour. */
async function plateCells(file: string) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error(`${file} has no sheet`);
  const header = sheet.getRow(1).values as unknown[];
  const column = header.indexOf('Plate');
  expect(column, String(header)).toBeGreaterThan(0);
  const cells: { plate: string; fill: unknown; font: string | undefined }[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cell = row.getCell(column);
    cells.push({ plate: String(cell.value), fill: cell.fill, font: cell.font?.color?.argb });
  });
  return cells;
}

/** Black or white, whichever reads better on the fill (WCAG relative luminance). */
function readableOn(argb: string): string {
  const [r, g, b] = [2, 4, 6].map((at) => {
    const c = parseInt(argb.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179 ? 'FF000000' : 'FFFFFFFF';
}

describe('vehicle colours in job exports', () => {
  it("fills each Job Summary row's Plate cell in its vehicle's colour", async () => {
    const file = path.join(work, 'summary.xlsx');
    await run(['export', 'job-summary', '--job', JOB, '--out', file]);
    const cells = await plateCells(file);
    expect(cells.length).toBe(result.vehicleWithAssignedLocations.length);
    for (const cell of cells) {
      const argb = expectedArgb(cell.plate);
      expect(cell.fill, cell.plate).toEqual({ type: 'pattern', pattern: 'solid', fgColor: { argb } });
      expect(cell.font, cell.plate).toBe(readableOn(argb));
    }
    // Different vehicles, different colours (the plan has fewer vehicles than the palette colours).
    expect(new Set(cells.map((c) => JSON.stringify(c.fill))).size).toBe(cells.length);
  }, 120_000);

  it("fills each Job Detail stop's Plate cell in its vehicle's colour; the CSV stays plain", async () => {
    const file = path.join(work, 'detail.xlsx');
    await run(['export', 'job-detail', '--job', JOB, '--out', file]);
    const cells = await plateCells(file);
    expect(cells.length).toBeGreaterThan(result.vehicleWithAssignedLocations.length);
    for (const cell of cells)
      expect(cell.fill, cell.plate).toEqual({
        type: 'pattern',
        pattern: 'solid',
        fgColor: { argb: expectedArgb(cell.plate) },
      });
    const csv = await run(['export', 'job-detail', '--job', JOB, '--format', 'csv', '--out', '-']);
    expect(csv.stdout.split('\n')[0]).toContain('Plate');
    expect(csv.stdout).not.toMatch(/#[0-9a-f]{6}|FF[0-9A-F]{6}/i);
  }, 120_000);
});
