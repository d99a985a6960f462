import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { ok } from './answer.js';
import { defineRoute } from './define-route.js';

const answer = z.object({ count: z.number().int(), names: z.array(z.string()) });

const routes = [
  defineRoute({
    method: 'GET',
    url: '/api/test-only/fits',
    access: 'public',
    summary: 'An answer that fits its schema',
    response: answer,
    handler: async () => ok({ count: 2, names: ['a', 'b'] }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/test-only/breaks',
    access: 'public',
    summary: 'An answer that breaks its schema',
    response: answer,
    handler: async () => ok({ count: '2', names: ['a', 3] }),
  }),
];

describe('answers checked against their response schemas', () => {
  let checked: TestApp;
  let unchecked: TestApp;
  beforeAll(async () => {
    checked = await createTestApp({ routes, config: { checkResponses: true } });
    unchecked = await createTestApp({ routes, config: { checkResponses: false }, db: checked.db });
  });
  afterAll(async () => {
    await unchecked.close();
    await checked.close();
  });

  it('let an answer that fits through unchanged', async () => {
    const { status, envelope } = await checked.call('GET', '/api/test-only/fits');
    expect(status).toBe(200);
    expect(envelope.data).toEqual({ count: 2, names: ['a', 'b'] });
  });

  it('answer 500 in the envelope when the data breaks the schema, so a test of the route fails', async () => {
    const { status, envelope } = await checked.call('GET', '/api/test-only/breaks');
    expect(status).toBe(500);
    expect(envelope).toMatchObject({ success: false, data: null });
    expect(envelope.message).toBe('An unexpected error occurred. Please try again later.');
    // The failing test shows where the answer breaks its schema.
    expect(JSON.stringify(envelope.validationMessages)).toContain('data.count');
    expect(JSON.stringify(envelope.validationMessages)).toContain('data.names.1');
  });

  it('send the answer as it is when the check is off (production)', async () => {
    const { status, envelope } = await unchecked.call('GET', '/api/test-only/breaks');
    expect(status).toBe(200);
    expect(envelope.data).toEqual({ count: '2', names: ['a', 3] });
  });
});
