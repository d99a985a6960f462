import {
  keyMessage,
  toSubmitValues,
  type FieldDefinition,
  type FormValues,
  type Language,
  type Message,
  type ResourceConfig,
} from '@rota/core';

/**
 * The registry entry's rules across fields (shift end after shift start, a window's end after
 * its start, serve before after serve after, employment end after start), the same declaration
 * the server enforces, read on the values the form would send: messages by field name.
 */
export function crossFieldErrors(
  entry: ResourceConfig,
  fields: readonly FieldDefinition[],
  values: FormValues,
  mode: 'add' | 'update',
  language: Language,
): Record<string, Message> {
  const rules = entry.storage?.validate;
  if (!rules) return {};
  const out: Record<string, Message> = {};
  let body: FormValues;
  try {
    body = toSubmitValues(fields, values, language);
  } catch {
    return out;
  }
  for (const m of rules(body, mode === 'add' ? 'create' : 'update')) out[m.field] ??= keyMessage(m.message);
  return out;
}
