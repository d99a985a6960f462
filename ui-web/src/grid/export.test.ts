import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { CSV_BOM } from '@rota/core';
import { toCsv, toXlsx } from './export.js';

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
