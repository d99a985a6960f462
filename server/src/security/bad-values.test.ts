import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { insertCenterRecords, type CenterRecords } from './testing/security-fixture.js';
import { tablesDigest } from './testing/tables-digest.js';

/**
 * Values the database cannot take (NUL characters, numbers beyond integer, bigint or numeric,
 * impossible dates) answer 400 in the envelope, on PGlite and on a PostgreSQL server, and change
 * nothing stored.
 */
describe('values the database cannot take', () => {
  let t: TestApp;
  let admin: string;
  let records: CenterRecords;
  beforeAll(async () => {
    t = await createTestApp();
    records = await insertCenterRecords(t.db, t.centers[0], 'A');
    admin = await t.token('admin@demo.rota');
  });
  afterAll(async () => {
    await t?.close();
  });

  const attempts = (): [string, string, unknown?][] => [
    ['GET', '/api/jobs?startDate=2026-02-31'],
    ['GET', '/api/jobs?endDate=2026-13-01'],
    ['GET', '/api/jobs?jobRefNo=a%00b'],
    ['GET', '/api/orders?date=2026-02-30'],
    ['GET', '/api/orders?distributionCenterId=99999999999'],
    ['GET', `/api/routes/${records.jobRefNo}/99999999999`],
    ['GET', `/api/routes/${records.jobRefNo}/1e400`],
    ['DELETE', '/api/jobs', ['SEC\u0000-A-JOB']],
    ['PUT', '/api/jobs/rerun', { jobRefNo: 'SEC-A\u0000' }],
    ['POST', '/api/cargo-types', [{ refNo: 'NUL\u0000', name: 'n' }]],
    ['POST', '/api/cargo-types', [{ refNo: 'K-1', name: 'a\u0000b' }]],
    ['PUT', '/api/cargo-types/K%00', { name: 'n' }],
    [
      'POST',
      '/api/orders',
      [{ refNo: 'O-1', date: '2026-02-31', locationRefNo: records.locationRefNo, currency: 'TRY' }],
    ],
    [
      'POST',
      '/api/orders',
      [
        {
          refNo: 'O-2',
          date: '2026-02-01',
          locationRefNo: records.locationRefNo,
          currency: 'TRY',
          amount: 1e300,
          customServiceDuration: 2 ** 40,
        },
      ],
    ],
  ];

  it('answers 400 in the envelope and stores nothing', async () => {
    const before = await tablesDigest(t.db);
    const wrong: string[] = [];
    for (const [method, url, body] of attempts()) {
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      const envelope = response.json() as { isSuccess?: boolean; statusCode?: number };
      if (response.statusCode !== 400 || envelope.isSuccess !== false || envelope.statusCode !== 400)
        wrong.push(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 160)}`);
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
    expect(await tablesDigest(t.db)).toEqual(before);
  });

  it('answers the same filters with possible values', async () => {
    for (const url of ['/api/jobs?startDate=2026-02-28&endDate=2026-12-01', '/api/orders?date=2026-02-28']) {
      const response = await t.call('GET', url, { token: admin });
      expect(response.status, `${url}: ${response.response.body.slice(0, 200)}`).toBe(200);
    }
  });
});
