import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginTokenSchema, type LoginToken } from '@rota/core';
import { runRota, startServer, tempConfigDir, type TestServer } from '../testing/cli-harness.js';

let server: TestServer;
let config: string;

const rota = (args: readonly string[], input?: string) =>
  runRota(['--server', server.url, ...args], {
    env: { ROTA_CONFIG_DIR: config },
    ...(input === undefined ? {} : { input }),
  });

const stored = (): LoginToken => {
  const file = JSON.parse(fs.readFileSync(path.join(config, 'logins.json'), 'utf8')) as {
    logins: Record<string, unknown>;
  };
  return loginTokenSchema.parse(file.logins[server.url]);
};

const api = (token: string) =>
  fetch(`${server.url}/api/user-management/roles`, { headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  server = await startServer();
  config = tempConfigDir();
}, 180_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(config, { recursive: true, force: true });
}, 30_000);

describe('rota keeps its sign-in with the refresh token and ends it on the server', () => {
  it('renews a run-out access token, and logout makes the server refuse every token of it', async () => {
    const login = await rota(['login', '--email', 'admin@demo.rota', '--password-stdin'], 'Demo!2345\n');
    expect(login.code).toBe(0);
    const first = stored();
    expect(first.refreshToken).toBeTruthy();
    // As if the access token had run out since: the next command renews it first.
    const file = path.join(config, 'logins.json');
    const content = JSON.parse(fs.readFileSync(file, 'utf8')) as { logins: Record<string, LoginToken> };
    content.logins[server.url] = { ...first, tokenExpiresAt: new Date(Date.now() - 1000).toISOString() };
    fs.writeFileSync(file, JSON.stringify(content));
    const who = await rota(['whoami']);
    expect(who.code).toBe(0);
    const renewed = stored();
    expect(renewed.token).not.toBe(first.token);
    expect(renewed.refreshToken).not.toBe(first.refreshToken);
    expect((await api(renewed.token)).status).toBe(200);
    const out = await rota(['logout']);
    expect(out.code).toBe(0);
    expect((await api(renewed.token)).status).toBe(401);
    const refresh = await fetch(`${server.url}/auth/authenticate/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: renewed.refreshToken }),
    });
    expect(refresh.status).toBe(401);
  });
});
