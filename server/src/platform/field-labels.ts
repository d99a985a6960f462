import type { Translator } from './i18n.js';

/** Names a field of a request (its path, e.g. `jobParameterDto.trafficSeverityRate`), or null. */
export type FieldLabeler = (field: string, t: Translator) => string | null;

const labelers: FieldLabeler[] = [];

/** Feature areas add the labels of their request fields, once. */
export function addFieldLabels(labeler: FieldLabeler): void {
  if (!labelers.includes(labeler)) labelers.push(labeler);
}

/** A validation message that names its field in the reader's language, when a label is known. */
export function withFieldLabel(field: string, message: string, t: Translator): string {
  for (const labeler of labelers) {
    const label = labeler(field, t);
    if (label) return t('server.fieldMessage', { field: label, message });
  }
  return message;
}
