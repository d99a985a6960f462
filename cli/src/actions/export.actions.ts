import fs from 'node:fs';
import { failureError } from '../api/server-client.js';
import type { CommandContext } from '../context.js';
import { usageError } from '../io/cli-error.js';
import { dateOption } from './job-options.js';
import { outTarget, reportOut, STDOUT, writeOut } from '../io/out-file.js';
import { t } from '../messages.js';
import { EXPORT_SOURCES, findExportSource, type ExportSource } from '../export/export-resources.js';
import { columnsOf, toCsv, toXlsx, type ExportFormat } from '../export/grid-file.js';
import { exportRows, headerColumns, type ExportColumnKey } from '../export/export-columns.js';
import type { TemplateFolder } from '@rota/core';
import { exportFileName, formatOfFile } from '../export/export-file-name.js';

/**
 * The format: --format, else the --out file's extension, else xlsx. A --format the file's
 * extension contradicts is refused, and so is a binary .xlsx to a terminal.
 */
function formatFor(ctx: CommandContext, options: ExportOptions): ExportFormat {
  const named = options.out === undefined || options.out === STDOUT ? null : formatOfFile(options.out);
  if (options.format !== undefined && named !== null && named !== options.format)
    throw usageError(t('cli.exportFormatMismatch', { format: options.format, file: options.out ?? '' }));
  const format = options.format ?? named ?? 'xlsx';
  if (format === 'xlsx' && options.out === STDOUT && ctx.io.stdout.isTTY === true)
    throw usageError(t('cli.exportXlsxToTerminal'));
  return format;
}

export interface ExportOptions {
  /** Default: the --out file's extension, else xlsx. */
  format?: ExportFormat;
  /** The file to write; `-` writes to standard output. */
  out?: string;
  job?: string;
  /** `field=value` pairs, each a filter the grid offers. */
  filter?: string[];
  /** CSV with a UTF-8 byte order mark (for Excel). */
  bom?: boolean;
}

/** What a grid needs on the command line: --job, and the filters it cannot be read without. */
function needsOf(source: ExportSource): string {
  return [
    ...(source.perJob ? ['--job REF'] : []),
    ...(source.required ?? []).map(
      (f) => `--filter ${f}=${source.dayRange?.includes(f) ? 'YYYY-MM-DD' : '…'}`,
    ),
  ].join(' ');
}

function listSources(ctx: CommandContext): void {
  ctx.out.result(
    EXPORT_SOURCES.map((r) => ({
      name: r.name,
      title: t(r.titleKey),
      perJob: r.perJob === true,
      required: r.required ?? [],
    })),
    () =>
      EXPORT_SOURCES.map((r) => {
        const needs = needsOf(r);
        return `${r.name.padEnd(40)} ${t(r.titleKey)}${needs ? ` (${needs})` : ''}`;
      }),
  );
}

/** The grid's required filters, asked for by their CLI names before any call; days checked. */
function checkRequired(source: ExportSource, filters: Readonly<Record<string, string>>): void {
  const missing = (source.required ?? []).filter((f) => (filters[f] ?? '').trim() === '');
  if (missing.length > 0)
    throw usageError(t('cli.exportNeedsFilters', { resource: source.name, needs: needsOf(source) }));
  const [from, to] = source.dayRange ?? [];
  if (from === undefined || to === undefined) return;
  const start = dateOption(`--filter ${from}`, filters[from]);
  const end = dateOption(`--filter ${to}`, filters[to]);
  if (start !== undefined && end !== undefined && start > end)
    throw usageError(t('cli.filterRangeReversed', { fromName: from, from: start, toName: to, to: end }));
}

function filtersOf(source: ExportSource, given: readonly string[]): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const pair of given) {
    const at = pair.indexOf('=');
    const field = at > 0 ? pair.slice(0, at) : pair;
    if (at <= 0 || !source.filters?.includes(field))
      throw usageError(
        t('cli.exportFilterUnknown', {
          resource: source.name,
          filter: pair,
          known: source.filters?.join(', ') || '-',
        }),
      );
    filters[field] = pair.slice(at + 1);
  }
  return filters;
}

/** The sign-in's template folder: a DC Manager's templates (and exports of them) leave out the center. */
function folderOf(roles: readonly string[]): TemplateFolder {
  return roles.includes('DC Manager') ? 'DC_Manager' : 'Admin';
}

/**
 * The grid's declared columns (an uploadable grid's: its template's, by the signed-in role's
 * folder), then the fields of the rows a source adds; undeclared grids: every field of the rows.
 */
function columnKeysFor(
  source: ExportSource,
  folder: TemplateFolder,
  rows: readonly Record<string, unknown>[],
): ExportColumnKey[] {
  if (!source.columns) return columnsOf(rows).map((c) => ({ field: c.field, labelKey: c.field }));
  const declared = typeof source.columns === 'function' ? source.columns(folder) : source.columns;
  const type = source.moreFromRows;
  if (!type) return [...declared];
  const known = new Set(declared.map((c) => c.field));
  const more = columnsOf(rows).filter((c) => !known.has(c.field));
  return [
    ...declared,
    ...more.map((c) => ({ field: c.field, labelKey: `cli.export.column.${c.field}`, type })),
  ];
}

/**
 * `rota export RESOURCE`: every row of the grid (all pages) to .xlsx or .csv with the grid's
 * columns, named as the web UI names its exports (page name and YYYY_MM_DD_HH_mm).
 */
export async function exportGrid(ctx: CommandContext, name: string, options: ExportOptions): Promise<void> {
  if (name === 'list') return listSources(ctx);
  const source = findExportSource(name);
  if (!source)
    throw usageError(
      t('cli.unknownResource', { resource: name, known: EXPORT_SOURCES.map((r) => r.name).join(', ') }),
    );
  if (source.perJob && !options.job) throw usageError(t('cli.exportNeedsJob', { resource: source.name }));
  const format = formatFor(ctx, options);
  const filters = filtersOf(source, options.filter ?? []);
  checkRequired(source, filters);
  const login = ctx.login();
  const reader = {
    api: ctx.api(),
    http: ctx.http(),
    filters,
    ...(options.job === undefined ? {} : { job: options.job }),
  };
  const read = await source.read(reader);
  if (!read.ok) throw failureError(ctx.server, read.failure);
  const keys = columnKeysFor(source, folderOf(login.roles), read.rows);
  const columns = headerColumns(keys);
  const rows = exportRows(keys, read.rows);
  const title = t(source.titleKey);
  const content =
    format === 'csv'
      ? toCsv(columns, rows, options.bom === true)
      : await toXlsx(title, columns, rows, await source.cellFill?.(reader));
  const file = outTarget(options.out, exportFileName(title, new Date(), format));
  // A file named with --out is the user's to replace; it is said, never done silently.
  if (options.out !== undefined && file !== STDOUT && fs.existsSync(file))
    ctx.out.note(t('cli.exportReplaced', { file }));
  writeOut(ctx, file, content);
  const summary = {
    resource: source.name,
    file,
    format,
    rows: rows.length,
    columns: columns.map((c) => c.field),
  };
  const line =
    file === STDOUT
      ? t('cli.exportedToStdout', { count: rows.length, title })
      : t('cli.exported', { count: rows.length, title, file });
  reportOut(ctx, file, summary, line);
}
