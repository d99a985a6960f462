import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BackplaneMessage } from './backplane.js';
import { createNotifyDecoder, encodeNotifyPayloads, maxNotifyBytes } from './notify-payload.js';
import { createPgNotifyBackplane } from './pg-notify-backplane.js';
import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import pg from 'pg';
import { createHubPublisher } from './hub-publisher.js';
import { startHubApp, waitFor } from './hub-test-kit.js';

const message = fc.record({
  hub: fc.constantFrom('joboperationhub', 'trackandtracehub'),
  audience: fc.string(),
  target: fc.string(),
  args: fc.array(fc.jsonValue(), { maxLength: 3 }),
});

describe('NOTIFY payloads', () => {
  it('cuts any message into parts that fit NOTIFY and puts them back together', () => {
    fc.assert(
      fc.property(message, fc.nat({ max: 30_000 }), (m, padding) => {
        const sent: BackplaneMessage = { ...m, args: [...m.args, 'x'.repeat(padding)] };
        const payloads = encodeNotifyPayloads(sent);
        expect(payloads.every((p) => Buffer.byteLength(p) <= maxNotifyBytes)).toBe(true);
        const decode = createNotifyDecoder();
        const results = payloads.map(decode);
        expect(results.slice(0, -1).every((r) => r === undefined)).toBe(true);
        expect(results.at(-1)).toEqual(JSON.parse(JSON.stringify(sent)));
      }),
      { numRuns: 50 },
    );
  });
});

const url = process.env['DATABASE_URL'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!url)('PostgreSQL LISTEN/NOTIFY backplane', () => {
  it('delivers small and large messages to every instance, in order', async () => {
    const channel = `rota_hubs_test_${process.pid}`;
    const a = await createPgNotifyBackplane({ connectionString: url ?? '', channel });
    const b = await createPgNotifyBackplane({ connectionString: url ?? '', channel });
    const onA: BackplaneMessage[] = [];
    const onB: BackplaneMessage[] = [];
    a.subscribe((m) => onA.push(m));
    b.subscribe((m) => onB.push(m));
    const positions = Array.from({ length: 2_000 }, (_, i) => ({ lat: 41 + i / 1e4, lng: 29 - i / 1e4 }));
    await a.publish('trackandtracehub', 'jobRefNo=J-1&vehicleRefNo=V-1', 'ReceiveLocationUpdate', [
      positions,
    ]);
    await a.publish('joboperationhub', 'all', 'ReceiveJobStatusUpdate', [
      { jobRefNo: 'J-1', status: 'SUCCESS' },
    ]);
    await waitFor(() => onA.length === 2 && onB.length === 2);
    expect(onB.map((m) => m.target)).toEqual(['ReceiveLocationUpdate', 'ReceiveJobStatusUpdate']);
    expect(onB[0]?.args[0]).toEqual(positions);
    expect(onA).toEqual(onB);
    await Promise.all([a.close(), b.close()]);
  });

  it('keeps one listening connection per instance and delivers each message once, however often the connection is lost', async () => {
    const channel = `rota_hubs_test_loss_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // The instances' listening connections: published through `admin`, they only ever ran LISTEN.
    const listeners = async () =>
      (
        await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE query = $1', [
          `LISTEN ${channel}`,
        ])
      ).rows;
    const publish = async (text: string) => {
      for (const payload of encodeNotifyPayloads({
        hub: 'joboperationhub',
        audience: 'all',
        target: 'T',
        args: [text],
      }))
        await admin.query('SELECT pg_notify($1, $2)', [channel, payload]);
    };
    const instances = await Promise.all(
      [0, 1].map(() =>
        createPgNotifyBackplane({ connectionString: url ?? '', channel, retryDelaysMs: [50] }),
      ),
    );
    const received = instances.map(() => [] as unknown[]);
    instances.forEach((instance, i) => instance.subscribe((m) => received[i]?.push(m.args[0])));
    const sent: string[] = [];
    for (let loss = 0; loss <= 4; loss++) {
      if (loss > 0) {
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1', [
          `LISTEN ${channel}`,
        ]);
        await sleep(200);
        const end = Date.now() + 10_000;
        while ((await listeners()).length < instances.length && Date.now() < end) await sleep(50);
        // Time for any second attempt to listen to show itself.
        await sleep(500);
      }
      expect(await listeners(), `after ${loss} connection losses`).toHaveLength(instances.length);
      sent.push(`after-loss-${loss}`);
      await publish(`after-loss-${loss}`);
      await waitFor(() => received.every((r) => r.length >= sent.length));
      await sleep(200);
      for (const messages of received) expect(messages, `after ${loss} connection losses`).toEqual(sent);
    }
    await Promise.all(instances.map((instance) => instance.close()));
    const end = Date.now() + 5_000;
    while ((await listeners()).length > 0 && Date.now() < end) await sleep(50);
    expect(await listeners()).toHaveLength(0);
    await admin.end();
  }, 60_000);

  it('lets a client on one server instance receive what another instance publishes', async () => {
    const channel = `rota_hubs_test_e2e_${process.pid}`;
    const one = await startHubApp({
      backplane: await createPgNotifyBackplane({ connectionString: url ?? '', channel }),
    });
    const two = await startHubApp({
      backplane: await createPgNotifyBackplane({ connectionString: url ?? '', channel }),
    });
    const client = new HubConnectionBuilder()
      .withUrl(`${two.baseUrl}/hubs/workflowstephub?jobRefNo=J-4`, {
        accessTokenFactory: () => 'token-admin',
      })
      .configureLogging(LogLevel.None)
      .build();
    const resets: unknown[] = [];
    client.on('ReceiveResetRoute', (reset: unknown) => resets.push(reset));
    await client.start();
    await createHubPublisher(one.backplane).resetRoute('J-4', { message: 'Route reset' });
    await waitFor(() => resets.length === 1);
    expect(resets).toEqual([{ message: 'Route reset' }]);
    await client.stop();
    for (const server of [one, two]) {
      await server.app.close();
      await server.backplane.close();
    }
  });
});
