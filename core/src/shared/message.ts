/** Text a person reads: an i18n key with parameters, or a text the server sent verbatim. */
export type MessageParams = Record<string, string | number>;
export type Message = { key: string; params?: MessageParams } | { text: string };
export type NoticeLevel = 'success' | 'info' | 'warning' | 'error';
/** A toast or alert to show. */
export interface Notice {
  level: NoticeLevel;
  message: Message;
}

export function keyMessage(key: string, params?: MessageParams): Message {
  return params ? { key, params } : { key };
}

export function notice(level: NoticeLevel, key: string, params?: MessageParams): Notice {
  return { level, message: keyMessage(key, params) };
}

export function textNotice(level: NoticeLevel, text: string): Notice {
  return { level, message: { text } };
}

/** An expected failure, returned as a value. */
export interface Failure {
  code: string;
  messageKey: string;
  params?: MessageParams;
}
export type Result<T> = { ok: true; value: T } | { ok: false; error: Failure };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(code: string, messageKey: string, params?: MessageParams): Result<T> => ({
  ok: false,
  error: params ? { code, messageKey, params } : { code, messageKey },
});

/**
 * The key to read for `params`: with a `count` of exactly 1, its `_one` form when the catalog has
 * one (i18next's plural suffix, so the web UI and the server pick the same text); otherwise `key`.
 */
export function pluralKey(has: (key: string) => boolean, key: string, params?: MessageParams): string {
  return params?.['count'] === 1 && has(`${key}_one`) ? `${key}_one` : key;
}

/** Replaces {{name}} placeholders with parameter values (unknown ones stay as written). */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}
