import fs from 'node:fs';
import path from 'node:path';
import { createUploadGateway, type UploadAnswer } from '@rota/adapters-http';
import {
  DATA_UPLOAD_TEMPLATES,
  TERRITORY_UPLOAD_TEMPLATES,
  UPLOAD_EXTENSION,
  UPLOAD_KINDS,
  isXlsxFileName,
  type Language,
  type UploadKind,
  type UploadProblem,
  type UploadReport,
} from '@rota/core';
import { failureError } from '../api/server-client.js';
import type { CommandContext } from '../context.js';
import { CliError, EXIT, usageError } from '../io/cli-error.js';
import { table } from '../io/output.js';
import { outTarget, reportOut, STDOUT, writeOut } from '../io/out-file.js';
import { currentLanguage, t } from '../messages.js';
import type { UploadProgressState } from '../ui/UploadProgressView.js';

export interface UploadOptions {
  dryRun?: boolean;
}

export interface TemplateOptions {
  lang?: Language;
  out?: string;
}

function uploadKind(kind: string): UploadKind {
  const found = UPLOAD_KINDS.find((k) => k === kind.toLowerCase());
  if (!found) throw usageError(t('cli.uploadKindUnknown', { kind, known: UPLOAD_KINDS.join(', ') }));
  return found;
}

/** The file to send: an existing, readable .xlsx file, else a usage error. */
async function xlsxFile(file: string): Promise<{ blob: Blob; name: string; size: number }> {
  const name = path.basename(file);
  if (!isXlsxFileName(name)) throw usageError(t('cli.uploadNotXlsx', { file }));
  try {
    const stat = fs.statSync(file);
    if (!stat.isFile()) throw new Error('not a file');
    // A file-backed Blob: the file is streamed to the server, never held in memory whole.
    return { blob: await fs.openAsBlob(file), name, size: stat.size };
  } catch (error) {
    throw usageError(t('cli.uploadUnreadable', { file, detail: (error as Error).message }));
  }
}

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The upload's bar, redrawn in place (Ink loads only on a terminal). */
async function liveProgress(ctx: CommandContext, initial: UploadProgressState) {
  const [{ createElement }, { renderLive }, { UploadProgressView }] = await Promise.all([
    import('react'),
    import('../ui/live-view.js'),
    import('../ui/UploadProgressView.js'),
  ]);
  return renderLive<UploadProgressState>(
    ctx.io.stdout,
    (s) => createElement(UploadProgressView, { state: s }),
    initial,
  );
}

/** Sends the file with a bar on a terminal, plain lines on standard error otherwise. */
async function send(
  ctx: CommandContext,
  kind: UploadKind,
  file: { blob: Blob; name: string; size: number },
  dryRun: boolean,
): Promise<UploadAnswer> {
  const gateway = createUploadGateway(ctx.http(), { baseURL: ctx.server });
  const sending = t('cli.uploadSending', { file: file.name, size: sizeText(file.size), kind });
  let state: UploadProgressState = {
    fileName: file.name,
    kind,
    sent: 0,
    total: file.size,
    checking: false,
    status: sending,
  };
  const live = ctx.live ? await liveProgress(ctx, state) : null;
  if (!live && !ctx.structured) ctx.out.note(sending);
  let checking = false;
  const answer = await gateway.upload(kind, file.blob, file.name, {
    dryRun,
    onProgress: (sent, total) => {
      const done = sent >= (total ?? file.size);
      state = { ...state, sent, checking: done, status: done ? t('cli.uploadChecking') : sending };
      live?.update(state);
      if (done && !checking && !live && !ctx.structured) ctx.out.note(t('cli.uploadChecking'));
      checking ||= done;
    },
  });
  live?.finish({ ...state, sent: file.size, checking: true, status: '' });
  return answer;
}

/** The report's listed problems, and the line that counts those left out (past the server's limit). */
function splitProblems(report: UploadReport) {
  const last = report.problems.at(-1);
  // The server lists the first problems and ends with one line counting the rest.
  const more =
    last && last.column === null && last.value === null && report.problems.length > 1
      ? /\d[\d.,]*/.exec(last.message)
      : null;
  const listed = more ? report.problems.slice(0, -1) : report.problems;
  const left = more ? Number((more[0] ?? '0').replace(/[.,]/g, '')) : 0;
  return { listed, left };
}

function summaryLine(report: UploadReport): string {
  const file = report.fileName;
  if (report.status === 'SUCCESS')
    return report.dryRun
      ? t('cli.uploadDryRunAccepted', { file, count: report.rowCount })
      : t('cli.uploadAccepted', { file, count: report.rowCount, written: report.written });
  const { listed, left } = splitProblems(report);
  // A refusal of the whole file (no row was read, or the store refused it) is not any row's.
  const whole = listed.find((p) => p.column === null);
  if (report.rowCount === 0 && whole) return t('cli.uploadFileRefused', { file, message: whole.message });
  const refused = new Set(listed.map((p) => p.row)).size;
  const count = listed.length + left;
  // Past the listed problems, only the server knows how many rows were refused (refusedRows).
  if (left > 0 && report.refusedRows !== undefined)
    return t('cli.uploadRefusedListed', {
      file,
      rows: report.rowCount,
      refused: report.refusedRows,
      count,
      listed: listed.length,
    });
  if (left > 0)
    return t('cli.uploadRefusedMore', { file, rows: report.rowCount, refused, count, listed: listed.length });
  return t('cli.uploadRefused', { file, rows: report.rowCount, refused, count });
}

function reportLines(report: UploadReport): string[] {
  if (report.problems.length === 0) return [summaryLine(report)];
  const headers = ['cli.uploadRow', 'cli.uploadColumn', 'cli.uploadValue', 'cli.uploadMessage'].map((k) =>
    t(k),
  );
  const { listed } = splitProblems(report);
  // The line counting the problems left out, and a refusal of the whole file, are no row's.
  const noRow = (p: UploadProblem, i: number) =>
    i >= listed.length || (report.rowCount === 0 && p.column === null);
  const rows = report.problems.map((p, i) => [
    noRow(p, i) ? '-' : String(p.row),
    p.column ?? '-',
    p.value ?? '',
    p.message,
  ]);
  return [...table(headers, rows), '', summaryLine(report)];
}

/**
 * `rota upload KIND FILE.xlsx [--dry-run]`: sends the sheet, prints the per-row report; exit 1
 * when any row (or the file) is refused. A refused file stores nothing.
 */
export async function uploadSheet(
  ctx: CommandContext,
  kindName: string,
  file: string,
  options: UploadOptions,
): Promise<void> {
  const kind = uploadKind(kindName);
  const sheet = await xlsxFile(file);
  ctx.login();
  const answer = await send(ctx, kind, sheet, options.dryRun === true);
  if (!answer.ok && !answer.report) throw failureError(ctx.server, answer.failure);
  const report = answer.report;
  if (!report) throw new CliError(t('cli.invalidAnswer', { detail: 'no upload report' }));
  ctx.out.result(report, () => reportLines(report));
  if (!answer.ok || report.status !== 'SUCCESS')
    throw new CliError(summaryLine(report), EXIT.failure, [], 'UPLOAD_REFUSED');
}

const TEMPLATES = [...DATA_UPLOAD_TEMPLATES, ...TERRITORY_UPLOAD_TEMPLATES];

/** The sign-in's role that picks the template folder (a DC Manager's templates leave out the center). */
function folderRole(roles: readonly string[]): string | null {
  return roles.find((r) => r === 'DC Manager') ?? roles[0] ?? null;
}

/** `rota templates download KIND [--lang en|tr] [--out FILE]`: the role's template of a kind. */
export async function downloadTemplate(
  ctx: CommandContext,
  kindName: string,
  options: TemplateOptions,
): Promise<void> {
  const template = TEMPLATES.find((d) => d.kind === kindName.toLowerCase());
  if (!template)
    throw usageError(
      t('cli.templateUnknown', { kind: kindName, known: TEMPLATES.map((d) => d.kind).join(', ') }),
    );
  const language = options.lang ?? currentLanguage();
  const login = ctx.login();
  const gateway = createUploadGateway(ctx.http(), { baseURL: ctx.server });
  const result = await gateway.template(folderRole(login.roles), template, language);
  if (!result.ok) throw failureError(ctx.server, result.error);
  const suffix = language === 'en' ? '' : `_${language}`;
  const file = outTarget(options.out, `${template.templateName}${suffix}${UPLOAD_EXTENSION}`);
  writeOut(ctx, file, result.data);
  const label = t(`masterData.upload.${template.label}`);
  const report = { kind: template.kind, language, file, bytes: result.data.byteLength };
  reportOut(
    ctx,
    file,
    report,
    t(file === STDOUT ? 'cli.templateToStdout' : 'cli.templateSaved', { label, language, file }),
  );
}
