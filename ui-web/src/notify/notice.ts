import type { Notice } from '@rota/core';
import type { Toast } from '@rota/adapters-http';

/** Core's notices (key or server text) as toasts. */
export function noticeToast(notice: Notice): Toast {
  const { level, message } = notice;
  if ('text' in message) return { kind: level, text: message.text };
  return message.params
    ? { kind: level, key: message.key, params: message.params }
    : { kind: level, key: message.key };
}
