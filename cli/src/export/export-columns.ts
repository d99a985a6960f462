import {
  columnLabelKeys,
  exportHeader,
  gridColumns,
  uploadColumns,
  type ColumnKind,
  type ExportColumn,
  type ExportKind,
  type ResourceStorage,
  type TemplateFolder,
} from '@rota/core';
import type { FieldSpec } from '@rota/core/admin';
import { hasMessage } from '@rota/core/i18n';
import { t } from '../messages.js';

/**
 * How a column's values are written: numbers as numbers (numeric text too), lists as the
 * comma-joined text an upload reads back, booleans as booleans, anything else as it comes (core's
 * export rule then writes ISO timestamps and days as dates).
 */
export type CellType = 'number' | 'list' | 'boolean' | 'json' | 'value';

/** A column of an exported grid: the field of the rows, the i18n key of its header, how it is written. */
export interface ExportColumnKey {
  readonly field: string;
  readonly labelKey: string;
  /** A value converted into the unit the header names (seconds as minutes, metres as km). */
  readonly kind?: ExportKind;
  readonly type?: CellType;
}

const BY_COLUMN_KIND: Partial<Record<ColumnKind, CellType>> = {
  integer: 'number',
  decimal: 'number',
  boolean: 'boolean',
  days: 'list',
  monthDays: 'list',
  dates: 'list',
  json: 'json',
};

/**
 * The columns of a registry grid, in its declared order, headed as the web grid heads them. A
 * grid column that shows a number as the server's text (the spec's `…Display` fields, e.g. a
 * vehicle type's `fixedCostDisplay`) is written as that number, from the field it displays.
 */
export function registryColumns(storage: Pick<ResourceStorage, 'columns' | 'fields'>): ExportColumnKey[] {
  const byField = new Map(storage.columns.map((c) => [c.field, c]));
  return gridColumns(storage).map((shown) => {
    const displayed = shown.field.endsWith('Display') ? byField.get(shown.field.slice(0, -7)) : undefined;
    const column = displayed && BY_COLUMN_KIND[displayed.kind] === 'number' ? displayed : shown;
    const keys = columnLabelKeys(storage, shown);
    const type = BY_COLUMN_KIND[column.kind];
    return {
      field: column.field,
      labelKey: keys.find(hasMessage) ?? keys[0] ?? column.field,
      ...(type ? { type } : {}),
    };
  });
}

const NUMBER_FIELDS: readonly FieldSpec['type'][] = [
  'number',
  'bigInt',
  'decimalNumber',
  'doubleNumber',
  'money',
  'coordinate',
  'rangeSlider',
];
const LIST_FIELDS: readonly FieldSpec['type'][] = [
  'multipleSelect',
  'daysOfWeek',
  'daysOfMonth',
  'multiDate',
  'reorderableList',
];

function fieldCellType(field: FieldSpec): CellType {
  if (NUMBER_FIELDS.includes(field.type)) return 'number';
  if (LIST_FIELDS.includes(field.type)) return 'list';
  if (field.type === 'boolean') return 'boolean';
  if (field.type === 'visitFrequencyParameter') return 'json';
  return 'value';
}

/**
 * The columns of a kind's upload template (the create form's fields, the center left out of a DC
 * Manager's): the export of an uploadable grid is a filled-in template that uploads back as it is.
 */
export function templateColumns(fields: readonly FieldSpec[], folder: TemplateFolder): ExportColumnKey[] {
  return uploadColumns(fields, folder).map((field) => ({
    field: field.name,
    labelKey: field.label,
    type: fieldCellType(field),
  }));
}

function numberOf(value: unknown): unknown {
  if (typeof value === 'number') return value;
  const text = String(value).trim();
  const n = Number(text);
  return text !== '' && Number.isFinite(n) ? n : value;
}

/** A value as its column writes it; null for no value (an empty cell). */
export function exportValue(type: CellType | undefined, value: unknown): unknown {
  if (value === null || value === undefined || value === '') return null;
  switch (type) {
    case 'number':
      return numberOf(value);
    case 'list': {
      const joined = Array.isArray(value) ? value.join(',') : value;
      return joined === '' ? null : joined;
    }
    case 'boolean':
      return value === true || value === 'true' ? true : value === false || value === 'false' ? false : value;
    case 'json':
      if (Array.isArray(value) && value.length === 0) return null;
      return typeof value === 'object' ? JSON.stringify(value) : value;
    default:
      return value;
  }
}

/** The header row in the CLI's language, a unit named where the column converts into one. */
export function headerColumns(columns: readonly ExportColumnKey[]): ExportColumn[] {
  return columns.map((c) => {
    const base = { field: c.field, header: t(c.labelKey) };
    if (!c.kind) return base;
    return {
      ...base,
      kind: c.kind,
      header: exportHeader({ ...base, kind: c.kind }, (unit) => t(`cli.unit.${unit}`)),
    };
  });
}

/** The rows with each column's value written as its type says (other fields left out). */
export function exportRows(
  columns: readonly ExportColumnKey[],
  rows: readonly Readonly<Record<string, unknown>>[],
): Record<string, unknown>[] {
  return rows.map((row) =>
    Object.fromEntries(columns.map((c) => [c.field, exportValue(c.type, row[c.field])])),
  );
}
