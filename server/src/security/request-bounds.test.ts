import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LIST_LENGTH, MAX_POLYGON_LENGTH, MAX_TEXT_LENGTH } from '@rota/core';
import { registeredRoutes } from '../platform/define-route.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { insertCenterRecords, type CenterRecords } from './testing/security-fixture.js';
import { tablesDigest } from './testing/tables-digest.js';

/**
 * Every route refuses, before any work, a list longer than MAX_LIST_LENGTH, a body text longer
 * than MAX_POLYGON_LENGTH and an address part longer than MAX_TEXT_LENGTH; a list within the
 * bounds is read in one query (deleting jobs).
 */
describe('bounded requests', () => {
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

  const send = (method: string, url: string, body?: unknown) =>
    t.app.inject({
      method: method as 'POST',
      url,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const concrete = (url: string) =>
    url.replace(/:(\w+)/g, (_, name: string) => (name === 'kind' ? 'general' : 'x'));

  it('refuses an over-long list or text in any body, and an over-long address part, with 400', async () => {
    const before = await tablesDigest(t.db);
    const longList = Array.from({ length: MAX_LIST_LENGTH + 1 }, () => 'x');
    const longText = 'x'.repeat(MAX_POLYGON_LENGTH + 1);
    const wrong: string[] = [];
    let checked = 0;
    for (const route of registeredRoutes(t.app)) {
      if (route.access === 'public' && route.url.startsWith('/api/docs')) continue;
      const attempts =
        route.method === 'GET'
          ? [{ url: `${concrete(route.url)}?${'q'}=${'y'.repeat(MAX_TEXT_LENGTH + 1)}`, body: undefined }]
          : [
              { url: concrete(route.url), body: longList },
              { url: concrete(route.url), body: { items: longList, name: 'n' } },
              { url: concrete(route.url), body: { name: longText } },
            ];
      for (const attempt of attempts) {
        const response = await send(route.method, attempt.url, attempt.body);
        checked++;
        const envelope = response.json() as { validationMessages?: unknown };
        const refused =
          response.statusCode === 400 || response.statusCode === 401 || response.statusCode === 403;
        if (!refused || (response.statusCode === 400 && !JSON.stringify(envelope).match(/too (long|many)/)))
          wrong.push(
            `${route.method} ${attempt.url.slice(0, 60)}: ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(100);
    expect(await tablesDigest(t.db)).toEqual(before);
  });

  it('deletes a list of jobs with one read: the first unknown reference answers 404 and nothing is deleted', async () => {
    const many = Array.from({ length: MAX_LIST_LENGTH }, (_, i) => `NO-SUCH-${i}`);
    const response = await send('DELETE', '/api/jobs', [records.jobRefNo, ...many.slice(1)]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ isSuccess: false });
    const still = await t.call('GET', `/api/jobs?jobRefNo=${records.jobRefNo}`, { token: admin });
    expect((still.envelope.data as { totalCount: number }).totalCount).toBe(1);
    const deleted = await send('DELETE', '/api/jobs', [records.jobRefNo, records.jobRefNo]);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ data: { deleted: [records.jobRefNo] } });
  });
});
