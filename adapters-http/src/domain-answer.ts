import type { DomainError, DomainResult, ServerNotice } from '@rota/core';
import type { HttpFailure, HttpResult } from './http-client.js';

/** Core's expected failure from a transport failure: the server's text and the fields it named. */
export function domainError(error: HttpFailure): DomainError {
  const issues = (error.envelope?.validationMessages ?? []).flatMap((v) =>
    v.messages.map((message) => ({ field: v.field, messageKey: message })),
  );
  return {
    code: error.status === null ? error.code.toUpperCase() : `HTTP_${error.status}`,
    messageKey: 'common.anErrorOccurred',
    ...(error.message ? { message: error.message } : {}),
    ...(issues.length > 0 ? { issues } : {}),
  };
}

/** A call's data as core's value-or-failure. */
export function domainAnswer<T, U = T>(
  result: HttpResult<T>,
  map: (data: T) => U = (data) => data as unknown as U,
): DomainResult<U> {
  return result.ok ? { ok: true, value: map(result.data) } : { ok: false, error: domainError(result.error) };
}

/** What the server said about an accepted command (its envelope's code and message). */
export function domainNotice(result: HttpResult<unknown>): DomainResult<ServerNotice> {
  return result.ok
    ? { ok: true, value: { code: result.envelope?.code ?? 0, message: result.envelope?.message ?? null } }
    : { ok: false, error: domainError(result.error) };
}

/**
 * A failure the HTTP client has already shown: the server refused the call with an error status
 * and its envelope's texts went to the toasts. Any other failure still needs saying.
 */
export function shownByHttpClient(error: Pick<DomainError, 'code'>): boolean {
  return /^HTTP_[45]\d\d$/.test(error.code);
}
