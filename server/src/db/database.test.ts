import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first, rows, sql, type Database } from './database.js';
import { listMigrations } from './migrate.js';
import { openTestDatabase } from '../testing/test-database.js';

describe('database', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('has applied every migration', async () => {
    const applied = await rows<{ version: string }>(
      db.orm,
      sql`SELECT version FROM schema_migrations ORDER BY version`,
    );
    expect(applied.map((r) => r.version)).toEqual(listMigrations().map((m) => m.version));
  });

  it('rolls a failed transaction back', async () => {
    await db.orm.execute(sql`CREATE TABLE IF NOT EXISTS tx_probe (id int PRIMARY KEY)`);
    await expect(
      db.orm.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO tx_probe VALUES (1)`);
        await tx.execute(sql`INSERT INTO tx_probe VALUES (1)`);
      }),
    ).rejects.toThrow();
    const count = await first<{ n: number }>(db.orm, sql`SELECT count(*)::int AS n FROM tx_probe`);
    expect(count?.n).toBe(0);
  });

  it('refuses a user whose distribution center does not exist', async () => {
    const role = await first<{ id: number }>(
      db.orm,
      sql`INSERT INTO roles (name) VALUES ('Probe Role') RETURNING id`,
    );
    const insertUser = (centerId: number | null) =>
      db.orm
        .execute(sql`INSERT INTO users (email, username, given_name, surname, password_hash, security_stamp, role_id, distribution_center_id)
        VALUES ('probe@demo.rota', 'probe', 'Pro', 'Be', 'x', 's', ${role?.id}, ${centerId})`);
    await expect(insertUser(987654)).rejects.toThrow();
    await insertUser(null);
    const count = await first<{ n: number }>(
      db.orm,
      sql`SELECT count(*)::int AS n FROM users WHERE username = 'probe'`,
    );
    expect(count?.n).toBe(1);
  });
});
