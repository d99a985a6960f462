import { describe, expect, it } from 'vitest';
import { loadRoutingSettings } from './routing-settings.js';

describe('routing settings', () => {
  it('defaults to the geometric estimate, without HTTP settings', () => {
    expect(loadRoutingSettings({})).toEqual({ engine: 'geometric', fallback: false });
  });

  it('reads an HTTP engine with its URL (trailing slash dropped), key, table size and timeout', () => {
    expect(
      loadRoutingSettings({
        ROTA_ROUTING: 'OSRM',
        ROTA_ROUTING_URL: 'http://localhost:5000/',
        ROTA_ROUTING_TABLE_SIZE: '1000',
        ROTA_ROUTING_TIMEOUT_MS: '60000',
        ROTA_ROUTING_FALLBACK: 'true',
      }),
    ).toEqual({
      engine: 'osrm',
      fallback: true,
      http: { url: 'http://localhost:5000', apiKey: undefined, tableSize: 1000, timeoutMs: 60000 },
    });
    expect(
      loadRoutingSettings({
        ROTA_ROUTING: 'openrouteservice',
        ROTA_ROUTING_URL: 'http://localhost:8080/ors',
      }).http,
    ).toEqual({
      url: 'http://localhost:8080/ors',
      apiKey: undefined,
      tableSize: undefined,
      timeoutMs: 30000,
    });
  });

  it.each(['osrm', 'valhalla', 'graphhopper', 'openrouteservice'])('%s needs ROTA_ROUTING_URL', (engine) => {
    expect(() => loadRoutingSettings({ ROTA_ROUTING: engine })).toThrow(
      `ROTA_ROUTING=${engine} needs ROTA_ROUTING_URL, the engine's address, e.g. `,
    );
  });

  it('refuses a URL that is not http(s), and a hosted API without its key', () => {
    expect(() => loadRoutingSettings({ ROTA_ROUTING: 'osrm', ROTA_ROUTING_URL: 'localhost:5000' })).toThrow(
      'ROTA_ROUTING_URL must be an http:// or https:// address',
    );
    expect(() => loadRoutingSettings({ ROTA_ROUTING: 'valhalla', ROTA_ROUTING_URL: 'not a url' })).toThrow(
      'ROTA_ROUTING_URL must be an http:// or https:// address, got "not a url"',
    );
    expect(() =>
      loadRoutingSettings({ ROTA_ROUTING: 'graphhopper', ROTA_ROUTING_URL: 'https://graphhopper.com/api/1' }),
    ).toThrow('ROTA_ROUTING_URL https://graphhopper.com/api/1 needs ROTA_ROUTING_API_KEY');
    expect(() =>
      loadRoutingSettings({
        ROTA_ROUTING: 'openrouteservice',
        ROTA_ROUTING_URL: 'https://api.openrouteservice.org',
      }),
    ).toThrow('needs ROTA_ROUTING_API_KEY');
  });

  it('refuses a table size or timeout that is not a whole number in range, and an unknown engine', () => {
    const base = { ROTA_ROUTING: 'osrm', ROTA_ROUTING_URL: 'http://localhost:5000' };
    expect(() => loadRoutingSettings({ ...base, ROTA_ROUTING_TABLE_SIZE: '0' })).toThrow(
      'ROTA_ROUTING_TABLE_SIZE must be a whole number from 1 to 10000, got "0"',
    );
    expect(() => loadRoutingSettings({ ...base, ROTA_ROUTING_TIMEOUT_MS: '1.5' })).toThrow(
      'ROTA_ROUTING_TIMEOUT_MS must be a whole number from 100 to 3600000, got "1.5"',
    );
    expect(() => loadRoutingSettings({ ROTA_ROUTING: 'google' })).toThrow(
      'ROTA_ROUTING must be geometric, pgrouting, osrm, valhalla, graphhopper, openrouteservice, got "google"',
    );
  });
});
