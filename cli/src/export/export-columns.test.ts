import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { MASTER_DATA_RESOURCES } from '@rota/core';
import { setCliLanguage } from '../messages.js';
import {
  exportRows,
  exportValue,
  headerColumns,
  registryColumns,
  templateColumns,
} from './export-columns.js';
import { toCsv, toXlsx } from './grid-file.js';
import { JOB_DETAIL_COLUMNS, JOB_SUMMARY_COLUMNS } from './grid-columns.js';

afterEach(() => setCliLanguage('en'));

const summaryRow = {
  arrival: '2026-07-03T16:30:00Z',
  departure: '2026-07-03T06:00:00Z',
  numberOfLocations: 12,
  numberOfOrders: 14,
  plate: '34 AB 123',
  serviceDuration: 5400,
  totalDistance: 84_321,
  totalDuration: 37_800,
  travelDuration: 30_000,
  waitingDuration: 0,
};

async function sheetOf(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('Job Summary and Job Detail exports', () => {
  it('keep the spec’s column order and name the units the values are written in', () => {
    const headers = headerColumns(JOB_SUMMARY_COLUMNS).map((c) => c.header);
    expect(headers).toEqual([
      'Arrival',
      'Departure',
      'Locations',
      'Orders',
      'Plate',
      'Service Duration (min)',
      'Total Distance (km)',
      'Total Duration (min)',
      'Travel Duration (min)',
      'Waiting Duration (min)',
    ]);
    expect(JOB_DETAIL_COLUMNS.map((c) => c.field)).toEqual([
      'arrival',
      'departure',
      'distanceFromPrevious',
      'durationFromPrevious',
      'locationName',
      'plate',
      'serviceDuration',
      'visitOrder',
      'waitingDuration',
    ]);
    setCliLanguage('tr');
    expect(headerColumns(JOB_DETAIL_COLUMNS).map((c) => c.header)).toContain('Öncekinden Mesafe (km)');
    expect(headerColumns(JOB_DETAIL_COLUMNS).map((c) => c.header)).toContain('Servis Süresi (dk)');
  });

  it('write seconds as minutes and metres as km, as numbers, and times as dates', async () => {
    const columns = headerColumns(JOB_SUMMARY_COLUMNS);
    const rows = exportRows(JOB_SUMMARY_COLUMNS, [summaryRow]);
    const sheet = await sheetOf(await toXlsx('Job Summary', columns, rows));
    const cells = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(cells.slice(2)).toEqual([12, 14, '34 AB 123', 90, 84.321, 630, 500, 0]);
    expect(cells[0]).toBeInstanceOf(Date);
    expect(sheet.getRow(2).getCell(1).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(toCsv(columns, rows).split('\n')[1]).toMatch(/,12,14,34 AB 123,90,84\.321,630,500,0$/);
  });

  it('still write the header row when there are no rows', async () => {
    const sheet = await sheetOf(await toXlsx('Job Detail', headerColumns(JOB_DETAIL_COLUMNS), []));
    expect(sheet.rowCount).toBe(1);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toHaveLength(JOB_DETAIL_COLUMNS.length);
  });
});

describe('export cells', () => {
  it('write numeric text of number columns as numbers, lists comma-joined, no value as an empty cell', () => {
    expect(exportValue('number', '2600')).toBe(2600);
    expect(exportValue('number', ' 13.5 ')).toBe(13.5);
    expect(exportValue('number', 'n/a')).toBe('n/a');
    expect(exportValue('list', [0, 2, 4])).toBe('0,2,4');
    expect(exportValue('list', [])).toBeNull();
    expect(exportValue('boolean', 'true')).toBe(true);
    expect(exportValue('json', [])).toBeNull();
    expect(exportValue('value', '')).toBeNull();
    expect(exportValue(undefined, null)).toBeNull();
    expect(exportValue('value', '00123')).toBe('00123');
  });

  it('type the vehicle types’ costs and capacities (text on the wire) as numbers', async () => {
    const storage = MASTER_DATA_RESOURCES.vehicleTypes.storage;
    const columns = registryColumns(storage);
    const row = Object.fromEntries(columns.map((c) => [c.field, c.type === 'number' ? '2600' : 'VT-1']));
    const sheet = await sheetOf(
      await toXlsx('Vehicle Types', headerColumns(columns), exportRows(columns, [row])),
    );
    columns.forEach((c, i) => {
      if (c.type === 'number') expect(sheet.getRow(2).getCell(i + 1).value, c.field).toBe(2600);
    });
    expect(columns.filter((c) => c.type === 'number').length).toBeGreaterThan(0);
  });
});

describe('exports of uploadable grids', () => {
  it('use the upload template’s columns; a DC Manager’s leave out the center', () => {
    const fields = MASTER_DATA_RESOURCES.locations.storage.fields;
    const admin = templateColumns(fields, 'Admin').map((c) => c.field);
    const manager = templateColumns(fields, 'DC_Manager').map((c) => c.field);
    expect(admin).toContain('distributionCenterId');
    expect(manager).not.toContain('distributionCenterId');
    expect(admin).not.toContain('createDate');
    expect(headerColumns(templateColumns(fields, 'Admin'))[0]?.header).toBe('Reference No');
  });
});
