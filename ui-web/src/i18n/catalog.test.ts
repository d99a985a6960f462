import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { tr } from './tr.js';
import { nest } from './nest.js';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('web catalogs', () => {
  it('Turkish has every English key', () => {
    expect(keys(tr).sort()).toEqual(keys(en).sort());
  });

  it('nests core flat keys by area', () => {
    expect(nest({ 'auth.loginFailed': 'x', 'auth.loginExpired': 'y' })).toEqual({
      auth: { loginFailed: 'x', loginExpired: 'y' },
    });
  });
});
