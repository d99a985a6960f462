import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { backupKind, restoreDataDir, RestoreRefusedError } from '../db/restore-data-dir.js';

/** `GET /api/admin/backup` and the refusals of a restore (the round trip: cli backup.command.test.ts). */
describe('backup of the embedded database', () => {
  let t: TestApp;
  let admin: string;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-backup-route-'));
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.token('admin@demo.rota');
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('gives an Admin the snapshot, or on a PostgreSQL server says to use pg_dump', async () => {
    const { response, status } = await t.app
      .inject({ method: 'GET', url: '/api/admin/backup', headers: { authorization: `Bearer ${admin}` } })
      .then((r) => ({ response: r, status: r.statusCode }));
    if (t.db.kind === 'postgres') {
      expect(status).toBe(409);
      expect(response.json()).toMatchObject({
        isSuccess: false,
        message: expect.stringContaining('pg_dump'),
      });
      return;
    }
    expect(status).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="rota-backup_[\d_]+\.tar\.gz"$/,
    );
    expect(backupKind(response.rawPayload.subarray(0, 8))).toBe('embedded');
  });

  it('refuses other roles and unknown parameters in the envelope', async () => {
    const manager = await t.token('dc1@demo.rota');
    const refused = await t.call('GET', '/api/admin/backup', { token: manager });
    expect(refused.status).toBe(403);
    const unknown = await t.call('GET', '/api/admin/backup?compress=none', { token: admin });
    expect(unknown.status).toBe(400);
    expect(unknown.envelope.isSuccess).toBe(false);
  });

  it('restores only a snapshot, and only into a new or empty folder', async () => {
    const full = path.join(work, 'full');
    fs.mkdirSync(full);
    fs.writeFileSync(path.join(full, 'jwt-secret'), 'x');
    const snapshot = path.join(work, 'snapshot.tar.gz');
    fs.writeFileSync(snapshot, Buffer.from([0x1f, 0x8b, 8, 0]));
    await expect(restoreDataDir(snapshot, full)).rejects.toThrow(/is not empty/);
    const dump = path.join(work, 'rota.dump');
    fs.writeFileSync(dump, 'PGDMP\x01\x0e\x00');
    await expect(restoreDataDir(dump, path.join(work, 'new'))).rejects.toThrow(/pg_restore/);
    await expect(restoreDataDir(path.join(work, 'missing.tar.gz'), path.join(work, 'new'))).rejects.toThrow(
      RestoreRefusedError,
    );
    // Cut short: named before any folder is made.
    await expect(restoreDataDir(snapshot, path.join(work, 'new'))).rejects.toThrow(/damaged or cut short/);
    expect(fs.existsSync(path.join(work, 'new'))).toBe(false);
  });
});
