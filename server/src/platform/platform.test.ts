import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadConfig, resolveJwtSecret } from '../config.js';
import { languageOf, translate } from './i18n.js';
import { dayRange, localDay, timezoneOffsetOf } from './timezone.js';

describe('Accept-Language', () => {
  it('picks en or tr by quality, English otherwise', () => {
    expect(languageOf('tr-TR,tr;q=0.9,en-US;q=0.8')).toBe('tr');
    expect(languageOf('de-DE,en;q=0.3,tr;q=0.7')).toBe('tr');
    expect(languageOf('fr')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('tr;q=0')).toBe('en');
  });

  it('never fails on any header', () => {
    fc.assert(
      fc.property(fc.string(), (header) => {
        expect(['en', 'tr']).toContain(languageOf(header));
      }),
    );
  });

  it('falls back to English and fills placeholders', () => {
    expect(translate('tr', 'auth.tooManyAttempts', { seconds: 30 })).toContain('30 saniye');
    expect(translate('tr', 'no.such.key')).toBe('no.such.key');
  });
});

describe('TimezoneOffset', () => {
  it('reads the header in minutes and ignores nonsense', () => {
    expect(timezoneOffsetOf({ headers: { timezoneoffset: '-180' } })).toBe(-180);
    expect(timezoneOffsetOf({ headers: { timezoneoffset: 'abc' } })).toBe(0);
    expect(timezoneOffsetOf({ headers: { timezoneoffset: '100000' } })).toBe(0);
    expect(timezoneOffsetOf({ headers: {} })).toBe(0);
  });

  it('groups an instant into the client day, and that day contains the instant', () => {
    expect(localDay('2026-03-01T22:30:00Z', -180)).toBe('2026-03-02');
    expect(localDay('2026-03-01T22:30:00Z', 0)).toBe('2026-03-01');
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.integer({ min: -840, max: 840 }),
        (ms, offset) => {
          const { start, end } = dayRange(localDay(ms, offset), offset);
          expect(start.getTime()).toBeLessThanOrEqual(ms);
          expect(ms).toBeLessThan(end.getTime());
        },
      ),
    );
  });
});

describe('configuration', () => {
  it('reads the environment with defaults', () => {
    const config = loadConfig({
      PORT: '9090',
      ROTA_DEMO: 'false',
      LOG_LEVEL: 'debug',
      PUBLIC_URL: 'https://rota.example.com',
    });
    expect(config).toMatchObject({ port: 9090, demo: false, logLevel: 'debug', databaseUrl: undefined });
    expect(loadConfig({}).demo).toBe(true);
    expect(loadConfig({}).port).toBe(8080);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => loadConfig({ PORT: 'x' })).toThrow(/PORT/);
  });

  it('makes the token key once and keeps it in the data folder', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-config-'));
    const first = resolveJwtSecret({ dataDir, jwtSecret: undefined });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveJwtSecret({ dataDir, jwtSecret: undefined })).toBe(first);
    expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
    expect(() => resolveJwtSecret({ dataDir, jwtSecret: 'short' })).toThrow(/32/);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
