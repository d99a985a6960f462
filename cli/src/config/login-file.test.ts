import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoginToken } from '@rota/core/auth';
import { configDir } from './config-dir.js';
import { createLoginFileStore, serverKey } from './login-file.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-cli-store-'));
  dirs.push(dir);
  return dir;
}

const login = (email: string): LoginToken => ({
  token: `token-of-${email}`,
  expiresAt: '2030-01-01T00:00:00.000Z',
  email,
  userName: email,
  roles: ['Admin'],
  givenName: 'G',
  surname: 'S',
  claims: ['daily-plan;read'],
  distributionCenterId: null,
});

describe('the sign-in file', () => {
  it('keeps one sign-in per server, owner-only, in an owner-only folder', () => {
    const dir = path.join(tempDir(), 'rota');
    const a = createLoginFileStore(dir, 'http://a:8080/');
    const b = createLoginFileStore(dir, 'http://b:8080');
    expect(a.load()).toBeNull();
    a.save(login('a@x.y'));
    b.save(login('b@x.y'));
    expect(fs.statSync(a.file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(createLoginFileStore(dir, 'http://a:8080').load()?.email).toBe('a@x.y');
    a.clear();
    expect(a.load()).toBeNull();
    expect(b.load()?.email).toBe('b@x.y');
    expect(fs.statSync(b.file).mode & 0o777).toBe(0o600);
  });

  it('treats a damaged file as signed out and replaces it on the next sign-in', () => {
    const dir = tempDir();
    const store = createLoginFileStore(dir, 'http://a');
    fs.writeFileSync(store.file, '{ not json', { mode: 0o644 });
    expect(store.load()).toBeNull();
    store.save(login('a@x.y'));
    expect(store.load()?.token).toBe('token-of-a@x.y');
    expect(fs.statSync(store.file).mode & 0o777).toBe(0o600);
  });

  it('lives in ROTA_CONFIG_DIR, else XDG_CONFIG_HOME/rota, else ~/.config/rota', () => {
    expect(configDir({ ROTA_CONFIG_DIR: '/tmp/x' })).toBe('/tmp/x');
    expect(configDir({ XDG_CONFIG_HOME: '/home/u/.cfg' })).toBe('/home/u/.cfg/rota');
    expect(configDir({})).toBe(path.join(os.homedir(), '.config', 'rota'));
    expect(serverKey(' http://h:1// ')).toBe('http://h:1');
  });
});
