import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRota, tempConfigDir } from '../testing/cli-harness.js';

/**
 * A server that is not Rota: every POST refused with 401 as a JSON body of its own, every GET
 * answered with a page (as a web server or Rota's UI under a wrong base path answers).
 */
let other: http.Server;
let url: string;
let config: string;

beforeAll(async () => {
  other = http.createServer((request, response) => {
    if (request.method === 'POST') {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: 'unauthorized' }));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>Some other app</title>');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  config = tempConfigDir();
});

afterAll(async () => {
  await new Promise((resolve) => other.close(resolve));
  fs.rmSync(config, { recursive: true, force: true });
});

describe('a server that is not Rota', () => {
  it('is named as such at sign-in, not reported as a wrong password', async () => {
    const result = await runRota(
      ['login', '--server', `${url}/rota`, '--email', 'admin@demo.rota', '--password-stdin'],
      { env: { ROTA_CONFIG_DIR: config, ROTA_LANG: 'en' }, input: 'Demo!2345\n' },
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `${url}/rota does not answer as a Rota server (GET /api/health: HTTP 200, text/html).`,
    );
    expect(result.stderr).not.toMatch(/password/i);

    const json = await runRota(
      ['--json', 'login', '--server', url, '--email', 'admin@demo.rota', '--password-stdin'],
      { env: { ROTA_CONFIG_DIR: config, ROTA_LANG: 'tr' }, input: 'Demo!2345\n' },
    );
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({ error: { code: 'NOT_ROTA' } });
    expect(json.stderr).toContain('bir Rota sunucusu gibi yanıt vermiyor');
  }, 60_000);
});
