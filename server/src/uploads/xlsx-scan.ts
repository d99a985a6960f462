import { createRequire } from 'node:module';
import { Readable, type Duplex } from 'node:stream';
import { megabytes, sizeText, type Limits } from './xlsx-limits.js';
import { markupBounds, type PartRole, type Refusal } from './xlsx-markup-bounds.js';

interface ZipEntry extends Readable {
  path: string;
}

/**
 * unzipper's streaming Parse, the very parser exceljs's streaming reader walks the zip with (the
 * same version): the walk below meets the entries exceljs will meet, in the same order, local
 * headers and all, whatever the central directory says.
 */
const { Parse } = createRequire(import.meta.url)('unzipper') as {
  Parse: (options: { forceStream: true }) => Duplex;
};

const SHEET = /xl\/worksheets\/sheet\d+[.]xml/;
/** The parts besides the sheets and shared strings that exceljs parses and keeps whole. */
const HELD_PARTS = new Set(['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml']);

/** The role of an entry to exceljs's reader, and the most it may unpack to. */
function partOf(path: string, limits: Limits): { role: PartRole | null; max: number; refusal: Refusal } {
  if (path === 'xl/sharedStrings.xml')
    return {
      role: 'sharedStrings',
      max: limits.maxSharedStringBytes,
      refusal: {
        messageKey: 'masterData.upload.sharedStringsTooLarge',
        params: { max: megabytes(limits.maxSharedStringBytes) },
      },
    };
  if (HELD_PARTS.has(path))
    return {
      role: 'other',
      max: limits.maxPartBytes,
      refusal: {
        messageKey: 'masterData.upload.partTooLarge',
        params: { part: path, max: sizeText(limits.maxPartBytes) },
      },
    };
  return {
    role: SHEET.test(path) ? 'sheet' : null,
    max: limits.maxEntryBytes,
    refusal: {
      messageKey: 'masterData.upload.entryTooLarge',
      params: { max: megabytes(limits.maxEntryBytes) },
    },
  };
}

class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.messageKey);
  }
}

/**
 * Walks every entry of an .xlsx as exceljs will, unpacking it without keeping it, and refuses the
 * file at the first limit its real content passes: the bytes unpacked per entry and in all, the
 * shared strings (their part's size and their number), a cell's length, a row's length. It stops
 * unpacking there, so a zip bomb costs at most the limits in time and nothing in memory; null when
 * every limit holds. A zip unzipper cannot walk is unreadable (exceljs could not read it either).
 */
export async function scanWorkbook(bytes: Buffer, limits: Limits): Promise<Refusal | null> {
  const zip = Parse({ forceStream: true });
  let current: ZipEntry | null = null;
  let broken: Error | null = null;
  // unzipper reports a broken entry (the inflater's error, a bad signature, a cut file) on the
  // walk, not on the entry, which would then wait forever, sometimes before the entry is handed
  // on: the entry in hand is ended with the error, and one handed on later is not read. Errors
  // of a walk given up land here too, once nobody else listens.
  zip.on('error', (error: Error) => {
    broken = error;
    current?.destroy(error);
  });
  Readable.from([bytes]).pipe(zip);
  let total = 0;
  try {
    for await (const entry of zip as AsyncIterable<ZipEntry>) {
      current = entry;
      entry.on('error', () => {});
      if (broken) throw broken;
      const part = partOf(entry.path, limits);
      const feed = part.role ? markupBounds(part.role, limits) : null;
      let size = 0;
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        size += chunk.length;
        total += chunk.length;
        if (size > part.max) throw new Refused(part.refusal);
        if (total > limits.maxExpandedBytes)
          throw new Refused({
            messageKey: 'masterData.upload.expandsTooFar',
            params: { max: megabytes(limits.maxExpandedBytes) },
          });
        const refusal = feed?.(chunk);
        if (refusal) throw new Refused(refusal);
      }
    }
    return null;
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    return { messageKey: 'masterData.upload.unreadable' };
  } finally {
    zip.destroy();
  }
}
