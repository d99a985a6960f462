import type { z } from 'zod';

/** A form's failed checks as `{ field: messageKey }`, first message per field. */
export type AuthFieldErrors = Record<string, string>;

export function authFieldErrors(error: z.ZodError): AuthFieldErrors {
  const out: AuthFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    out[field] ??= issue.message;
  }
  return out;
}
