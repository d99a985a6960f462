import fs from 'node:fs';
import path from 'node:path';
import { DATE_FORMATS, formatDate } from '@rota/core';
import type { ExportFormat } from './grid-file.js';

/**
 * The name of an export nobody named: the page name with words joined by `-` (no spaces for a
 * shell to split), the local time to the second, and a free name in `dir`: `_2`, `_3`, ... are
 * added rather than writing over a file already there.
 */
export function exportFileName(title: string, at: Date, format: ExportFormat, dir = process.cwd()): string {
  const page =
    title
      .trim()
      .replace(/\s+/g, '-')
      .replace(/[^\p{L}\p{N}._-]/gu, '') || 'export';
  const base = `${page}_${formatDate(at, `${DATE_FORMATS.exportSuffix}_ss`)}`;
  let name = `${base}.${format}`;
  for (let n = 2; fs.existsSync(path.join(dir, name)); n++) name = `${base}_${n}.${format}`;
  return name;
}

/** The export format a file's extension names, or null for another or no extension. */
export function formatOfFile(file: string): ExportFormat | null {
  const extension = path.extname(file).toLowerCase();
  return extension === '.csv' ? 'csv' : extension === '.xlsx' ? 'xlsx' : null;
}
