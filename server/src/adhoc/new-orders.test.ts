import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { rows, sql } from '../db/database.js';
import { announceNewOrders } from './new-orders.js';
import type { BackplaneMessage } from '../realtime/index.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { upload, xlsxOf } from '../uploads/upload.fixtures.js';

const DAY = '2026-06-01';

/** adhochub `ReceiveNewOrders`: orders added for a center and day reach the open plans of that day. */
describe('new orders announced to the result pages', () => {
  let t: TestApp;
  let baseUrl: string;
  let admin: string;
  let dc: string;
  let own: number;
  let other: number;
  const sent: BackplaneMessage[] = [];
  const opened: HubConnection[] = [];
  const newOrderEvents = () => sent.filter((m) => m.hub === 'adhochub' && m.target === 'ReceiveNewOrders');

  const connect = async (token: string, jobRefNo: string) => {
    const connection = new HubConnectionBuilder()
      .withUrl(`${baseUrl}/hubs/adhochub?jobRefNo=${encodeURIComponent(jobRefNo)}`, {
        accessTokenFactory: () => token,
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None)
      .build();
    const received: unknown[] = [];
    connection.on('ReceiveNewOrders', (orders: unknown) => received.push(orders));
    await connection.start();
    opened.push(connection);
    return received;
  };

  beforeAll(async () => {
    t = await createTestApp();
    [own, other] = t.centers;
    [admin, dc] = await Promise.all([t.token('admin@demo.rota'), t.token('dc1@demo.rota')]);
    t.app.backplane.subscribe((m) => sent.push(m));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    baseUrl = `http://127.0.0.1:${address.port}`;
    const made = await t.call('POST', '/api/locations', {
      token: admin,
      body: [
        { refNo: 'L-A', name: 'Market Moda', latitude: 40.98, longitude: 29.03, distributionCenterId: own },
        {
          refNo: 'L-C',
          name: 'Market Yeşilköy',
          latitude: 40.96,
          longitude: 28.82,
          distributionCenterId: other,
        },
      ],
    });
    expect(made.status, JSON.stringify(made.envelope)).toBe(201);
    await t.db.orm.execute(
      sql`INSERT INTO jobs (ref_no, distribution_center_id, status, task_date) VALUES
            ('J-OPEN', ${own}, 'SUCCESS', ${DAY}),
            ('J-LIVE', ${own}, 'APPROVED', ${DAY}),
            ('J-OTHER', ${other}, 'MODIFIED', ${DAY}),
            ('J-LATER', ${own}, 'SUCCESS', '2026-06-02')`,
    );
  });
  afterAll(async () => {
    await Promise.all(opened.map((c) => c.stop()));
    await t?.close();
  });

  it('sends orders created through the orders resource to the open plan of their center and day', async () => {
    const received = await connect(dc, 'J-OPEN');
    const res = await t.call('POST', '/api/orders', {
      token: dc,
      body: [
        { refNo: 'NEW-1', name: 'Koli', date: DAY, locationRefNo: 'L-A', amount: 2 },
        { refNo: 'NEW-LATER', date: '2026-06-03', locationRefNo: 'L-A' },
      ],
    });
    expect(res.status, JSON.stringify(res.envelope)).toBe(201);
    // Only the open plan's group is addressed: not the live plan, not other centers or days.
    expect(newOrderEvents().map((m) => m.audience)).toEqual(['jobRefNo=J-OPEN']);
    await expect.poll(() => received).toHaveLength(1);
    expect(received[0]).toEqual([
      expect.objectContaining({
        refNo: 'NEW-1',
        name: 'Koli',
        date: DAY,
        locationName: 'Market Moda',
        amount: 2,
      }),
    ]);
  });

  it('sends the orders of an upload once it is stored, never those of a dry run or a refused file', async () => {
    const received = await connect(admin, 'J-OTHER');
    const before = newOrderEvents().length;
    const file = await xlsxOf([
      ['Reference No', 'Date', 'Location', 'Distribution center', 'Amount'],
      ['UP-1', DAY, 'L-C', other, 3],
      ['UP-2', DAY, 'L-C', other, 1],
    ]);
    const dry = await upload(t, 'order', 'siparisler.xlsx', file, { token: admin, dryRun: true });
    expect(dry.status, JSON.stringify(dry.envelope)).toBe(200);
    const bad = await xlsxOf([
      ['Reference No', 'Date', 'Location', 'Distribution center', 'Amount'],
      ['UP-3', DAY, 'L-C', other, 3],
      ['UP-4', '2026-13-01', 'L-C', other, 1],
    ]);
    const refused = await upload(t, 'order', 'siparisler.xlsx', bad, { token: admin });
    expect(refused.status, JSON.stringify(refused.envelope)).toBe(400);
    expect(newOrderEvents()).toHaveLength(before);

    const stored = await upload(t, 'order', 'siparisler.xlsx', file, { token: admin });
    expect(stored.status, JSON.stringify(stored.envelope)).toBe(200);
    expect(
      newOrderEvents()
        .slice(before)
        .map((m) => m.audience),
    ).toEqual(['jobRefNo=J-OTHER']);
    await expect.poll(() => received).toHaveLength(1);
    expect((received[0] as { refNo: string }[]).map((o) => o.refNo)).toEqual(['UP-1', 'UP-2']);
  });

  it('announces the orders of a very large upload (more ids than a query takes parameters)', async () => {
    const [order] = await rows<{ id: number }>(t.db.orm, sql`SELECT id FROM orders WHERE ref_no = 'NEW-1'`);
    const before = newOrderEvents().length;
    const absent = Array.from({ length: 70_000 }, (_, i) => 10_000_000 + i);
    await announceNewOrders(t.app, [...absent, order!.id]);
    const events = newOrderEvents().slice(before);
    expect(events.map((m) => m.audience)).toEqual(['jobRefNo=J-OPEN']);
    expect((events[0]!.args[0] as { refNo: string }[]).map((o) => o.refNo)).toEqual(['NEW-1']);
  });

  it("keeps a DC Manager out of another center's job channel", async () => {
    await expect(connect(dc, 'J-OTHER')).rejects.toThrow();
  });
});
