import type { Envelope } from './envelope.schema.js';
import { keyMessage, notice, textNotice, type Message, type Notice } from './message.js';

/**
 * A refused form write told once: each message the server gives about a field the form shows
 * goes under that field; whatever names no shown field goes into one toast. A validation
 * library's own wording ("Invalid input: expected string, received undefined") never reaches a
 * person: it reads as the catalog's 'form.invalidValue'.
 */
export interface FormRefusal {
  fields: Record<string, Message>;
  notice: Notice | null;
}

/** Wording of zod, ajv and Fastify's schema checks, which are for developers, not for people. */
const LIBRARY_TEXT =
  /^(invalid input|invalid (type|string|enum|literal|union|date|number)|expected .+, received|too (small|big)|must (have|be|NOT|match)|body\/|querystring\/|params\/|unrecognized key|required$)/i;

/** Whether a text is a validation library's own wording. */
export function isLibraryText(text: string): boolean {
  return LIBRARY_TEXT.test(text.trim()) || /received (undefined|null|string|number|object)/i.test(text);
}

/** The message of a server text: the text itself when it is for people, else the catalog's. */
export function readableMessage(text: string, fallbackKey = 'form.invalidValue'): Message {
  return isLibraryText(text) ? keyMessage(fallbackKey) : { text };
}

/** A field as the server names it in a list write ('0.shiftEnd', 'body.0.shiftEnd') as the form's. */
export function formFieldOf(field: string): string {
  return field.replace(/^(body\.|\/)?(\d+[./])?/, '').replace(/^\//, '');
}

/**
 * The refusal of a write: field messages on `shownFields`, the rest (or the failure message,
 * or `failKey` when the server gave no readable reason) as one error toast.
 */
export function formRefusal(
  body: Envelope<unknown> | null | undefined,
  shownFields: readonly string[],
  failKey: string,
): FormRefusal {
  const fields: Record<string, Message> = {};
  const rest: Message[] = [];
  for (const item of body?.validationMessages ?? []) {
    const field = formFieldOf(item.field);
    for (const text of item.messages) {
      const message = readableMessage(text);
      if (shownFields.includes(field)) fields[field] ??= message;
      else rest.push(message);
    }
  }
  const failMessage = body?.failResult?.failMessage ?? body?.message ?? null;
  if (rest.length === 0 && Object.keys(fields).length > 0) return { fields, notice: null };
  const texts = [...new Set(rest.flatMap((m) => ('text' in m ? [m.text] : [])))];
  if (texts.length) return { fields, notice: textNotice('error', texts.join('\n')) };
  if (rest[0]) return { fields, notice: { level: 'error', message: rest[0] } };
  return {
    fields,
    notice:
      failMessage && !isLibraryText(failMessage)
        ? textNotice('error', failMessage)
        : notice('error', failKey),
  };
}
