/**
 * Expected failures as values: a use case or a rule answers with `domainOk(value)` or with
 * `domainFail(code, messageKey)`; it throws only for programming errors.
 */
export type DomainParams = Readonly<Record<string, string | number>>;

export type DomainError = {
  readonly code: string;
  /** i18n key of the text a person reads. */
  readonly messageKey: string;
  readonly params?: DomainParams;
  /** Server text, when the failure came from the API and carried one. */
  readonly message?: string;
  /** Field problems, when the failure is a validation failure. */
  readonly issues?: readonly FieldIssue[];
};

export type DomainResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: DomainError };

export function domainOk<T>(value: T): DomainResult<T> {
  return { ok: true, value };
}

export function domainFail<T = never>(
  code: string,
  messageKey: string,
  params?: DomainParams,
): DomainResult<T> {
  return { ok: false, error: params ? { code, messageKey, params } : { code, messageKey } };
}

/** One validation problem of one form field. */
export type FieldIssue = {
  readonly field: string;
  readonly messageKey: string;
  readonly params?: DomainParams;
};

export function fieldIssue(field: string, messageKey: string, params?: DomainParams): FieldIssue {
  return params ? { field, messageKey, params } : { field, messageKey };
}

/** A validation failure carrying every field problem; the first one names the message. */
export function validationFailure<T = never>(issues: readonly FieldIssue[]): DomainResult<T> {
  const first = issues[0];
  return {
    ok: false,
    error: { code: 'VALIDATION', messageKey: first?.messageKey ?? 'dailyPlan.requiredField', issues },
  };
}

/** What the server said about an accepted command: `code` 0 is a success, anything else a warning. */
export type ServerNotice = { readonly code: number | null; readonly message: string | null };

export function noticeVariant(notice: ServerNotice): 'success' | 'warning' {
  return notice.code === 0 ? 'success' : 'warning';
}
