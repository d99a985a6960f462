import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * A page of another site may not open a hub with a signed-in user's token (cross-site WebSocket
 * hijacking): negotiation and the WebSocket both check the `Origin` a browser sends.
 */
describe('hub origin check', () => {
  const PUBLIC_URL = 'https://rota.example.com';
  let strict: TestApp;
  let demo: TestApp;
  let token: string;
  let demoUrl: string;

  beforeAll(async () => {
    strict = await createTestApp({ config: { demo: false, publicUrl: PUBLIC_URL } });
    demo = await createTestApp({ db: strict.db });
    token = await strict.token('dc1@demo.rota');
    await demo.app.listen({ port: 0, host: '127.0.0.1' });
    const address = demo.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    demoUrl = `127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await demo?.close();
    await strict?.close();
  });

  const negotiate = (app: TestApp, origin?: string) =>
    app.app.inject({
      method: 'POST',
      url: '/hubs/joboperationhub/negotiate?negotiateVersion=1',
      headers: { authorization: `Bearer ${token}`, ...(origin ? { origin } : {}) },
    });

  it('refuses negotiation from another site, and takes PUBLIC_URL and clients that send no Origin', async () => {
    const evil = await negotiate(strict, 'https://evil.example');
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toEqual({ error: 'Pages of this origin may not open Rota’s hubs.' });
    // Look-alikes are other origins.
    expect((await negotiate(strict, 'https://rota.example.com.evil.example')).statusCode).toBe(403);
    expect((await negotiate(strict, 'http://rota.example.com')).statusCode).toBe(403);
    expect((await negotiate(strict, 'null')).statusCode).toBe(403);
    expect((await negotiate(strict, PUBLIC_URL)).statusCode).toBe(200);
    expect((await negotiate(strict)).statusCode).toBe(200);
  });

  const openSocket = (origin: string | undefined) =>
    new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(`ws://${demoUrl}/hubs/joboperationhub?access_token=${token}`, {
        ...(origin ? { origin } : {}),
      });
      socket.on('open', () => {
        socket.close();
        resolve(101);
      });
      socket.on('unexpected-response', (_request, response) => {
        resolve(response.statusCode ?? 0);
        socket.terminate();
      });
      socket.on('error', reject);
    });

  it('in demo mode takes pages of the host the request came to, and refuses others, on the WebSocket too', async () => {
    expect(await openSocket(`http://${demoUrl}`)).toBe(101);
    expect(await openSocket(undefined)).toBe(101);
    expect(await openSocket('http://evil.example')).toBe(403);
    expect(await openSocket(`http://${demoUrl}.evil.example`)).toBe(403);
  });
});
