import { describe, expect, it } from 'vitest';
import { xlsxOf } from './upload.fixtures.js';
import {
  repeatedPart,
  sharedStringSheet,
  smallPart,
  workbookParts,
  zipOf,
  type BombPart,
} from './xlsx-bomb.fixtures.js';
import { UPLOAD_LIMITS, type Limits } from './xlsx-limits.js';
import { readSheet } from './xlsx-reader.js';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const SST = `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}">`;
const SHEET = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>`;
const strings = (...texts: string[]) =>
  smallPart('xl/sharedStrings.xml', `${SST}${texts.map((x) => `<si><t>${x}</t></si>`).join('')}</sst>`);
const header = strings('Reference No', 'Location', 'B-1', 'L-1');
const sheetOf = (rows: string) =>
  smallPart('xl/worksheets/sheet1.xml', `${SHEET}${rows}</sheetData></worksheet>`);
/** A workbook of the given parts, its zip declaring 1,000 bytes an entry. */
const workbook = (sharedStrings: BombPart, sheet: BombPart, ...more: BombPart[]) =>
  zipOf([...workbookParts(sharedStrings, sheet), ...more], 1_000);
const refusal = async (file: Buffer, limits: Partial<Limits> = {}) => {
  const read = await readSheet(file, { ...UPLOAD_LIMITS, ...limits });
  return read.ok ? 'read' : { messageKey: read.messageKey, ...(read.params ? { params: read.params } : {}) };
};

/** Each limit on what an .xlsx really unpacks to, counted while the zip is walked. */
describe('the walk through an uploaded zip', () => {
  it('reads a crafted workbook within the limits, whatever its headers declare', async () => {
    const read = await readSheet(workbook(header, sharedStringSheet()), UPLOAD_LIMITS);
    expect(read).toEqual({
      ok: true,
      headers: ['Reference No', 'Location'],
      rows: [{ row: 2, cells: ['B-1', 'L-1'] }],
    });
    expect(await refusal(await xlsxOf([['Reference No'], ['a']]))).toBe('read');
  });

  it('refuses a sheet that really unpacks past the entry limit', async () => {
    const row = '<row r="2"><c r="A2" t="inlineStr"><is><t>B-1</t></is></c></row>';
    const sheet = repeatedPart('xl/worksheets/sheet1.xml', SHEET, row, 40_000, '</sheetData></worksheet>');
    expect(await refusal(workbook(header, sheet), { maxEntryBytes: 1024 * 1024 })).toEqual({
      messageKey: 'masterData.upload.entryTooLarge',
      params: { max: '1 MB' },
    });
  });

  it('refuses parts that really unpack past the total limit, each under the entry limit', async () => {
    const media = (n: number) => repeatedPart(`xl/media/image${n}.png`, '', 'x', 900_000, '');
    const file = workbook(header, sharedStringSheet(), media(1), media(2), media(3));
    const limits = { maxEntryBytes: 1024 * 1024, maxExpandedBytes: 2 * 1024 * 1024 };
    expect(await refusal(file, limits)).toEqual({
      messageKey: 'masterData.upload.expandsTooFar',
      params: { max: '2 MB' },
    });
    expect(await refusal(file, { ...limits, maxExpandedBytes: 3 * 1024 * 1024 })).toBe('read');
  });

  it('refuses too many shared strings, formatted runs counted, and too large a table', async () => {
    const many = strings('Reference No', 'Location', 'B-1', 'L-1', 'a', 'b');
    expect(await refusal(workbook(many, sharedStringSheet()), { maxSharedStrings: 5 })).toEqual({
      messageKey: 'masterData.upload.tooManySharedStrings',
      params: { max: 5 },
    });
    expect(await refusal(workbook(many, sharedStringSheet()), { maxSharedStrings: 6 })).toBe('read');
    const runs = smallPart(
      'xl/sharedStrings.xml',
      `${SST}<si><t>Reference No</t></si><si><r><t>Loc</t></r><r><t>ation</t></r></si><si><t>B-1</t></si><si><t>L-1</t></si></sst>`,
    );
    expect(await refusal(workbook(runs, sharedStringSheet()), { maxSharedStrings: 5 })).toMatchObject({
      messageKey: 'masterData.upload.tooManySharedStrings',
    });
    const table = repeatedPart('xl/sharedStrings.xml', SST, '<si><t>abc</t></si>', 100_000, '</sst>');
    expect(
      await refusal(workbook(table, sharedStringSheet()), { maxSharedStringBytes: 1024 * 1024 }),
    ).toEqual({
      messageKey: 'masterData.upload.sharedStringsTooLarge',
      params: { max: '1 MB' },
    });
  });

  it('refuses a cell longer than the limit, shared or inline, and a tag as long', async () => {
    const long = 'x'.repeat(UPLOAD_LIMITS.maxCellBytes + 1);
    const tooLong = { messageKey: 'masterData.upload.cellTooLong', params: { max: '32 KB' } };
    expect(
      await refusal(workbook(strings('Reference No', 'Location', long, 'L-1'), sharedStringSheet())),
    ).toEqual(tooLong);
    const inline = sheetOf(
      `<row r="1"><c r="A1" t="inlineStr"><is><t>Reference No</t></is></c></row>` +
        `<row r="2"><c r="A2" t="inlineStr"><is><t>${long}</t></is></c></row>`,
    );
    expect(await refusal(workbook(header, inline))).toEqual(tooLong);
    const tag = sheetOf(`<row r="1" x="${long}"><c r="A1" t="s"><v>0</v></c></row>`);
    expect(await refusal(workbook(header, tag))).toEqual(tooLong);
    const fits = 'x'.repeat(UPLOAD_LIMITS.maxCellBytes - 10);
    expect(
      await refusal(workbook(strings('Reference No', 'Location', fits, 'L-1'), sharedStringSheet())),
    ).toBe('read');
  });

  it('refuses a row or a column list longer than the limit', async () => {
    const cells = Array.from(
      { length: 200 },
      (_, i) => `<c r="A1" t="inlineStr"><is><t>${'y'.repeat(400 + i)}</t></is></c>`,
    );
    const wide = sheetOf(`<row r="1">${cells.join('')}</row>`);
    const tooLong = { messageKey: 'masterData.upload.rowTooLong', params: { max: '64 KB' } };
    expect(await refusal(workbook(header, wide), { maxRowBytes: 64 * 1024 })).toEqual(tooLong);
    const cols = smallPart(
      'xl/worksheets/sheet1.xml',
      `<?xml version="1.0"?><worksheet xmlns="${MAIN}"><cols>${'<col min="1" max="1" width="9"/>'.repeat(3_000)}</cols>` +
        '<sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>2</v></c></row></sheetData></worksheet>',
    );
    expect(await refusal(workbook(header, cols), { maxRowBytes: 64 * 1024 })).toEqual(tooLong);
    expect(await refusal(workbook(header, cols), { maxRowBytes: 128 * 1024 })).toBe('read');
  });

  it('calls markup no spreadsheet writes there (CDATA, comments, DOCTYPE) unreadable', async () => {
    const cdata = strings('Reference No', 'Location', `<![CDATA[${'<'.repeat(100)}]]>`, 'L-1');
    expect(await refusal(workbook(cdata, sharedStringSheet()))).toEqual({
      messageKey: 'masterData.upload.unreadable',
    });
  });
});
