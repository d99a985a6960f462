import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { CSV_BOM } from '@rota/core';
import type { ColDef } from 'ag-grid-community';
import { exportColumns, exportRowsOf, toCsv, toXlsx, type ExportContext } from './export.js';

const columns = [
  { field: 'refNo', header: 'Ref No' },
  { field: 'name', header: 'Name' },
];

describe('grid export', () => {
  it('quotes CSV cells that need it, after the BOM that makes Excel read UTF-8', () => {
    const csv = toCsv(columns, [
      { refNo: 'C1', name: 'Box, large' },
      { refNo: 'C2', name: 'Say "hi"' },
      { refNo: 'C3' },
      { refNo: 'C4', name: 'Çiğdem Şahin' },
    ]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(CSV_BOM.length).split('\r\n')).toEqual([
      'Ref No,Name',
      'C1,"Box, large"',
      'C2,"Say ""hi"""',
      'C3,',
      'C4,Çiğdem Şahin',
    ]);
  });

  it('writes text cells that start like a formula with a leading apostrophe in CSV', () => {
    const csv = toCsv(columns, [
      { refNo: '=HYPERLINK("http://x")', name: '@SUM(A1)' },
      { refNo: '+90 555', name: '-2' },
      { refNo: '\tC5', name: -2 },
    ]);
    expect(csv.slice(CSV_BOM.length).split('\r\n').slice(1)).toEqual([
      `"'=HYPERLINK(""http://x"")",'@SUM(A1)`,
      "'+90 555,'-2",
      "'\tC5,-2",
    ]);
  });

  it('writes an .xlsx that reads back', async () => {
    const blob = await toXlsx('Cargo Types', columns, [{ refNo: 'C1', name: 'Pallet' }]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const sheet = workbook.getWorksheet('Cargo Types');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Ref No', 'Name']);
    expect(sheet?.getRow(2).values).toEqual([undefined, 'C1', 'Pallet']);
  });

  it('writes formula-like text as plain text cells in .xlsx, numbers as numbers', async () => {
    const blob = await toXlsx('Orders', columns, [{ refNo: '=1+2', name: '@cmd' }, { refNo: -3 }]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const sheet = workbook.getWorksheet('Orders');
    const formula = sheet?.getCell('A2');
    expect(formula?.type).toBe(ExcelJS.ValueType.String);
    expect(formula?.value).toBe('=1+2');
    expect(formula?.formula).toBeUndefined();
    expect(sheet?.getCell('B2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet?.getCell('A3').value).toBe(-3);
  });
});

describe('typed grid export', () => {
  const gridColumns = [
    { field: 'plate', headerName: 'Plate' },
    {
      field: 'arrival',
      headerName: 'Arrival',
      valueFormatter: () => 'shown',
      context: { exportAs: 'value' },
    },
    {
      field: 'serviceDuration',
      headerName: 'Service Duration',
      valueFormatter: () => '1 h 0 min',
      context: { exportAs: 'durationMinutes' },
    },
    { field: 'totalDistance', headerName: 'Total Distance', context: { exportAs: 'distanceKm' } },
    { field: 'note', headerName: 'Note', valueFormatter: (p: { value: unknown }) => `«${String(p.value)}»` },
  ] as const;

  it('writes numbers as numbers in the header unit and timestamps as local dates, read back by exceljs', async () => {
    const cols = exportColumns([...gridColumns], (unit) => (unit === 'min' ? 'dk' : unit));
    expect(cols.map((c) => c.header)).toEqual([
      'Plate',
      'Arrival',
      'Service Duration (dk)',
      'Total Distance (km)',
      'Note',
    ]);
    const arrival = new Date(2026, 10, 24, 8, 45, 30);
    const rows = exportRowsOf(cols, [
      {
        plate: '34 ABC 12',
        arrival: arrival.toISOString(),
        serviceDuration: 3600,
        totalDistance: 24500,
        note: 'x',
      },
    ]);
    const blob = await toXlsx('Job Summary', cols, rows);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const row = workbook.getWorksheet('Job Summary')?.getRow(2);
    expect(row?.getCell(1).value).toBe('34 ABC 12');
    const cell = row?.getCell(2);
    expect(cell?.type).toBe(ExcelJS.ValueType.Date);
    const read = cell?.value as Date;
    expect([read.getUTCHours(), read.getUTCMinutes(), read.getUTCSeconds()]).toEqual([8, 45, 30]);
    expect(cell?.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(row?.getCell(3).type).toBe(ExcelJS.ValueType.Number);
    expect(row?.getCell(3).value).toBe(60);
    expect(row?.getCell(4).value).toBe(24.5);
    expect(row?.getCell(5).value).toBe('«x»');
  });
});

describe('grid export fills', () => {
  const colours = new Map([
    ['34 A 1', '#000075'],
    ['34 A 2', '#ffe119'],
  ]);
  type Stop = Record<string, unknown>;
  const gridColumns: (ColDef<Stop> & { context?: ExportContext })[] = [
    {
      field: 'plate',
      headerName: 'Plate',
      context: { exportFill: (value) => colours.get(String(value)) },
    },
    { field: 'locationName', headerName: 'Location Name' },
  ];
  const rows: Stop[] = [
    { plate: '34 A 1', locationName: 'Depot' },
    { plate: '34 A 2', locationName: 'Shop' },
    { plate: '34 A 9', locationName: 'Market' },
  ];

  async function sheetOf(blob: Blob) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const sheet = workbook.getWorksheet('Job Detail');
    if (!sheet) throw new Error('no sheet');
    return sheet;
  }

  it('fills each cell of a filled column in its colour, with text readable on it, in the .xlsx', async () => {
    const cols = exportColumns<Stop>(gridColumns, (unit) => unit);
    const sheet = await sheetOf(await toXlsx('Job Detail', cols, exportRowsOf(cols, rows)));
    expect(sheet.getCell('A2').fill).toEqual({
      type: 'pattern',
      pattern: 'solid',
      fgColor: { argb: 'FF000075' },
    });
    expect(sheet.getCell('A2').font?.color).toEqual({ argb: 'FFFFFFFF' });
    expect(sheet.getCell('A3').fill).toEqual({
      type: 'pattern',
      pattern: 'solid',
      fgColor: { argb: 'FFFFE119' },
    });
    expect(sheet.getCell('A3').font?.color).toEqual({ argb: 'FF000000' });
    expect(sheet.getCell('A2').value).toBe('34 A 1');
  });

  it('leaves a cell without a colour, other columns and the header row plain', async () => {
    const cols = exportColumns<Stop>(gridColumns, (unit) => unit);
    const sheet = await sheetOf(await toXlsx('Job Detail', cols, exportRowsOf(cols, rows)));
    for (const address of ['A1', 'A4', 'B2', 'B3', 'B4']) {
      const fill = sheet.getCell(address).fill as { pattern?: string } | undefined;
      expect(fill?.pattern ?? 'none', address).toBe('none');
    }
  });

  it('writes the same CSV with or without fills', () => {
    const filled = exportColumns<Stop>(gridColumns, (unit) => unit);
    const plain = exportColumns<Stop>(
      [
        { field: 'plate', headerName: 'Plate' },
        { field: 'locationName', headerName: 'Location Name' },
      ],
      (unit) => unit,
    );
    expect(toCsv(filled, exportRowsOf(filled, rows))).toBe(toCsv(plain, exportRowsOf(plain, rows)));
  });
});
