import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first, rows, sql } from '../db/database.js';
import type { AuthUser } from '../platform/context.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { canSeeCenter } from './resource-scope.rules.js';
import { scopeCondition, visibleCenters } from './resource-scope.repository.js';

const user = (id: number, role: string, distributionCenterId: number | null = null): AuthUser => ({
  id,
  email: 'x@demo.rota',
  username: 'x',
  givenName: 'X',
  surname: 'Y',
  roles: [role],
  claims: [],
  distributionCenterId,
});

describe('which centers a user sees', () => {
  let t: TestApp;
  let third: number;
  let regionManagerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const region = await first<{ id: number }>(
      t.db.orm,
      sql`INSERT INTO regions (name) VALUES ('Anadolu') RETURNING id`,
    );
    await t.db.orm.execute(
      sql`UPDATE distribution_centers SET region_id = ${region?.id} WHERE id = ${t.centers[1]}`,
    );
    third = (
      (await first<{ id: number }>(
        t.db.orm,
        sql`INSERT INTO distribution_centers (name, latitude, longitude, region_id) VALUES ('DC Üsküdar', 41.02, 29.05, ${region?.id}) RETURNING id`,
      )) as { id: number }
    ).id;
    const manager = await first<{ id: number }>(
      t.db.orm,
      sql`SELECT id FROM users WHERE lower(email) = 'region@demo.rota'`,
    );
    regionManagerId = (manager as { id: number }).id;
    await t.db.orm.execute(sql`UPDATE users SET region_id = ${region?.id} WHERE id = ${regionManagerId}`);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives a DC Manager their center, a Region Manager their region, an Admin every center', async () => {
    const [a, b] = t.centers;
    expect(await visibleCenters(t.db.orm, user(1, 'DC Manager', a))).toEqual({ all: false, centers: [a] });
    expect(await visibleCenters(t.db.orm, user(1, 'DC Manager', null))).toEqual({ all: false, centers: [] });
    const region = await visibleCenters(t.db.orm, user(regionManagerId, 'Region Manager'));
    expect(region).toEqual({ all: false, centers: [b, third].sort((x, y) => x - y) });
    expect(canSeeCenter(region, a)).toBe(false);
    expect(await visibleCenters(t.db.orm, user(1, 'Admin'))).toEqual({ all: true });
  });

  it('keeps the rows of the visible centers, and shared rows when declared so', async () => {
    const [a, b] = t.centers;
    for (const [ref, center] of [
      ['S-A', a],
      ['S-B', b],
      ['S-N', null],
    ] as const) {
      await t.db.orm.execute(
        sql`INSERT INTO locations (ref_no, name, latitude, longitude, distribution_center_id) VALUES (${ref}, ${ref}, 41, 29, ${center})`,
      );
    }
    const refs = async (condition: ReturnType<typeof scopeCondition>) =>
      (
        await rows<{ ref: string }>(
          t.db.orm,
          sql`SELECT ref_no AS ref FROM locations t WHERE ${condition} ORDER BY 1`,
        )
      ).map((r) => r.ref);
    const dc = { all: false, centers: [a] } as const;
    expect(await refs(scopeCondition({ kind: 'center' }, dc, null))).toEqual(['S-A']);
    expect(await refs(scopeCondition({ kind: 'center', nullMeansShared: true }, dc, null))).toEqual([
      'S-A',
      'S-N',
    ]);
    expect(await refs(scopeCondition({ kind: 'center' }, { all: true }, b))).toEqual(['S-B']);
    expect(await refs(scopeCondition({ kind: 'center' }, { all: false, centers: [] }, null))).toEqual([]);
  });
});
