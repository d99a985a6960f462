import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER_DATA_RESOURCES, columnName, type ResourceStorage } from '@rota/core';
import { rows, sql, type Database } from '../db/database.js';
import { openTestDatabase } from '../testing/test-database.js';
import { ensureResourceIndexes, resourceIndexStatements } from './resource-indexes.js';

describe('indexes of the resource lists', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('covers every filter and sort that a declaration offers', () => {
    const statements = resourceIndexStatements();
    for (const [name, config] of Object.entries(MASTER_DATA_RESOURCES)) {
      const storage: ResourceStorage | undefined = 'storage' in config ? config.storage : undefined;
      if (!storage) continue;
      for (const column of storage.columns.filter((c) => (c.filter || c.sort) && !c.ref && !c.from)) {
        const onTable = statements.filter((s) => s.table === (storage.indexTable ?? storage.table));
        const covered = onTable.some(
          (s) =>
            s.columns.startsWith(columnName(column)) || s.columns.includes(`lower(${columnName(column)})`),
        );
        expect(covered, `${name}.${column.field}`).toBe(true);
      }
    }
  });

  it('exists in the database after the migrations, and creating again changes nothing', async () => {
    const present = new Set(
      (
        await rows<{ indexname: string }>(
          db.orm,
          sql`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()`,
        )
      ).map((r) => r.indexname),
    );
    for (const statement of resourceIndexStatements())
      expect(present.has(statement.name), statement.name).toBe(true);
    expect(await ensureResourceIndexes(db)).toBe(0);
  });

  it('serves a name prefix filter from its index', async () => {
    await db.orm.execute(sql`SET enable_seqscan = off`);
    const plan = await rows<{ 'QUERY PLAN': string }>(
      db.orm,
      sql`EXPLAIN SELECT id FROM cargo_types t WHERE lower(t.name) LIKE 'ab%'`,
    );
    await db.orm.execute(sql`SET enable_seqscan = on`);
    expect(plan.map((p) => p['QUERY PLAN']).join('\n')).toMatch(/Index|Bitmap/);
  });
});
