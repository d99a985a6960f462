import { z } from 'zod';
import { failEnvelope, isXlsxFileName, okEnvelope, uploadReportSchema, type UploadReport } from '@rota/core';
import { ROLES } from '@rota/core/auth';
import { announceNewOrders, ordersAddedInTransaction } from '../adhoc/new-orders.js';
import { fail, raw, type Answer } from '../platform/answer.js';
import { defineRoute, type RouteDefinition } from '../platform/define-route.js';
import type { Translator } from '../platform/i18n.js';
import { inTransaction, writeScope } from '../master-data/resource-answers.js';
import { visibleCenters } from '../master-data/resource-scope.repository.js';
import { checkAndWriteRows, type RowsOutcome } from './upload-rows.js';
import { PIPELINE_UPLOAD_KINDS, uploadTarget } from './upload-targets.js';
import { UPLOAD_LIMITS, megabytes, type Limits } from './xlsx-limits.js';
import { openSheet, SheetReadError } from './xlsx-reader.js';
import { fileStoreOf } from '../storage/index.js';
import { insertUploadEntry, keepUploadFile, type UploadEntry } from './upload-history.repository.js';
import { registerUploadMessages } from './messages.js';

registerUploadMessages();

const params = z.object({ kind: z.enum(PIPELINE_UPLOAD_KINDS as [string, ...string[]]) });
const query = z.object({ dryRun: z.enum(['true', 'false']).optional() });

/** The answer with the report in `data` either way: 200 when stored (or checked), 400 when refused. */
function reportAnswer(report: UploadReport, problemCount: number, t: Translator): Answer {
  const count = report.status === 'SUCCESS' ? report.rowCount : problemCount;
  const key =
    report.status === 'FAILED'
      ? 'masterData.upload.refused'
      : report.dryRun
        ? 'masterData.upload.checked'
        : 'masterData.upload.accepted';
  const message = t(key, { file: report.fileName, count });
  const status = report.status === 'SUCCESS' ? 200 : 400;
  const envelope =
    status === 200 ? okEnvelope(report, 200, message) : { ...failEnvelope(400, message), data: report };
  return raw((reply) => reply.code(status).send(envelope));
}

/** The longest file name an upload may have (most file systems keep no longer ones). */
export const MAX_FILE_NAME = 255;

/** A name the history can keep: not too long, and no control character (a NUL least of all). */
const fileNameFits = (name: string) =>
  name.length <= MAX_FILE_NAME && ![...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** Reads the multipart field `file` up to the size cap; its name is checked before anything is written. */
async function readFile(
  request: Parameters<RouteDefinition['handler']>[0]['request'],
  limits: Limits,
): Promise<{ ok: true; name: string; bytes: Buffer } | { ok: false; answer: Answer }> {
  if (!request.isMultipart()) return { ok: false, answer: fail(400, 'masterData.upload.fileMissing') };
  const tooLarge = {
    ok: false as const,
    answer: fail(400, 'masterData.upload.tooLarge', { params: { max: megabytes(limits.maxBytes) } }),
  };
  let file: Awaited<ReturnType<typeof request.file>> | undefined;
  try {
    file = await request.file({ limits: { fileSize: limits.maxBytes, files: 1 } });
    if (!file || file.fieldname !== 'file')
      return { ok: false, answer: fail(400, 'masterData.upload.fileMissing') };
    if (!isXlsxFileName(file.filename)) return { ok: false, answer: fail(400, 'masterData.upload.onlyXlsx') };
    if (!fileNameFits(file.filename))
      return {
        ok: false,
        answer: fail(400, 'masterData.upload.badFileName', { params: { max: MAX_FILE_NAME } }),
      };
    const bytes = await file.toBuffer();
    return file.file.truncated ? tooLarge : { ok: true, name: file.filename, bytes };
  } catch (error) {
    // A stream cut at the cap may end with another error than the size one, depending on timing.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || file?.file.truncated)
      return tooLarge;
    return { ok: false, answer: fail(400, 'masterData.upload.unreadable') };
  }
}

/** A dry run's transaction is rolled back with this mark once every row has been checked. */
const DRY_RUN = { ok: false, status: 400, messageKey: 'dry-run' } as const;

/**
 * POST file-upload/{kind}: an .xlsx sheet of records, stored all or none through the resource's
 * rules; `?dryRun=true` checks without writing. A real upload is kept in the upload history.
 */
export function uploadRoutes(limits: Limits = UPLOAD_LIMITS): RouteDefinition[] {
  return [
    defineRoute<unknown, z.infer<typeof query>, z.infer<typeof params>>({
      method: 'POST',
      url: '/api/file-upload/:kind',
      access: { claim: 'data-upload;write' },
      summary: 'Upload an .xlsx sheet (multipart field file); all rows or none; dryRun checks only',
      tags: ['Data upload'],
      params,
      query,
      response: uploadReportSchema,
      async handler({ request, params: { kind }, query: { dryRun }, user, platform, t }) {
        const target = uploadTarget(kind as (typeof PIPELINE_UPLOAD_KINDS)[number]);
        const storage = target.config.storage;
        const roles = storage.writeRoles;
        if (
          !user.claims.includes(`${storage.claimKey};write`) ||
          (roles && !user.roles.some((r) => roles.includes(r)))
        )
          return fail(403, 'server.forbidden');
        const file = await readFile(request, limits);
        if (!file.ok) return file.answer;
        const sheet = await openSheet(file.bytes, limits);
        if (!sheet.ok) return fail(400, sheet.messageKey, sheet.params ? { params: sheet.params } : {});
        const visibility = await visibleCenters(platform.db.orm, user);
        const canNameCenter = !user.roles.includes(ROLES.dcManager);
        const checkOnly = dryRun === 'true';
        // The file store writes outside the transaction, so the sheet is kept first: a transaction
        // that fails then leaves at most bytes no entry names, which a later upload keeps again.
        const fileKey = checkOnly
          ? null
          : await keepUploadFile(fileStoreOf(platform.db, platform.config.fileStore), file.bytes);
        const entryOf = (report: UploadReport): UploadEntry => ({
          report,
          fileKey: fileKey as string,
          distributionCenterId: writeScope(platform.db.orm, user, visibility).defaultCenter,
          userId: user.id,
        });
        const reportOf = (outcome: RowsOutcome): UploadReport => ({
          kind: kind as UploadReport['kind'],
          fileName: file.name,
          dryRun: checkOnly,
          status: outcome.problemCount ? 'FAILED' : 'SUCCESS',
          rowCount: outcome.rowCount,
          written: checkOnly ? 0 : outcome.written,
          problems: outcome.problems,
          refusedRows: outcome.refusedRows,
        });
        let outcome: RowsOutcome = { problems: [], problemCount: 0, refusedRows: 0, written: 0, rowCount: 0 };
        let unreadable: SheetReadError | null = null;
        let newOrders: number[] = [];
        const failure = await inTransaction(platform, async (orm) => {
          const scope = writeScope(orm, user, visibility);
          try {
            outcome = await checkAndWriteRows(scope, target, sheet.headers, sheet.chunks, t, canNameCenter);
          } catch (error) {
            if (!(error instanceof SheetReadError)) throw error;
            unreadable = error;
          }
          if (unreadable || outcome.problemCount || checkOnly) return DRY_RUN;
          if (kind === 'order') newOrders = await ordersAddedInTransaction(orm);
          // A stored upload's history entry commits with its rows, or neither does.
          await insertUploadEntry(orm, entryOf(reportOf(outcome)));
          return null;
        });
        if (!failure) await announceNewOrders(request.server, newOrders);
        if (unreadable) {
          const { messageKey, params } = unreadable as SheetReadError;
          return fail(400, messageKey, params ? { params } : {});
        }
        if (failure && failure !== DRY_RUN)
          outcome = {
            written: 0,
            rowCount: outcome.rowCount,
            problemCount: 1,
            refusedRows: 0,
            problems: [{ row: 1, column: null, value: null, message: t(failure.messageKey) }],
          };
        const report = reportOf(outcome);
        // A refused upload stored no row; its entry says so.
        if (!checkOnly && report.status === 'FAILED')
          await insertUploadEntry(platform.db.orm, entryOf(report));
        return reportAnswer(report, outcome.problemCount, t);
      },
    }),
  ];
}
