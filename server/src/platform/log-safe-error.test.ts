import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { rows, sql, type Database } from '../db/database.js';
import { openTestDatabase } from '../testing/test-database.js';
import { loggerOptions, maskValues } from './log-safe-error.js';

/** What a refused value leaves in the log: where and why, never the personal data it held. */
describe('errors in the log', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  it("keeps the query, SQLSTATE and constraint of a refused value, not the request's names, phones or e-mails", async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: loggerOptions('warn', { write: (line) => lines.push(line) }) });
    app.get('/refused', async (request) => {
      try {
        await rows(
          db.orm,
          sql`SELECT ${'Ayşe Yılmaz'}::text AS name, ${'+905551112233'}::text AS phone, ${'ayse.yilmaz@example.com'}::int AS email`,
        );
      } catch (error) {
        request.log.warn({ err: error }, 'value refused by the database');
        request.log.error(error);
      }
      return 'ok';
    });
    await app.inject({ method: 'GET', url: '/refused' });
    await app.close();
    const logged = lines.join('\n');
    expect(lines).toHaveLength(2);
    for (const secret of ['Ayşe', 'Yılmaz', '905551112233', 'ayse.yilmaz', 'example.com'])
      expect(logged).not.toContain(secret);
    const entry = JSON.parse(lines[0] as string) as { err: { query?: string; cause?: { code?: string } } };
    expect(entry.err.query).toMatch(/SELECT \$1::text AS name/);
    expect(entry.err.cause?.code).toBe('22P02');
  });

  it('masks quoted values and key details', () => {
    expect(maskValues('invalid input syntax for type integer: "ayse@x.co"')).toBe(
      'invalid input syntax for type integer: "…"',
    );
    expect(maskValues('Key (email)=(ayse@x.co) already exists.')).toBe('Key (email)=(…) already exists.');
    expect(maskValues('Failed query: select $1\nparams: ayse@x.co,+905551112233')).toBe(
      'Failed query: select $1',
    );
  });
});
