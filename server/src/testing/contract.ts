import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

export interface ContractCall {
  method: string;
  path: string;
}

/**
 * Calls one of core's API-list entries as the given user and expects a route to answer it:
 * never "No route", never a 500 (a 4xx for an empty body or an unknown key is an answer).
 */
export async function expectServed(t: TestApp, token: string, { method, path }: ContractCall): Promise<void> {
  const res = await t.app.inject({
    method: method as 'GET',
    url: `/api/${path}`,
    headers: { authorization: `Bearer ${token}` },
    ...(method === 'GET' ? {} : { payload: {} }),
  });
  const body = res.json() as { message?: string | null };
  expect(res.statusCode, `${method} /api/${path}: ${body.message}`).not.toBe(500);
  expect(String(body.message ?? '')).not.toMatch(/^No route/);
}
