import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failEnvelope, okEnvelope } from '@rota/core';
import { createHttpClient } from './http-client.js';
import { createTerritoryPlanningGateway } from './territory-gateway.js';

describe('territory planning gateway', () => {
  let server: http.Server;
  let origin = '';
  const seen: { method: string; url: string; body: string }[] = [];
  const toasts: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', body });
        res.setHeader('Content-Type', 'application/json');
        if (req.url?.startsWith('/api/locations')) {
          res.end(
            JSON.stringify(
              okEnvelope({
                locationResultList: [{ refNo: 'L1', name: 'A', latitude: '41.1', longitude: 29 }],
              }),
            ),
          );
        } else {
          res.statusCode = 400;
          res.end(JSON.stringify(failEnvelope(400, 'Refused')));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    seen.length = 0;
    toasts.length = 0;
  });

  const gateway = () =>
    createTerritoryPlanningGateway(
      createHttpClient({
        baseURL: `${origin}/api`,
        getToken: () => null,
        getLanguage: () => 'en',
        onSessionExpired: () => undefined,
        notify: (toast) => void toasts.push('text' in toast ? String(toast.text) : 'toast'),
      }),
    );

  it('reads every location of the list with numeric coordinates', async () => {
    const answer = await gateway().locations();
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /api/locations']);
    expect(answer.ok && answer.data).toEqual([{ refNo: 'L1', name: 'A', latitude: 41.1, longitude: 29 }]);
  });

  it('sends the calls of core’s territory registry; the form’s writes and the grids’ reads keep quiet', async () => {
    const calls = gateway();
    await calls.updateTerritory(7, { name: 'North' });
    await calls.territories();
    await calls.filtered({ startdate: '2026-05-04', daysOfWeek: '' });
    expect(toasts).toEqual([]);
    await calls.saveVisitOrders(7, [{ locationRefNo: 'L1', visitOrder: 1 }]);
    expect(toasts).toEqual(['Refused']);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'PUT /api/territory/7',
      'GET /api/territory',
      'GET /api/territory/filtered?startdate=2026-05-04',
      'PUT /api/territory/7/location-visit-orders',
    ]);
    expect(JSON.parse(seen[3]?.body ?? '')).toEqual({
      territoryId: 7,
      locations: [{ locationRefNo: 'L1', visitOrder: 1 }],
    });
  });
});
