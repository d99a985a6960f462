import {
  matchHeaders,
  missingRequired,
  splitJoinedLists,
  uploadColumns,
  type UploadProblem,
} from '@rota/core';
import { fieldSpecsToSchema, toFieldMessages, type FieldMessage, type FieldSpec } from '@rota/core/admin';
import { translatorFor, type Translator } from '../platform/i18n.js';
import type { Row } from '../master-data/resource.repository.js';
import { insertRows, type WriteScope } from '../master-data/resource-writes.js';
import { cellToWire } from './cell-values.js';
import { CENTER_FIELD, centerByName } from './upload-centers.js';
import { ProblemList } from './problem-list.js';
import type { UploadTarget } from './upload-targets.js';
import type { SheetRow, SheetValue } from './xlsx-reader.js';

const english = translatorFor('en');
const turkish = translatorFor('tr');

/** The field labels a header may use: English and Turkish. */
export const labelsOf = (field: FieldSpec) => [english(field.label), turkish(field.label)];

const shown = (value: SheetValue | undefined): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value);

export interface RowsOutcome {
  /** The problems reported (at most MAX_REPORTED_PROBLEMS, then one line counting the rest). */
  problems: UploadProblem[];
  /** Every problem found, listed or not. */
  problemCount: number;
  /** Rows with a problem, listed or not. */
  refusedRows: number;
  /** Items stored (or that would be, on a dry run). */
  written: number;
  /** Data rows read. */
  rowCount: number;
}

/** A chunk's problems at the index of the item they concern ("3.field" → item 3, "field"). */
function byItem(messages: readonly FieldMessage[]): Map<number, FieldMessage[]> {
  const out = new Map<number, FieldMessage[]>();
  for (const m of messages) {
    const dot = m.field.indexOf('.');
    const index = Number(m.field.slice(0, dot));
    out.set(index, [...(out.get(index) ?? []), { field: m.field.slice(dot + 1), message: m.message }]);
  }
  return out;
}

/**
 * Checks every row of a sheet with the rules the resource's create route applies (the body
 * schema, the cross-field rule, the resource's own checks, references, uniqueness, centers) and
 * stores the rows a chunk at a time in the caller's transaction, which rolls back when any row
 * has a problem. Only the chunk in hand and the report's problems are held in memory.
 */
export async function checkAndWriteRows(
  scope: WriteScope,
  target: UploadTarget,
  headers: readonly (string | null)[],
  chunks: AsyncIterable<readonly SheetRow[]>,
  t: Translator,
  canNameCenter: boolean,
): Promise<RowsOutcome> {
  const { config } = target;
  const storage = config.storage;
  const fields = uploadColumns(storage.fields, canNameCenter ? 'Admin' : 'DC_Manager');
  const match = matchHeaders(headers, fields, labelsOf);
  const problems = new ProblemList(t);
  let rowCount = 0;
  const headerProblem = (key: string, header: string) =>
    problems.add([{ row: 1, column: header, value: header, message: t(key, { header }) }]);
  for (const u of match.unknown) headerProblem('masterData.upload.unknownColumn', u.header);
  for (const r of match.repeated) headerProblem('masterData.upload.repeatedColumn', r.header);
  for (const f of missingRequired(fields, match))
    headerProblem('masterData.upload.missingColumn', t(f.label));
  if (problems.count) {
    // The rows are counted (and the row cap applied) without being checked.
    for await (const chunk of chunks) rowCount += chunk.length;
    return { ...problems.outcome(), written: 0, rowCount };
  }

  const columnOf = new Map([...match.fields].map(([column, name]) => [name, column]));
  const specOf = new Map(fields.map((f) => [f.name, f]));
  const schema = fieldSpecsToSchema(storage.fields, 'create');
  const itemName = t(storage.itemNameKey);
  const reported = (sheetRow: SheetRow, messages: readonly FieldMessage[], translated: boolean) =>
    messages.map((m): UploadProblem => {
      const column = columnOf.get(m.field);
      return {
        row: sheetRow.row,
        column: column === undefined ? null : (headers[column - 1] ?? null),
        value: column === undefined ? null : shown(sheetRow.cells[column - 1]),
        message: translated ? m.message : t(m.message, { item: itemName }),
      };
    });

  const centerOf = centerByName(scope.orm);
  let written = 0;
  for await (const chunk of chunks) {
    rowCount += chunk.length;
    const found: UploadProblem[] = [];
    const items: Row[] = [];
    const sources: SheetRow[] = [];
    for (const sheetRow of chunk) {
      const given: Row = {};
      for (const [column, name] of match.fields) {
        const value = cellToWire(specOf.get(name) as FieldSpec, sheetRow.cells[column - 1] ?? null);
        if (value !== undefined) given[name] = value;
      }
      const center = given[CENTER_FIELD];
      if (typeof center === 'string' && /\D/.test(center.trim())) {
        const named = await centerOf(center);
        if (!named.ok) {
          const message = t(named.messageKey, { name: center.trim() });
          found.push(...reported(sheetRow, [{ field: CENTER_FIELD, message }], true));
          continue;
        }
        given[CENTER_FIELD] = named.id;
      }
      const parsed = schema.safeParse(splitJoinedLists(storage, given));
      if (!parsed.success) {
        found.push(...reported(sheetRow, toFieldMessages(parsed.error, t), true));
        continue;
      }
      const item = parsed.data as Row;
      if (!target.checkChunk) {
        const own =
          (await target.check?.({ orm: scope.orm, item, mode: 'create', existing: null, scope })) ?? [];
        if (own.length) {
          found.push(...reported(sheetRow, own, false));
          continue;
        }
      }
      items.push(item);
      sources.push(sheetRow);
    }
    const ownByItem = byItem(target.checkChunk ? await target.checkChunk(scope, items) : []);
    for (const [index, messages] of ownByItem)
      found.push(...reported(sources[index] as SheetRow, messages, false));
    const good = items.filter((_, index) => !ownByItem.has(index));
    const goodSources = sources.filter((_, index) => !ownByItem.has(index));
    if (good.length) {
      const stored = await storeChunk(scope, target, good);
      if (stored.ok) written += good.length;
      else if (stored.byItem.size)
        for (const [index, messages] of stored.byItem)
          found.push(...reported(goodSources[index] as SheetRow, messages, false));
      else
        found.push({
          row: goodSources[0]?.row ?? 1,
          column: null,
          value: null,
          message: t(stored.messageKey, { item: itemName, ...stored.params }),
        });
    }
    problems.add(found.sort((a, b) => a.row - b.row));
  }
  return { ...problems.outcome(), written: problems.count ? 0 : written, rowCount };
}

type Stored =
  | { ok: true }
  | { ok: false; byItem: Map<number, FieldMessage[]>; messageKey: string; params: Record<string, unknown> };

/**
 * Stores a chunk as the create route would. When some items are refused, the others are stored
 * all the same (the transaction rolls back in the end), so a later chunk still meets them in its
 * uniqueness checks.
 */
async function storeChunk(scope: WriteScope, target: UploadTarget, items: readonly Row[]): Promise<Stored> {
  const save = (list: readonly Row[]) =>
    target.save ? target.save(scope, list) : insertRows(scope, { config: target.config }, list);
  const inserted = await save(items);
  if (inserted.ok) return { ok: true };
  const refused = byItem(inserted.validation ?? []);
  const rest = items.filter((_, index) => !refused.has(index));
  if (refused.size && rest.length && !target.save) await save(rest);
  return { ok: false, byItem: refused, messageKey: inserted.messageKey, params: inserted.params ?? {} };
}
