import { describe, expect, it } from 'vitest';
import { loadDependentOptions } from './load-dependent-options.js';

describe('dependent options', () => {
  it('loads each fetch and only logs failures', async () => {
    const warnings: string[] = [];
    const source = {
      options: (ds: string, params: Record<string, unknown>) =>
        ds === 'cities'
          ? Promise.resolve([{ key: 1, value: `city of ${String(params['countryId'])}` }])
          : Promise.reject(new Error('down')),
    };
    const logger = { warn: (m: string) => void warnings.push(m), error: () => undefined };
    const out = await loadDependentOptions({ source, logger }, [
      { field: 'city', dataSource: 'cities', params: { countryId: 'TR' } },
      { field: 'district', dataSource: 'districts', params: { cityId: null } },
    ]);
    expect(out).toEqual({ city: [{ key: 1, value: 'city of TR' }], district: [] });
    expect(warnings).toEqual(['Options of district could not be loaded']);
  });
});
