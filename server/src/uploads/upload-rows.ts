import {
  matchHeaders,
  missingRequired,
  splitJoinedLists,
  uploadColumns,
  type UploadProblem,
} from '@rota/core';
import { fieldSpecsToSchema, toFieldMessages, type FieldMessage, type FieldSpec } from '@rota/core/admin';
import { translatorFor, type Translator } from '../platform/i18n.js';
import type { Row } from '../master-data/resource-repository.js';
import { insertRows, type WriteScope } from '../master-data/resource-writes.js';
import { cellToWire } from './cell-values.js';
import type { UploadTarget } from './upload-targets.js';
import type { SheetRow, SheetValue } from './xlsx-reader.js';

const english = translatorFor('en');
const turkish = translatorFor('tr');

/** The field labels a header may use: English and Turkish. */
export const labelsOf = (field: FieldSpec) => [english(field.label), turkish(field.label)];

const shown = (value: SheetValue | undefined): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value);

export interface RowsOutcome {
  problems: UploadProblem[];
  /** Items stored (or that would be, on a dry run). */
  written: number;
}

/**
 * Checks every row of a sheet with the rules the resource's create route applies (the body
 * schema, the cross-field rule, the resource's own checks, references, uniqueness, centers) and
 * stores the good rows when there is no problem; the caller's transaction rolls back otherwise.
 */
export async function checkAndWriteRows(
  scope: WriteScope,
  target: UploadTarget,
  headers: readonly (string | null)[],
  rows: readonly SheetRow[],
  t: Translator,
  canNameCenter: boolean,
): Promise<RowsOutcome> {
  const { config } = target;
  const storage = config.storage;
  const fields = uploadColumns(storage.fields, canNameCenter ? 'Admin' : 'DC_Manager');
  const match = matchHeaders(headers, fields, labelsOf);
  const problems: UploadProblem[] = [];
  const headerProblem = (key: string, header: string) =>
    problems.push({ row: 1, column: header, value: header, message: t(key, { header }) });
  for (const u of match.unknown) headerProblem('masterData.upload.unknownColumn', u.header);
  for (const r of match.repeated) headerProblem('masterData.upload.repeatedColumn', r.header);
  for (const f of missingRequired(fields, match))
    headerProblem('masterData.upload.missingColumn', t(f.label));
  if (problems.length) return { problems, written: 0 };

  const columnOf = new Map([...match.fields].map(([column, name]) => [name, column]));
  const specOf = new Map(fields.map((f) => [f.name, f]));
  const schema = fieldSpecsToSchema(storage.fields, 'create');
  const itemName = t(storage.itemNameKey);
  const report = (sheetRow: SheetRow, messages: readonly FieldMessage[], translated: boolean) => {
    for (const m of messages) {
      const column = columnOf.get(m.field);
      problems.push({
        row: sheetRow.row,
        column: column === undefined ? null : (headers[column - 1] ?? null),
        value: column === undefined ? null : shown(sheetRow.cells[column - 1]),
        message: translated ? m.message : t(m.message, { item: itemName }),
      });
    }
  };

  const items: Row[] = [];
  const sources: SheetRow[] = [];
  for (const sheetRow of rows) {
    const given: Row = {};
    for (const [column, name] of match.fields) {
      const value = cellToWire(specOf.get(name) as FieldSpec, sheetRow.cells[column - 1] ?? null);
      if (value !== undefined) given[name] = value;
    }
    const parsed = schema.safeParse(splitJoinedLists(storage, given));
    if (!parsed.success) {
      report(sheetRow, toFieldMessages(parsed.error, t), true);
      continue;
    }
    const item = parsed.data as Row;
    const own = (await target.check?.({ orm: scope.orm, item, mode: 'create', existing: null, scope })) ?? [];
    if (own.length) {
      report(sheetRow, own, false);
      continue;
    }
    items.push(item);
    sources.push(sheetRow);
  }
  if (items.length === 0) return { problems, written: 0 };
  const inserted = target.save ? await target.save(scope, items) : await insertRows(scope, { config }, items);
  if (!inserted.ok) {
    for (const v of inserted.validation ?? []) {
      const dot = v.field.indexOf('.');
      const sheetRow = sources[Number(v.field.slice(0, dot))];
      if (sheetRow) report(sheetRow, [{ field: v.field.slice(dot + 1), message: v.message }], false);
    }
    if (!inserted.validation?.length)
      problems.push({
        row: 1,
        column: null,
        value: null,
        message: t(inserted.messageKey, { item: itemName, ...(inserted.params ?? {}) }),
      });
  }
  problems.sort((a, b) => a.row - b.row);
  return { problems, written: problems.length ? 0 : items.length };
}
