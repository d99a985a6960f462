import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLoginFileStore, rememberedServer } from './login-file.js';
import { isServerAddress, resolveServer } from './server-address.js';
import { sampleLogin } from '../testing/login-token.fixtures.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const login = sampleLogin();

describe('the server address', () => {
  it('is --server, else ROTA_SERVER, else the server of the latest sign-in, else localhost:8080', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-server-'));
    dirs.push(dir);
    expect(resolveServer(undefined, {}, dir)).toEqual({ server: 'http://localhost:8080', source: 'default' });
    createLoginFileStore(dir, 'http://a:1/').save(login);
    createLoginFileStore(dir, 'http://b:2').save(login);
    expect(rememberedServer(dir)).toBe('http://b:2');
    expect(resolveServer(undefined, {}, dir)).toEqual({ server: 'http://b:2', source: 'sign-in' });
    expect(resolveServer(undefined, { ROTA_SERVER: 'http://e:3/' }, dir)).toEqual({
      server: 'http://e:3',
      source: 'env',
    });
    expect(resolveServer('http://o:4', { ROTA_SERVER: 'http://e:3' }, dir)).toEqual({
      server: 'http://o:4',
      source: 'option',
    });
    // Signing out keeps the address: the next `rota login` goes back to it.
    createLoginFileStore(dir, 'http://b:2').clear();
    expect(rememberedServer(dir)).toBe('http://b:2');
    expect(createLoginFileStore(dir, 'http://a:1').load()?.email).toBe('a@b.c');
  });

  it('accepts http and https addresses only', () => {
    expect(isServerAddress('http://localhost:8080')).toBe(true);
    expect(isServerAddress('https://rota.example.com')).toBe(true);
    expect(isServerAddress('localhost:8080')).toBe(false);
    expect(isServerAddress('ftp://h')).toBe(false);
    expect(isServerAddress('')).toBe(false);
  });
});
