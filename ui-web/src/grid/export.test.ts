import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { toCsv, toXlsx } from './export.js';

const columns = [
  { field: 'refNo', header: 'Ref No' },
  { field: 'name', header: 'Name' },
];

describe('grid export', () => {
  it('quotes CSV cells that need it', () => {
    const csv = toCsv(columns, [
      { refNo: 'C1', name: 'Box, large' },
      { refNo: 'C2', name: 'Say "hi"' },
      { refNo: 'C3' },
    ]);
    expect(csv.split('\r\n')).toEqual(['Ref No,Name', 'C1,"Box, large"', 'C2,"Say ""hi"""', 'C3,']);
  });

  it('writes an .xlsx that reads back', async () => {
    const blob = await toXlsx('Cargo Types', columns, [{ refNo: 'C1', name: 'Pallet' }]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const sheet = workbook.getWorksheet('Cargo Types');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Ref No', 'Name']);
    expect(sheet?.getRow(2).values).toEqual([undefined, 'C1', 'Pallet']);
  });
});
