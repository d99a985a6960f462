import { WEEK_DAYS, gridColumns, type ColumnKind, type Language, type ResourceStorage } from '@rota/core';
import { showDate, showDateTime, showNumber } from '../i18n/format.js';

/** What the grid needs of one declared column: header, kind, filter, sort and display text. */
export interface ColumnView {
  field: string;
  header: string;
  kind: ColumnKind;
  filter: boolean;
  sort: boolean;
  format: (value: unknown) => string;
}

export interface ColumnTexts {
  language: Language;
  t: (key: string) => string;
  /** Whether the catalog holds a key. */
  has: (key: string) => boolean;
}

function humanize(field: string): string {
  return field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

function list(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') return value.split(',').map((s) => s.trim());
  return [];
}

/** The display text of a value of a kind, in the language. */
export function formatValue(kind: ColumnKind, value: unknown, texts: ColumnTexts): string {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'timestamp':
      return showDateTime(String(value), texts.language);
    case 'date':
      return showDate(String(value).slice(0, 10), texts.language);
    case 'boolean':
      return texts.t(value === true || value === 'true' ? 'common.yes' : 'common.no');
    case 'decimal':
    case 'integer': {
      const n = Number(value);
      return Number.isFinite(n) ? showNumber(n, 6, texts.language) : String(value);
    }
    case 'time':
      return String(value).slice(0, 5);
    case 'days':
      return list(value)
        .map((d) => WEEK_DAYS[Number(d)])
        .filter((d): d is (typeof WEEK_DAYS)[number] => d !== undefined)
        .map((d) => texts.t(`days.${d}`))
        .join(', ');
    case 'monthDays':
    case 'dates':
      return list(value).map(String).join(', ');
    case 'json':
    case 'polygon':
      return typeof value === 'string' ? value : JSON.stringify(value);
    default:
      return String(value);
  }
}

/**
 * The grid columns of a declared resource (core's `gridColumns`): the header is the column's own
 * label, else its form field's label, else the shared field label of that name.
 */
export function columnViews(
  storage: Pick<ResourceStorage, 'columns' | 'fields'>,
  texts: ColumnTexts,
): ColumnView[] {
  const labels = new Map(storage.fields.map((f) => [f.name, f.label]));
  const specs = new Map(storage.fields.map((f) => [f.name, f]));
  return gridColumns(storage).map((column) => {
    const candidates = [
      column.label,
      labels.get(column.field),
      `masterData.field.${column.field}`,
      `masterData.places.field.${column.field}`,
      `masterData.fleet.field.${column.field}`,
    ].filter((k): k is string => typeof k === 'string');
    const key = candidates.find((k) => texts.has(k));
    const options = specs.get(column.field)?.options;
    const literal = specs.get(column.field)?.literalLabels === true;
    // A value chosen from a list shows the choice's label (an order type "Delivery", not DELIVERY).
    const choice = (value: unknown) => {
      const option = options?.find((o) => String(o.key) === String(value));
      return option ? (literal ? option.label : texts.t(option.label)) : null;
    };
    return {
      field: column.field,
      header: key ? texts.t(key) : humanize(column.field),
      kind: column.kind,
      filter: column.filter === true,
      sort: column.sort === true,
      format: (value: unknown) => choice(value) ?? formatValue(column.kind, value, texts),
    };
  });
}
