import { exportFileName } from '@rota/core';
import { failureError } from '../api/server-client.js';
import type { CommandContext } from '../context.js';
import { usageError } from '../io/cli-error.js';
import { outTarget, reportOut, STDOUT, writeOut } from '../io/out-file.js';
import { t } from '../messages.js';
import { EXPORT_SOURCES, findExportSource, type ExportSource } from '../export/export-resources.js';
import { columnsOf, toCsv, toXlsx, type ExportColumn, type ExportFormat } from '../export/grid-file.js';

export interface ExportOptions {
  format: ExportFormat;
  /** The file to write; `-` writes to standard output. */
  out?: string;
  job?: string;
  /** `field=value` pairs, each a filter the grid offers. */
  filter?: string[];
  /** CSV with a UTF-8 byte order mark (for Excel). */
  bom?: boolean;
}

function listSources(ctx: CommandContext): void {
  ctx.out.result(
    EXPORT_SOURCES.map((r) => ({ name: r.name, title: t(r.titleKey), perJob: r.perJob === true })),
    () => EXPORT_SOURCES.map((r) => `${r.name.padEnd(40)} ${t(r.titleKey)}${r.perJob ? ' (--job REF)' : ''}`),
  );
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

/** The header row: the grid's declared columns in the CLI's language, else the rows' fields. */
function columnsFor(source: ExportSource, rows: readonly Record<string, unknown>[]): ExportColumn[] {
  if (!source.columns) return columnsOf(rows);
  return source.columns.map((c) => ({ field: c.field, header: t(c.labelKey) }));
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
  const filters = filtersOf(source, options.filter ?? []);
  ctx.login();
  const read = await source.read({
    api: ctx.api(),
    http: ctx.http(),
    filters,
    ...(options.job === undefined ? {} : { job: options.job }),
  });
  if (!read.ok) throw failureError(ctx.server, read.failure);
  const rows = read.rows;
  const title = t(source.titleKey);
  const columns = columnsFor(source, rows);
  const content =
    options.format === 'csv'
      ? toCsv(columns, rows, options.bom === true)
      : await toXlsx(title, columns, rows);
  const file = outTarget(options.out, exportFileName(title, new Date(), options.format));
  writeOut(ctx, file, content);
  const summary = {
    resource: source.name,
    file,
    format: options.format,
    rows: rows.length,
    columns: columns.map((c) => c.field),
  };
  const line =
    file === STDOUT
      ? t('cli.exportedToStdout', { count: rows.length, title })
      : t('cli.exported', { count: rows.length, title, file });
  reportOut(ctx, file, summary, line);
}
