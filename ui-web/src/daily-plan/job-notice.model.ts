import {
  jobProgressOf,
  jobStatusNotice,
  mergeJobStatusUpdate,
  type Job,
  type JobProgress,
  type JobStatusUpdate,
} from '@rota/core/daily-plan';
import type { Toast, ToastKind } from '@rota/adapters-http';

/** The toast of each status a live update can bring, in the reader's language. */
const NOTICE_OF_STATUS: Partial<Record<JobStatusUpdate['status'], { kind: ToastKind; key: string }>> = {
  SOLVING: { kind: 'info', key: 'dailyPlanUi.notice.solving' },
  SUCCESS: { kind: 'success', key: 'dailyPlanUi.notice.solved' },
  INFEASIBLE: { kind: 'warning', key: 'dailyPlanUi.notice.infeasible' },
  FAILED: { kind: 'error', key: 'dailyPlanUi.notice.failed' },
};

/**
 * The jobs list's toast for a live update: at the moments the server announces (a solve's start
 * and end, never a progress tick), named by the job and said in the reader's language rather
 * than the server's text.
 */
export function jobNoticeToast(update: JobStatusUpdate): Toast | null {
  if (jobStatusNotice(update) === null) return null;
  const notice = NOTICE_OF_STATUS[update.status];
  return notice ? { ...notice, params: { jobRefNo: update.jobRefNo } } : null;
}

type Translate = (key: string, params: Record<string, string | number>) => string;

/**
 * The update with its `message` and `result` in the reader's language: the server sends each
 * as a catalog key with its values beside the English text, which stays when no key came.
 */
export function localiseJobStatusUpdate(update: JobStatusUpdate, t: Translate): JobStatusUpdate {
  return {
    ...update,
    message: update.messageKey ? t(update.messageKey, update.messageParams ?? {}) : (update.message ?? null),
    result: update.resultKey ? t(update.resultKey, update.resultParams ?? {}) : update.result,
  };
}

/** A jobs-grid row: the job and, while it solves, the solver's live progress. */
export type JobRow = Job & { progress?: JobProgress | null };

/** The row after a live update: the spec's fields overwritten, the progress of a solving job. */
export function withJobUpdate(row: JobRow, update: JobStatusUpdate): JobRow {
  if (row.jobRefNo !== update.jobRefNo) return row;
  const merged = mergeJobStatusUpdate([row], update)[0] ?? row;
  return { ...merged, progress: jobProgressOf(update) };
}
