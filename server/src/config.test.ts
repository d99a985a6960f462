import { describe, expect, it } from 'vitest';
import { loadConfig, loadProcessSettings } from './config.js';

describe('configuration from the environment', () => {
  it('takes the documented defaults', () => {
    expect(loadProcessSettings({})).toEqual({
      bcryptRounds: 10,
      timeZone: 'Europe/Istanbul',
      solverConcurrency: undefined,
      solverMaxRuntimeMs: undefined,
      solverThreads: 1,
      solverLeaseMs: undefined,
      pgliteSharedBuffers: '64MB',
    });
    expect(loadConfig({}).checkResponses).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).checkResponses).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ROTA_CHECK_RESPONSES: 'on' }).checkResponses).toBe(true);
  });

  it('reads the values it is given', () => {
    const settings = loadProcessSettings({
      BCRYPT_ROUNDS: '12',
      ROTA_TIME_ZONE: 'Europe/Berlin',
      ROTA_SOLVER_CONCURRENCY: '3',
      ROTA_SOLVER_MAX_RUNTIME_MS: '60000',
      ROTA_SOLVER_THREADS: '1',
      ROTA_SOLVER_LEASE_MS: '45000',
      PGLITE_SHARED_BUFFERS: '32MB',
    });
    expect(settings).toEqual({
      bcryptRounds: 12,
      timeZone: 'Europe/Berlin',
      solverConcurrency: 3,
      solverMaxRuntimeMs: 60000,
      solverThreads: 1,
      solverLeaseMs: 45000,
      pgliteSharedBuffers: '32MB',
    });
    expect(loadConfig({ ROTA_DEMO: 'off', PUBLIC_URL: 'https://rota.example.com' }).demo).toBe(false);
  });

  it.each([
    ['BCRYPT_ROUNDS', '3', /BCRYPT_ROUNDS must be from 4 to 31/],
    ['BCRYPT_ROUNDS', 'ten', /BCRYPT_ROUNDS must be a positive whole number/],
    ['ROTA_TIME_ZONE', 'Mars/Olympus', /ROTA_TIME_ZONE must be an IANA time zone/],
    ['ROTA_SOLVER_CONCURRENCY', '0', /ROTA_SOLVER_CONCURRENCY must be a positive whole number/],
    ['ROTA_SOLVER_MAX_RUNTIME_MS', '1.5', /ROTA_SOLVER_MAX_RUNTIME_MS must be a positive whole number/],
    ['PGLITE_SHARED_BUFFERS', '128', /PGLITE_SHARED_BUFFERS must be a size such as 32MB/],
    ['ROTA_CHECK_RESPONSES', 'maybe', /ROTA_CHECK_RESPONSES must be true or false/],
    ['ROTA_DEMO', 'sometimes', /ROTA_DEMO must be true or false/],
    ['TRUST_PROXY', 'y', /TRUST_PROXY must be true or false/],
  ])('refuses %s=%s, naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});
