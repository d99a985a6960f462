import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { BackplaneMessage } from './backplane.js';
import { createPgNotifyBackplane } from './pg-notify-backplane.js';

const url = process.env['DATABASE_URL'];
const isServer = !!url && /^postgres(ql)?:\/\//.test(url);
const backplaneSource = fileURLToPath(new URL('./pg-notify-backplane.ts', import.meta.url));

/** A separate node process that publishes on the backplane, as another server or a worker does. */
const publisherScript = `
const { createPgNotifyBackplane } = await import(${JSON.stringify(backplaneSource)});
const backplane = await createPgNotifyBackplane({ connectionString: process.env.DATABASE_URL, channel: process.env.CHANNEL });
const route = Array.from({ length: 1500 }, (_, i) => ({ lat: 41 + i / 1e4, lng: 29 - i / 1e4 }));
for (let i = 1; i <= 20; i++)
  await backplane.publish('joboperationhub', 'all', 'ReceiveJobStatusUpdate', [{ jobRefNo: 'J-' + i, status: 'SOLVING' }]);
await backplane.publish('trackandtracehub', 'jobRefNo=J-1', 'ReceiveLocationUpdate', [route]);
await backplane.close();
`;

describe.skipIf(!isServer)(
  `the LISTEN/NOTIFY backplane between processes${isServer ? '' : ' (skipped: DATABASE_URL is not a PostgreSQL server address)'}`,
  () => {
    it('delivers what another process publishes, in order, a message cut into parts put back together', async () => {
      const channel = `rota_hubs_process_${process.pid}`;
      const backplane = await createPgNotifyBackplane({ connectionString: url ?? '', channel });
      const received: BackplaneMessage[] = [];
      backplane.subscribe((message) => received.push(message));
      const child = spawn(
        process.execPath,
        ['--conditions=@rota/source', '--import', 'tsx', '--input-type=module', '-e', publisherScript],
        { env: { ...process.env, CHANNEL: channel }, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let errors = '';
      child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code, errors).toBe(0);
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(21);
      expect(received.slice(0, 20).map((m) => (m.args[0] as { jobRefNo: string }).jobRefNo)).toEqual(
        Array.from({ length: 20 }, (_, i) => `J-${i + 1}`),
      );
      const last = received[20];
      expect(last?.target).toBe('ReceiveLocationUpdate');
      expect(JSON.stringify(last?.args[0]).length).toBeGreaterThan(8000);
      expect((last?.args[0] as unknown[]).length).toBe(1500);
      await backplane.close();
    }, 60_000);
  },
);
