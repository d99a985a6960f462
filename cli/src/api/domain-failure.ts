import type { DomainError, DomainResult } from '@rota/core/daily-plan';
import { CliError, EXIT } from '../io/cli-error.js';
import { t } from '../messages.js';
import { unreachableError } from './server-client.js';

/** Codes of a call that never reached the server (adapters-http's transport failures). */
const UNREACHED = new Set(['NETWORK', 'CANCELLED']);

/** A use case's expected failure as the command's error: the server's text, else the key's. */
export function domainFailure(error: DomainError, server?: string): CliError {
  if (server !== undefined && UNREACHED.has(error.code)) return unreachableError(server);
  const message = error.message ?? t(error.messageKey, error.params ? { ...error.params } : undefined);
  const issues = (error.issues ?? []).map((issue) => ({
    field: issue.field,
    message: t(issue.messageKey, issue.params ? { ...issue.params } : undefined),
  }));
  // Checks that fail before any call (a missing field, a bad selection) are usage errors.
  const local = error.code === 'VALIDATION' || error.code === 'EMPTY_SELECTION';
  return new CliError(message, local ? EXIT.usage : EXIT.failure, issues, error.code);
}

export function unwrap<T>(result: DomainResult<T>, server?: string): T {
  if (!result.ok) throw domainFailure(result.error, server);
  return result.value;
}
