import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';

const pg = 'postgres://postgres@127.0.0.1:5432/rota';

describe('settings of web servers and solver workers', () => {
  it('serves and solves in one process unless told otherwise', () => {
    const config = loadConfig({});
    expect(config.role).toBe('all');
    expect(config.solverLeaseMs).toBeUndefined();
    expect(config.fileStore).toEqual({ kind: 'database' });
  });

  it('runs as a web server or a solver worker on a PostgreSQL server', () => {
    expect(loadConfig({ ROTA_ROLE: 'web', DATABASE_URL: pg }).role).toBe('web');
    expect(loadConfig({ ROTA_ROLE: 'Worker', DATABASE_URL: pg, ROTA_SOLVER_LEASE_MS: '5000' })).toMatchObject(
      {
        role: 'worker',
        solverLeaseMs: 5000,
      },
    );
  });

  it('refuses a role it does not know, a split role on the embedded database, and a lease too short', () => {
    expect(() => loadConfig({ ROTA_ROLE: 'solver', DATABASE_URL: pg })).toThrow(
      'ROTA_ROLE must be web, worker or all, got "solver"',
    );
    expect(() => loadConfig({ ROTA_ROLE: 'worker' })).toThrow('ROTA_ROLE=worker needs DATABASE_URL');
    expect(() => loadConfig({ ROTA_SOLVER_LEASE_MS: '500' })).toThrow(
      'ROTA_SOLVER_LEASE_MS must be a whole number of milliseconds, at least 1000, got "500"',
    );
    expect(() => loadConfig({ ROTA_FILE_STORE: 's3' })).toThrow('ROTA_FILE_STORE=s3 needs S3_BUCKET');
  });
});
