import zlib from 'node:zlib';

/**
 * Crafted .xlsx files that expand far beyond their size, made at test time: each part is raw
 * deflate written by node:zlib, and the zip's headers (local and central) are written here with
 * whatever sizes the test wants them to declare.
 */

export interface BombPart {
  path: string;
  /** The raw deflate data of the part. */
  deflated: Buffer;
}

/** A part of a few bytes, deflated. */
export const smallPart = (path: string, text: string): BombPart => ({
  path,
  deflated: zlib.deflateRawSync(Buffer.from(text)),
});

/**
 * A part that inflates to `head`, then `unit` repeated `times` times, then `tail`. The unit is
 * deflated once into 1 MiB blocks ended by a full flush (byte-aligned, no reference back), and
 * those bytes are repeated: 1 GB of repeated strings costs about a megabyte and no gigabyte is
 * ever held or compressed.
 */
export function repeatedPart(
  path: string,
  head: string,
  unit: string,
  times: number,
  tail: string,
): BombPart {
  const perBlock = Math.max(1, Math.floor((1024 * 1024) / Buffer.byteLength(unit)));
  const flush = { finishFlush: zlib.constants.Z_FULL_FLUSH, level: 9 };
  const block = zlib.deflateRawSync(Buffer.from(unit.repeat(perBlock)), flush);
  const blocks = Math.floor(times / perBlock);
  const rest = unit.repeat(times - blocks * perBlock);
  return {
    path,
    deflated: Buffer.concat([
      zlib.deflateRawSync(Buffer.from(head), flush),
      ...Array.from({ length: blocks }, () => block),
      zlib.deflateRawSync(Buffer.from(rest + tail), { level: 9 }),
    ]),
  };
}

/** The zip of the parts in order, every header declaring `declared` bytes unpacked per part. */
export function zipOf(parts: readonly BombPart[], declared: number): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.path);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(0, 14); // CRC-32, which no reader here checks
    local.writeUInt32LE(part.deflated.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(part.deflated.length, 20);
    entry.writeUInt32LE(declared, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, part.deflated);
    central.push(entry, name);
    offset += local.length + name.length + part.deflated.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a one-sheet workbook around its shared strings and its sheet. */
export function workbookParts(sharedStrings: BombPart, sheet: BombPart): BombPart[] {
  return [
    smallPart(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/></Types>',
    ),
    smallPart(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS}"><Relationship Id="rId1" ` +
        `Type="${OFFICE_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    smallPart(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${OFFICE_RELS}">` +
        '<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    smallPart(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS}"><Relationship Id="rId1" ` +
        `Type="${OFFICE_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    sharedStrings,
    sheet,
  ];
}

/** A sheet of a header row and one data row, every cell a shared string (indexes 0 to 3). */
export const sharedStringSheet = () =>
  smallPart(
    'xl/worksheets/sheet1.xml',
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>` +
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>' +
      '<row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2" t="s"><v>3</v></c></row>' +
      '</sheetData></worksheet>',
  );

const SST_HEAD = `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}">`;

/**
 * An .xlsx of an order sheet whose shared strings really inflate to about `gigabytes` GB
 * (strings of 100 letters after the four the sheet uses), while every header declares 1,000
 * bytes.
 */
export function sharedStringBomb(gigabytes: number): Buffer {
  const unit = `<si><t>${'A'.repeat(100)}</t></si>`;
  const times = Math.ceil((gigabytes * 1024 ** 3) / unit.length);
  const head = `${SST_HEAD}<si><t>Reference No</t></si><si><t>Location</t></si><si><t>B-1</t></si><si><t>L-1</t></si>`;
  const strings = repeatedPart('xl/sharedStrings.xml', head, unit, times, '</sst>');
  return zipOf(workbookParts(strings, sharedStringSheet()), 1_000);
}
