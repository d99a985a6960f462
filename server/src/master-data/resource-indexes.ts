import crypto from 'node:crypto';
import { MASTER_DATA_RESOURCES, columnName, type ResourceConfig, type ResourceStorage } from '@rota/core';
import type { Database } from '../db/database.js';
import { centerColumnOf } from './resource-scope.rules.js';
import { createIndex, indexExists } from './resource-indexes.repository.js';

/**
 * The indexes that every filter and sort a resource offers needs, derived from its declaration:
 * text filters ("starts with", case-insensitive) get a `lower(column) text_pattern_ops` index on
 * the table that holds the text; sort keys and other filters get `(column, id)`, and on
 * center-scoped tables also `(center, column, id)` so a center's page is read in order.
 */
export interface IndexStatement {
  name: string;
  table: string;
  columns: string;
}

function indexName(table: string, columns: string): string {
  const hash = crypto.createHash('sha1').update(`${table}:${columns}`).digest('hex').slice(0, 8);
  return `rs_${table.slice(0, 40)}_${hash}`;
}

function statementsOf(storage: ResourceStorage): IndexStatement[] {
  const out: IndexStatement[] = [];
  const add = (table: string, columns: string) =>
    out.push({ name: indexName(table, columns), table, columns });
  // A view's rows are indexed on its table; a center it computes has no column there to index.
  const home = storage.indexTable ?? storage.table;
  const center =
    storage.scope.kind === 'center' && !storage.indexTable ? centerColumnOf(storage.scope) : null;
  for (const column of storage.columns) {
    if (!column.filter && !column.sort) continue;
    if (column.from) {
      const ref = storage.columns.find((c) => c.field === column.from?.ref);
      if (!ref?.ref) continue;
      add(
        ref.ref.table,
        column.kind === 'text' ? `lower(${column.from.column}) text_pattern_ops` : column.from.column,
      );
      add(home, columnName(ref));
      continue;
    }
    if (column.ref) {
      add(column.ref.table, column.ref.by);
      add(home, columnName(column));
      continue;
    }
    const name = columnName(column);
    if (column.filter && column.kind === 'text') add(home, `lower(${name}) text_pattern_ops`);
    if (column.sort || column.kind !== 'text') {
      add(home, `${name}, id`);
      if (center && center !== name) add(home, `${center}, ${name}, id`);
    }
  }
  return out;
}

/** Every index the declared resources need, once each. */
export function resourceIndexStatements(
  resources: Readonly<Record<string, ResourceConfig>> = MASTER_DATA_RESOURCES,
): IndexStatement[] {
  const seen = new Map<string, IndexStatement>();
  for (const config of Object.values(resources)) {
    if (!config.storage) continue;
    for (const statement of statementsOf(config.storage)) seen.set(statement.name, statement);
  }
  return [...seen.values()];
}

const SAFE_COLUMNS = /^[a-z_(), ]+$/;

/** Creates the missing indexes (after the migrations, at start and for tests). */
export async function ensureResourceIndexes(db: Database): Promise<number> {
  let created = 0;
  for (const statement of resourceIndexStatements()) {
    if (!SAFE_COLUMNS.test(statement.columns)) throw new Error(`unsafe index columns: ${statement.columns}`);
    if (await indexExists(db.orm, statement.name)) continue;
    try {
      await createIndex(db.orm, statement);
      created++;
    } catch (error) {
      // Another server starting on the same database created it a moment earlier.
      if (!/already exists|duplicate key/.test(String((error as Error).message))) throw error;
    }
  }
  return created;
}
