import { describe, expect, it } from 'vitest';
import {
  CSV_BOM,
  csvCellText,
  exportCellValue,
  exportDateOf,
  exportHeader,
  looksLikeFormula,
  sheetNameOf,
  toCsv,
} from './export-file.rules.js';

const columns = [
  { field: 'refNo', header: 'Reference No' },
  { field: 'name', header: 'Name' },
];

describe('export files', () => {
  it('starts a CSV file with the UTF-8 BOM and parts lines by CRLF', () => {
    const csv = toCsv(columns, [{ refNo: 'L1', name: 'Şişli Çarşı Ğ' }]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual(['Reference No,Name', 'L1,Şişli Çarşı Ğ']);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('writes text that a spreadsheet would run as a formula with a leading apostrophe', () => {
    for (const text of ['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\tTab', '\rReturn'])
      expect(csvCellText(text), JSON.stringify(text)).toBe(`'${text}`);
    expect(csvCellText('Ankara = capital')).toBe('Ankara = capital');
    expect(csvCellText(-3)).toBe('-3');
    expect(csvCellText(null)).toBe('');
    const csv = toCsv(columns, [{ refNo: '=1+2', name: '-cmd|calc' }]);
    expect(csv.slice(1).split('\r\n')[1]).toBe("'=1+2,'-cmd|calc");
  });

  it('quotes cells with separators, quotes or line breaks after neutralising them', () => {
    const csv = toCsv(columns, [{ refNo: '=A1,B1', name: 'Say "hi"' }]);
    expect(csv.slice(1).split('\r\n')[1]).toBe(`"'=A1,B1","Say ""hi"""`);
  });

  it('keeps numbers and booleans as values in a sheet, everything else as text', () => {
    expect(exportCellValue(-3)).toBe(-3);
    expect(exportCellValue(true)).toBe(true);
    expect(exportCellValue({ a: 1 })).toBe('{"a":1}');
    expect(exportCellValue('=1+2')).toBe('=1+2');
    expect(looksLikeFormula('=1+2')).toBe(true);
  });

  it('names sheets as Excel allows', () => {
    expect(sheetNameOf('a/b:c')).toBe('a b c');
    expect(sheetNameOf('x'.repeat(40))).toHaveLength(31);
    expect(sheetNameOf('')).toBe('Sheet1');
  });
});

describe('typed export cells', () => {
  it('writes ISO timestamps as local wall-clock dates and days as dates', () => {
    const at = new Date('2026-11-24T06:30:15Z');
    const cell = exportCellValue('2026-11-24T06:30:15Z');
    expect(cell).toBeInstanceOf(Date);
    expect((cell as Date).getUTCHours()).toBe(at.getHours());
    expect((cell as Date).getUTCMinutes()).toBe(at.getMinutes());
    expect(exportCellValue('2026-11-24')).toEqual(new Date('2026-11-24T00:00:00Z'));
    expect(exportDateOf('SO-2026-11-24')).toBeNull();
    expect(exportCellValue('00123')).toBe('00123');
  });

  it('converts seconds, metres and fractions into the unit the header names', () => {
    expect(exportCellValue(5400, 'durationMinutes')).toBe(90);
    expect(exportCellValue('90', 'seconds')).toBe(90);
    expect(exportCellValue(12345, 'distanceKm')).toBe(12.345);
    expect(exportCellValue(0.4567, 'percent')).toBe(45.67);
    expect(exportCellValue(null, 'distanceKm')).toBeNull();
    expect(exportCellValue('')).toBeNull();
    expect(exportCellValue(undefined)).toBeNull();
    expect(exportHeader({ field: 'd', header: 'Distance', kind: 'distanceKm' })).toBe('Distance (km)');
    expect(exportHeader({ field: 'd', header: 'Süre', kind: 'durationMinutes' }, () => 'dk')).toBe(
      'Süre (dk)',
    );
    expect(exportHeader({ field: 'n', header: 'Name' })).toBe('Name');
  });

  it('writes CSV dates as YYYY/MM/DD HH:mm:ss in local time, days as YYYY/MM/DD, numbers bare', () => {
    const at = new Date(2026, 10, 24, 9, 5, 7);
    const csv = toCsv(
      [
        { field: 'at', header: 'At' },
        { field: 'day', header: 'Day' },
        { field: 'm', header: 'Distance (km)', kind: 'distanceKm' },
      ],
      [{ at: at.toISOString(), day: '2026-11-24', m: 1500 }],
    );
    expect(csv.slice(1).split('\r\n')[1]).toBe('2026/11/24 09:05:07,2026/11/24,1.5');
  });
});
