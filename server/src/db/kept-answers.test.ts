import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginTokenSchema, type OrderListResponse } from '@rota/core';
import { DEMO_PASSWORD } from '../seed/platform-seed.js';
import { openDatabase, rows, sql } from './database.js';
import { KeptAnswers } from './kept-answers.js';
import { migrate } from './migrate.js';
import { loadChangeCounters, tablesRead } from './change-counters.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * List answers kept while their tables are unchanged: a repeated page comes from memory, and
 * every kind of change to a table the list reads (through the API, raw SQL, a joined table, a
 * view's table) is seen by the next read; a rolled-back change keeps the kept page; refusals are
 * never kept. On a PostgreSQL server a page read beside an uncommitted change is not kept; a
 * signed-out session is refused at once though its token's user was kept.
 */
describe('kept list answers', () => {
  let t: TestApp;
  let admin: string;
  const day = '2026-05-04';
  const embedded = () => t.db.kind === 'pglite';
  const stats = () => t.app.platform.keptAnswers?.snapshot();
  const orders = async (query = `?date=${day}&sortBy=refNo&pageSize=10&pageIndex=0`) => {
    const res = await t.call('GET', `/api/orders${query}`, { token: admin });
    expect(res.status, JSON.stringify(res.envelope)).toBe(200);
    return res.envelope.data as OrderListResponse;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.token('admin@demo.rota');
    const [own] = t.centers;
    const setup = [
      await t.call('POST', '/api/operation-types', {
        token: admin,
        body: [{ refNo: 'OT-K', name: 'Teslimat', action: 'DELIVERY', serviceDuration: 10 }],
      }),
      await t.call('POST', '/api/locations', {
        token: admin,
        body: [
          { refNo: 'L-K', name: 'Market Moda', latitude: 40.98, longitude: 29.03, distributionCenterId: own },
        ],
      }),
      await t.call('POST', '/api/orders', {
        token: admin,
        body: [
          {
            refNo: 'K-1',
            date: day,
            locationRefNo: 'L-K',
            operationTypeRefNo: 'OT-K',
            amount: 1,
            distributionCenterId: own,
          },
          {
            refNo: 'K-2',
            date: day,
            locationRefNo: 'L-K',
            operationTypeRefNo: 'OT-K',
            amount: 2,
            distributionCenterId: own,
          },
        ],
      }),
    ];
    for (const res of setup) expect(res.status, JSON.stringify(res.envelope)).toBe(201);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves a repeated page from memory; on the embedded database without asking the database', async () => {
    await orders();
    const before = stats();
    const epoch = t.db.writeEpoch?.();
    const a = await orders();
    const b = await orders();
    expect(b).toEqual(a);
    expect(a.orderResultDetails.map((o) => o.refNo)).toEqual(['K-1', 'K-2']);
    const after = stats();
    expect(after?.hits).toBeGreaterThan(before?.hits ?? 0);
    expect(after?.bytes).toBeGreaterThan(0);
    // Embedded: the token's user and the page came from memory, and no statement that could
    // change a table ran between the two reads.
    if (embedded()) expect(t.db.writeEpoch?.()).toBe(epoch);
  });

  it('never keeps a page read while another transaction was changing its table (PostgreSQL server)', async () => {
    if (embedded()) return; // one connection: no transaction runs beside a read
    const amountOf = async (ref: string) =>
      (await orders()).orderResultDetails.find((o) => o.refNo === ref)?.amount;
    const before = await amountOf('K-1');
    await t.db.orm.transaction(async (tx) => {
      await tx.execute(sql`UPDATE orders SET amount = amount + 100 WHERE ref_no = 'K-1'`);
      // The change is counted but not committed: the page is read without it, twice.
      expect(await amountOf('K-1')).toBe(before);
      expect(await amountOf('K-1')).toBe(before);
    });
    expect(await amountOf('K-1')).toBe((before ?? 0) + 100);
    await t.db.orm.execute(sql`UPDATE orders SET amount = amount - 100 WHERE ref_no = 'K-1'`);
    expect(await amountOf('K-1')).toBe(before);
  });

  it('finds a signed-out session at once, though the token user was kept', async () => {
    const signedIn = await t.call('POST', '/auth/authenticate/login', {
      body: { email: 'admin@demo.rota', password: DEMO_PASSWORD },
    });
    expect(signedIn.status, JSON.stringify(signedIn.envelope)).toBe(200);
    const login = loginTokenSchema.parse(signedIn.envelope.data);
    const list = () => t.call('GET', `/api/orders?date=${day}&pageSize=10`, { token: login.token });
    expect((await list()).status).toBe(200);
    const hits = stats()?.hits ?? 0;
    expect((await list()).status).toBe(200);
    expect(stats()?.hits).toBeGreaterThan(hits);
    const out = await t.call('POST', '/auth/sign-out', { body: { refreshToken: login.refreshToken } });
    expect(out.status, JSON.stringify(out.envelope)).toBe(200);
    expect((await list()).status).toBe(401);
  });

  it('sees a change made through the API, by raw SQL, to a joined table and through a view', async () => {
    await orders();
    const updated = await t.call('PUT', '/api/orders/K-1', {
      token: admin,
      body: { refNo: 'K-1', date: day, locationRefNo: 'L-K', operationTypeRefNo: 'OT-K', amount: 7 },
    });
    expect(updated.status, JSON.stringify(updated.envelope)).toBe(200);
    expect((await orders()).orderResultDetails.find((o) => o.refNo === 'K-1')?.amount).toBe(7);

    await t.db.orm.execute(sql`UPDATE orders SET amount = 9 WHERE ref_no = 'K-2'`);
    expect((await orders()).orderResultDetails.find((o) => o.refNo === 'K-2')?.amount).toBe(9);

    // The location's name is read through a join.
    await t.db.orm.execute(sql`UPDATE locations SET name = 'Market Moda 2' WHERE ref_no = 'L-K'`);
    expect((await orders()).orderResultDetails[0]?.locationName).toBe('Market Moda 2');

    await t.db.orm.execute(sql`DELETE FROM orders WHERE ref_no = 'K-2'`);
    const left = await orders();
    expect(left.orderResultDetails.map((o) => o.refNo)).toEqual(['K-1']);
    expect(left.count).toBe(1);

    // A location's time windows are listed from a view over two tables.
    const windows = async () => {
      const res = await t.call('GET', '/api/location-type-time-window-constraints', { token: admin });
      expect(res.status, JSON.stringify(res.envelope)).toBe(200);
      return JSON.stringify(res.envelope.data);
    };
    const empty = await windows();
    expect(await windows()).toBe(empty);
    await t.db.orm.execute(
      sql`INSERT INTO time_window_constraints (location_id, start_time, end_time)
          SELECT id, '09:00', '12:00' FROM locations WHERE ref_no = 'L-K'`,
    );
    expect(await windows()).not.toBe(empty);
    expect(await windows()).toContain('09:00');
  });

  it('keeps the page through a change that was rolled back', async () => {
    const before = await orders();
    await expect(
      t.db.orm.transaction(async (tx) => {
        await tx.execute(sql`UPDATE orders SET amount = 99 WHERE ref_no = 'K-1'`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await orders()).toEqual(before);
  });

  it('never keeps a refusal: each asker reads it in their own language', async () => {
    const bad = '?sortBy=nothing&pageSize=10';
    const en = await t.call('GET', `/api/orders${bad}`, { token: admin });
    const tr = await t.call('GET', `/api/orders${bad}`, {
      token: admin,
      headers: { 'accept-language': 'tr' },
    });
    expect(en.status).toBe(400);
    expect(tr.status).toBe(400);
    expect(tr.envelope.message).not.toBe(en.envelope.message);
  });

  it('reads the tables of a statement: views resolved, clock and schema functions never kept', async () => {
    const counters = await loadChangeCounters(t.db.orm);
    expect(
      tablesRead(counters, 'SELECT * FROM orders t LEFT JOIN locations l ON l.id = t.location_id'),
    ).toEqual(['locations', 'orders']);
    const viaView = tablesRead(counters, 'SELECT * FROM location_time_windows');
    expect(viaView).not.toBeNull();
    expect(viaView?.length).toBeGreaterThan(0);
    expect(tablesRead(counters, 'SELECT now(), * FROM orders')).toBeNull();
    // A relation that counts nothing (not yet made, or made outside the migrations) is never kept.
    const withoutOrders = {
      ...counters,
      tables: new Set([...counters.tables].filter((t) => t !== 'orders')),
    };
    expect(tablesRead(withoutOrders, 'SELECT * FROM orders t LEFT JOIN locations l ON true')).toBeNull();
    expect(tablesRead(counters, 'SELECT * FROM pg_class')).toBeNull();
    expect(tablesRead(counters, 'SELECT * FROM orders WHERE order_date = current_date')).toBeNull();
  });

  it('keeps nothing while the schema is not yet migrated, and keeps and renews pages once it is', async () => {
    const fresh = await openDatabase({});
    try {
      const kept = new KeptAnswers(fresh, () => loadChangeCounters(fresh.orm), 1 << 20);
      const kind = {};
      const statement = () => 'SELECT ref_no FROM cargo_types t';
      const read = () =>
        rows<{ ref_no: string }>(fresh.orm, sql`SELECT ref_no FROM cargo_types ORDER BY ref_no`).then((r) =>
          r.map((x) => x.ref_no),
        );
      // Built with the server, used before the migrations: nothing kept.
      expect(
        await kept.through(
          kind,
          statement,
          'k',
          async () => ['before'],
          () => true,
        ),
      ).toEqual(['before']);
      expect(kept.snapshot()).toMatchObject({ uncacheable: 1, entries: 0 });
      await migrate(fresh);
      expect(await kept.through(kind, statement, 'k', read, () => true)).toEqual([]);
      expect(await kept.through(kind, statement, 'k', read, () => true)).toEqual([]);
      expect(kept.snapshot()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
      await fresh.orm.execute(sql`INSERT INTO cargo_types (ref_no, name) VALUES ('CT-N', 'Yeni')`);
      expect(await kept.through(kind, statement, 'k', read, () => true)).toEqual(['CT-N']);
    } finally {
      await fresh.close();
    }
  });
});
