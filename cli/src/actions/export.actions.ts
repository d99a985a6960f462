import fs from 'node:fs';
import path from 'node:path';
import { exportFileName } from '@rota/core';
import { failureError } from '../api/server-client.js';
import type { CommandContext } from '../context.js';
import { CliError, usageError } from '../io/cli-error.js';
import { t } from '../messages.js';
import { EXPORT_RESOURCES, findExportResource, type ExportResource } from '../export/export-resources.js';
import { columnsOf, toCsv, toXlsx, type ExportFormat } from '../export/grid-file.js';

export interface ExportOptions {
  format: ExportFormat;
  out?: string;
  job?: string;
}

const PAGE_SIZE = 1000;

function rowsOf(resource: ExportResource, data: unknown): Record<string, unknown>[] {
  const list =
    resource.listField === null ? data : (data as Record<string, unknown> | null)?.[resource.listField];
  // A list that came as an object holding its rows under another name still exports.
  const rows = Array.isArray(list)
    ? list
    : data && typeof data === 'object'
      ? (Object.values(data as Record<string, unknown>).find(Array.isArray) ?? [])
      : [];
  return rows.filter((r): r is Record<string, unknown> => Boolean(r) && typeof r === 'object');
}

async function fetchRows(ctx: CommandContext, resource: ExportResource, job?: string) {
  const rows: Record<string, unknown>[] = [];
  for (let pageIndex = 0; ; pageIndex++) {
    const params: Record<string, unknown> = {};
    if (job !== undefined) params['jobRefNo'] = job;
    if (resource.paged) Object.assign(params, { pageIndex, pageSize: PAGE_SIZE });
    const result = await ctx.http().request({ url: resource.path, params, notifyErrors: false });
    if (!result.ok) throw failureError(ctx.server, result.error);
    const page = rowsOf(resource, result.data);
    rows.push(...page);
    if (!resource.paged || page.length < PAGE_SIZE) return rows;
  }
}

export async function exportGrid(ctx: CommandContext, name: string, options: ExportOptions): Promise<void> {
  if (name === 'list') {
    ctx.out.result(
      EXPORT_RESOURCES.map((r) => ({ name: r.name, title: t(r.titleKey), perJob: r.perJob === true })),
      () =>
        EXPORT_RESOURCES.map((r) => `${r.name.padEnd(40)} ${t(r.titleKey)}${r.perJob ? ' (--job REF)' : ''}`),
    );
    return;
  }
  const resource = findExportResource(name);
  if (!resource)
    throw usageError(
      t('cli.unknownResource', { resource: name, known: EXPORT_RESOURCES.map((r) => r.name).join(', ') }),
    );
  if (resource.perJob && !options.job) throw usageError(t('cli.exportNeedsJob', { resource: resource.name }));
  ctx.login();
  const rows = await fetchRows(ctx, resource, resource.perJob ? options.job : undefined);
  const title = t(resource.titleKey);
  const file = path.resolve(options.out ?? exportFileName(title, new Date(), options.format));
  const columns = columnsOf(rows);
  const content = options.format === 'csv' ? toCsv(columns, rows) : await toXlsx(title, columns, rows);
  try {
    fs.writeFileSync(file, content);
  } catch (error) {
    throw new CliError(t('cli.cannotWrite', { file, detail: (error as Error).message }));
  }
  ctx.out.result(
    {
      resource: resource.name,
      file,
      format: options.format,
      rows: rows.length,
      columns: columns.map((c) => c.field),
    },
    () => [t('cli.exported', { rows: rows.length, title, file })],
  );
}
