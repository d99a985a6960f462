import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okEnvelope } from '@rota/core';
import { createDailyPlanGateway } from './daily-plan-gateway.js';
import { createHttpClient } from './http-client.js';

/** The job modal reads GET orders, which answers the Orders grid's shape. */
describe('daily plan gateway: orders of the job modal', () => {
  let server: http.Server;
  let origin = '';
  const seen: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push(req.url ?? '');
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify(
          okEnvelope({
            orderResultDetails: [
              { refNo: 'SO-1', name: 'Koli', date: '2026-05-04', locationName: 'Market 1', amount: 3 },
              { refNo: 'SO-2', name: null, date: '2026-05-04', locationName: 'Otel 2', amount: 1 },
            ],
            count: 2,
          }),
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('asks for a center and a day, and reads the rows dated as orderDate', async () => {
    const gateway = createDailyPlanGateway(
      createHttpClient({
        baseURL: `${origin}/api`,
        getToken: () => null,
        getLanguage: () => 'en',
        onSessionExpired: () => undefined,
        notify: () => undefined,
      }),
    );
    const result = await gateway.orders(7, '2026-05-04');
    expect(seen.at(-1)).toBe('/api/orders?distributionCenterId=7&date=2026-05-04');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.map((o) => [o.refNo, o.orderDate, o.locationName, o['amount']])).toEqual([
      ['SO-1', '2026-05-04', 'Market 1', 3],
      ['SO-2', '2026-05-04', 'Otel 2', 1],
    ]);
  });
});
