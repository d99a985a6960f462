import { describe, expect, it } from 'vitest';
import { anyEnvelopeSchema, healthSchema } from '@rota/core';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

describe('server platform', () => {
  it('answers GET /api/health with the envelope', async () => {
    const app = await buildApp({ ...loadConfig({}), logLevel: 'silent' });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const envelope = anyEnvelopeSchema.parse(res.json());
    expect(healthSchema.parse(envelope.data).status).toBe('ok');
    await app.close();
  });

  it('answers an unknown API route with 404 in the envelope', async () => {
    const app = await buildApp({ ...loadConfig({}), logLevel: 'silent' });
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(anyEnvelopeSchema.parse(res.json()).success).toBe(false);
    await app.close();
  });
});
