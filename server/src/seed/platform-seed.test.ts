import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { rows, sql, type Database } from '../db/database.js';
import { openTestDatabase } from '../testing/test-database.js';
import { ensureFirstAdmin, seedOnStart } from './platform-seed.js';

const log = { info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;

describe('seeding at start', () => {
  let demo: Database;
  let plain: Database;
  beforeAll(async () => {
    [demo, plain] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([demo?.close(), plain?.close()]);
  });

  it('fills an empty database with the demo operation and the demo sign-ins, once', async () => {
    expect(
      (await seedOnStart(demo, { demo: true, adminEmail: undefined, adminPassword: undefined }, log))
        .demoSeeded,
    ).toBe(true);
    const users = await rows<{ email: string; role: string; dc: number | null }>(
      demo.orm,
      sql`SELECT u.email, r.name AS role, u.distribution_center_id AS dc FROM users u JOIN roles r ON r.id = u.role_id ORDER BY u.id`,
    );
    const firstCenter = await rows<{ id: number }>(
      demo.orm,
      sql`SELECT min(id) AS id FROM distribution_centers`,
    );
    expect(users.map((u) => [u.email, u.role])).toEqual([
      ['admin@demo.rota', 'Admin'],
      ['region@demo.rota', 'Region Manager'],
      ['dc1@demo.rota', 'DC Manager'],
      ['driver1@demo.rota', 'Driver'],
    ]);
    expect(users.find((u) => u.email === 'dc1@demo.rota')?.dc).toBe(firstCenter[0]?.id);
    expect(
      (await seedOnStart(demo, { demo: true, adminEmail: undefined, adminPassword: undefined }, log))
        .demoSeeded,
    ).toBe(false);
  });

  it('outside demo mode makes no default password; the first Admin comes from the environment', async () => {
    expect(await ensureFirstAdmin(plain, { adminEmail: undefined, adminPassword: undefined }, log)).toBe(
      'missing',
    );
    await expect(
      ensureFirstAdmin(plain, { adminEmail: 'boss@rota.example', adminPassword: 'weak' }, log),
    ).rejects.toThrow(/ROTA_ADMIN_PASSWORD/);
    expect(
      await ensureFirstAdmin(plain, { adminEmail: 'boss@rota.example', adminPassword: 'Very!Strong9' }, log),
    ).toBe('created');
    expect(
      await ensureFirstAdmin(plain, { adminEmail: 'other@rota.example', adminPassword: 'Very!Strong9' }, log),
    ).toBe('exists');
    const users = await rows<{ email: string }>(plain.orm, sql`SELECT email FROM users`);
    expect(users).toEqual([{ email: 'boss@rota.example' }]);
  });
});
