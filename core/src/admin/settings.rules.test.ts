import { describe, expect, it } from 'vitest';
import { mappingSettingsRules } from './settings.rules.js';

describe('mapping settings rules', () => {
  it('refuse a custom tile server without an address, and Google without a key', () => {
    expect(mappingSettingsRules({ mapProvider: 'xyz', tileUrl: '  ' })).toEqual([
      { field: 'tileUrl', message: 'admin.settings.tileUrlRequired' },
    ]);
    expect(mappingSettingsRules({ mapProvider: 'google', mapApiKey: null })).toEqual([
      { field: 'mapApiKey', message: 'admin.settings.mapApiKeyRequired' },
    ]);
  });

  it('let the other providers and a given address pass', () => {
    expect(mappingSettingsRules({ mapProvider: 'osm', tileUrl: '' })).toEqual([]);
    expect(
      mappingSettingsRules({ mapProvider: 'xyz', tileUrl: 'https://t.example/{z}/{x}/{y}.png' }),
    ).toEqual([]);
  });
});
