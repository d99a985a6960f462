import { toAnswer, type HttpResult, type Notify } from '@rota/adapters-http';
import { envelopeNotices, type CrudOutcome } from '@rota/core';
import { noticeToast } from '../notify/notice.js';

/** The server's reasons of a failed call as toasts, or the screen's own message when it gave none. */
export function showFailure(notify: Notify, result: HttpResult<unknown>, fallbackKey: string): void {
  const notices = result.ok ? [] : envelopeNotices(toAnswer(result).body);
  if (notices.length === 0) notify({ kind: 'error', key: fallbackKey });
  notices.forEach((n) => notify(noticeToast(n)));
}

export function showOutcome(notify: Notify, outcome: CrudOutcome): boolean {
  outcome.notices.forEach((n) => notify(noticeToast(n)));
  return outcome.ok;
}
