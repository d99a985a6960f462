import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER_DATA_RESOURCES, resourcePaths, type ResourceConfig } from '@rota/core';
import { rows, sql } from '../db/database.js';
import { seedDemoData } from '../demo/index.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Bad input to every write of every registry entry, over the demo data: each is refused with a
 * 4xx answer in the envelope (never a 500), and no stored row changes.
 */
const entries = Object.entries(MASTER_DATA_RESOURCES).map(
  ([name, entry]) => [name, entry as ResourceConfig] as const,
);

/** Every field of the entry's form set to one value. */
function everyField(entry: ResourceConfig, value: unknown): Record<string, unknown> {
  const names =
    entry.storage?.fields.map((f) => f.name) ?? Object.keys(entry.itemSchema instanceof Object ? {} : {});
  return Object.fromEntries([...names, 'refNo', 'name', 'id'].map((n) => [n, value]));
}

const garbage = (entry: ResourceConfig): unknown[] => [
  [],
  [null],
  'text',
  [{}],
  [everyField(entry, 'z'.repeat(5000))],
  [everyField(entry, -1)],
  [everyField(entry, { nested: true })],
  [everyField(entry, ['1999-02-31', '25:61'])],
];

describe('bad input to every master-data write', () => {
  let t: TestApp;
  let admin: string;
  const snapshot = async () => {
    const tables = entries.flatMap(([, e]) => (e.storage ? [e.storage.table] : []));
    const out: Record<string, string> = {};
    for (const table of new Set(tables)) {
      const [row] = await rows<{ digest: string }>(
        t.db.orm,
        sql`SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS digest FROM ${sql.raw(table)} x`,
      );
      out[table] = row?.digest ?? '';
    }
    return out;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db, { today: '2026-11-24' });
    admin = await t.token('admin@demo.rota');
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(entries.filter(([, e]) => e.actions.add || e.actions.update || e.actions.delete))(
    '%s',
    async (_name, entry) => {
      const before = await snapshot();
      const paths = resourcePaths(entry);
      const wrap = (field: string | undefined, body: unknown) => (field ? { [field]: body } : body);
      const attempts: { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; body: unknown }[] = [];
      for (const body of garbage(entry)) {
        if (entry.actions.add)
          attempts.push({ method: 'POST', url: paths.create, body: wrap(entry.createBodyField, body) });
        if (entry.actions.delete)
          attempts.push({ method: 'DELETE', url: paths.remove, body: wrap(entry.deleteBodyField, body) });
        if (entry.actions.update) {
          const item = Array.isArray(body) ? body[0] : body;
          for (const key of ['no-such-key', '0', "x'; DROP TABLE orders; --"])
            attempts.push({ method: entry.updateMethod ?? 'PUT', url: paths.update(key), body: item });
        }
      }
      for (const attempt of attempts) {
        const response = await t.app.inject({
          method: attempt.method,
          url: `/api/${attempt.url}`,
          headers: { authorization: `Bearer ${admin}` },
          payload: JSON.stringify(attempt.body ?? null),
        });
        const label = `${attempt.method} /api/${attempt.url} ${String(JSON.stringify(attempt.body)).slice(0, 80)}`;
        expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
        expect(response.json(), label).toMatchObject({ isSuccess: false });
      }
      expect(await snapshot()).toEqual(before);
    },
  );
});
