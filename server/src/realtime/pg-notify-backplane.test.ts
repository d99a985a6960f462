import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BackplaneMessage } from './backplane.js';
import { createNotifyDecoder, encodeNotifyPayloads, maxNotifyBytes } from './notify-payload.js';
import { createPgNotifyBackplane } from './pg-notify-backplane.js';
import { HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
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
