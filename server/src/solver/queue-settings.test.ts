import { describe, expect, it } from 'vitest';
import { loadConfig, loadProcessSettings } from '../config.js';

describe('solver settings come through the configuration module', () => {
  it('reads the search threads and the lease with the other process settings', () => {
    expect(loadProcessSettings({})).toMatchObject({ solverThreads: 1, solverLeaseMs: undefined });
    expect(loadProcessSettings({ ROTA_SOLVER_THREADS: '1', ROTA_SOLVER_LEASE_MS: '4000' })).toMatchObject({
      solverThreads: 1,
      solverLeaseMs: 4000,
    });
    // the server's configuration carries them too, beside where files go
    expect(
      loadConfig({ ROTA_SOLVER_LEASE_MS: '2500', ROTA_FILE_STORE: 's3', S3_BUCKET: 'proofs' }),
    ).toMatchObject({
      solverLeaseMs: 2500,
      solverThreads: 1,
      fileStore: { kind: 's3', bucket: 'proofs' },
    });
  });

  it('says which solver setting is wrong', () => {
    expect(() => loadProcessSettings({ ROTA_SOLVER_LEASE_MS: '10' })).toThrow(
      'ROTA_SOLVER_LEASE_MS must be a whole number of milliseconds, at least 1000, got "10"',
    );
  });
});
