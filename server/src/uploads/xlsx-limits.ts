/**
 * Limits of an uploaded workbook: what it weighs, how many rows, and what it really expands to.
 * The expansion limits are counted on the bytes actually unpacked while the zip is walked
 * (`xlsx-scan.ts`), never on the sizes the zip declares, and they bound what exceljs's streaming
 * reader holds: the shared strings, styles and workbook parts it keeps whole, a row, and the
 * rows of a chunk in hand.
 */
export const UPLOAD_LIMITS = {
  /** The file as sent. */
  maxBytes: 20 * 1024 * 1024,
  /** Data rows of the sheet (the header row aside). */
  maxRows: 200_000,
  /** The sum of the entries' sizes once unpacked (an .xlsx is a zip). */
  maxExpandedBytes: 400 * 1024 * 1024,
  /** One entry once unpacked (a worksheet is the largest part of a real upload). */
  maxEntryBytes: 256 * 1024 * 1024,
  /** The shared strings part once unpacked: the reader keeps every shared string. */
  maxSharedStringBytes: 32 * 1024 * 1024,
  /** Shared strings, each formatted run of a string counting as one. */
  maxSharedStrings: 1_000_000,
  /** Each other part the reader keeps whole once unpacked: the workbook, its relationships, the styles. */
  maxPartBytes: 8 * 1024 * 1024,
  /** A cell's text (and any one tag) in a part the reader parses, in unpacked bytes. */
  maxCellBytes: 32 * 1024,
  /** A row of a sheet, and a sheet's column list, in unpacked bytes: the reader holds each whole. */
  maxRowBytes: 1024 * 1024,
} as const;

export type Limits = { [K in keyof typeof UPLOAD_LIMITS]: number };

export const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** A size as the messages show it: megabytes from 1 MB up, kilobytes under. */
export const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? megabytes(bytes) : `${Math.round(bytes / 1024)} KB`;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const ZIP64_MARK = 0xffffffff;

/**
 * What a zip's entries declare they expand to, read from its central directory before anything
 * is unpacked; null when the bytes are not a zip. A zip64 archive counts as too large (no .xlsx
 * under the file size cap needs one). Declared sizes can lie: this only refuses early what
 * declares too much, and the walk through the zip counts what is really unpacked.
 */
export function expandedSize(bytes: Buffer): number | null {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = bytes.readUInt16LE(end + 10);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (directoryOffset === ZIP64_MARK || entries === 0xffff) return Number.POSITIVE_INFINITY;
  let total = 0;
  let at = directoryOffset;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const size = bytes.readUInt32LE(at + 24);
    if (size === ZIP64_MARK) return Number.POSITIVE_INFINITY;
    total += size;
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return total;
}
