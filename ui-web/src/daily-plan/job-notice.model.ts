import { jobStatusNotice, type JobStatusUpdate } from '@rota/core/daily-plan';
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
