import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first, sql } from '../db/database.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { upload } from './upload.fixtures.js';
import { sharedStringBomb } from './xlsx-bomb.fixtures.js';
import { expandedSize } from './xlsx-limits.js';

/** The bytes a zip's entry really inflates to, counted as they stream by (none is kept). */
async function inflatedSize(zip: Buffer, path: string): Promise<number> {
  const at = zip.indexOf(Buffer.from(path)) - 30;
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const inflater = zlib.createInflateRaw();
  inflater.end(zip.subarray(start, start + zip.readUInt32LE(at + 18)));
  let size = 0;
  for await (const chunk of inflater) size += (chunk as Buffer).length;
  return size;
}

/**
 * A workbook whose shared strings really inflate to a gigabyte while its zip declares 1,000 bytes
 * an entry: refused by what is really unpacked, as soon as it passes the limit, in bounded time
 * and memory, in the server's envelope.
 */
describe('uploads bounded by what they really expand to', () => {
  let t: TestApp;
  let dc: string;
  const bomb = sharedStringBomb(1);

  beforeAll(async () => {
    t = await createTestApp();
    dc = await t.token('dc1@demo.rota');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a shared-strings bomb sent as a dry run with a 400 naming the limit, in bounded time and memory', async () => {
    expect(bomb.length).toBeLessThan(8 * 1024 * 1024);
    expect(expandedSize(bomb)).toBeLessThan(10_000);
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const started = Date.now();
    const res = await upload(t, 'order', 'bomba.xlsx', bomb, { token: dc, dryRun: true });
    const took = Date.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);

    expect(res.status).toBe(400);
    expect(res.envelope.success).toBe(false);
    expect(res.envelope.message).toBe(
      'The shared strings of the file expand to more than 32 MB when opened; it is refused.',
    );
    expect(took).toBeLessThan(20_000);
    expect(peak - rssBefore).toBeLessThan(200 * 1024 * 1024);

    const tr = await upload(t, 'order', 'bomba.xlsx', bomb, { token: dc, dryRun: true, language: 'tr' });
    expect(tr.status).toBe(400);
    expect(tr.envelope.message).toBe(
      'Dosyanın paylaşılan metinleri açıldığında 32 MB boyutunu aşıyor; reddedildi.',
    );
    const stored = await first<{ n: number }>(t.db.orm, sql`SELECT count(*)::int AS n FROM data_uploads`);
    expect(stored?.n).toBe(0);
  });

  it('is a real bomb: its shared strings inflate to more than a gigabyte', async () => {
    expect(await inflatedSize(bomb, 'xl/sharedStrings.xml')).toBeGreaterThan(1024 ** 3);
  });
});
