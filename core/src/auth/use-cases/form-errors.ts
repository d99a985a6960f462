import type { z } from 'zod';

/** A form's failed checks as `{ field: messageKey }`, first message per field. */
export type FieldErrors = Record<string, string>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    out[field] ??= issue.message;
  }
  return out;
}
