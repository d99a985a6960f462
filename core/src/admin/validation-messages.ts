import type { z } from 'zod';
import { isLibraryText } from '../shared/form-refusal.rules.js';
import type { Translate } from './field-spec.js';

/** A failed check as the envelope's `validationMessages` carries it. */
export interface FieldMessage {
  field: string;
  message: string;
}

/**
 * Turns zod issues whose messages are i18n keys into `{ field, message }` texts. Limits of
 * length and range checks fill `{{n}}`, `{{min}}` and `{{max}}`. A message that is not a known key
 * comes back as written, unless it is zod's own wording ("Invalid input: expected string, received
 * undefined"): that reads as the catalog's 'form.invalidValue', in the reader's language.
 */
export function toFieldMessages(error: z.ZodError, t: Translate): FieldMessage[] {
  const seen = new Set<string>();
  const out: FieldMessage[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    const raw = issue as unknown as {
      minimum?: number | bigint;
      maximum?: number | bigint;
      params?: Record<string, unknown>;
    };
    const params: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(raw.params ?? {})) {
      if (typeof v === 'string' || typeof v === 'number') params[k] = v;
    }
    if (raw.minimum !== undefined) params['n'] ??= Number(raw.minimum);
    if (raw.maximum !== undefined) params['n'] ??= Number(raw.maximum);
    const translated = t(issue.message, params);
    // The validation library's own wording is for developers: people read the catalog's.
    const message =
      translated === issue.message && isLibraryText(issue.message) ? t('form.invalidValue') : translated;
    const id = `${field}\u0000${message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({ field, message });
  }
  return out;
}
