/** Limits of an uploaded workbook: what it weighs, how many rows, and what it expands to. */
export const UPLOAD_LIMITS = {
  /** The file as sent. */
  maxBytes: 20 * 1024 * 1024,
  /** Data rows of the sheet (the header row aside). */
  maxRows: 200_000,
  /** The sum of the entries' sizes once unpacked (an .xlsx is a zip). */
  maxExpandedBytes: 400 * 1024 * 1024,
} as const;

export type Limits = { maxBytes: number; maxRows: number; maxExpandedBytes: number };

export const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const ZIP64_MARK = 0xffffffff;

/**
 * What a zip's entries declare they expand to, read from its central directory before anything
 * is unpacked; null when the bytes are not a zip. A zip64 archive counts as too large (no .xlsx
 * under the file size cap needs one).
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
