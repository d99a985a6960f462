import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { sql } from '../db/database.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

describe('hubs behind the platform sign-in', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    baseUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  const connect = (token: string) =>
    new HubConnectionBuilder()
      .withUrl(`${baseUrl}/hubs/joboperationhub`, {
        accessTokenFactory: () => token,
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None)
      .build();

  it('lets the official client in with a sign-in token and delivers a server event', async () => {
    // A job of the DC Manager's own center: events about other centers' jobs do not reach them.
    await t.db.orm.execute(
      sql`INSERT INTO jobs (ref_no, distribution_center_id, status, task_date)
          VALUES ('J-1', ${t.centers[0]}, 'QUEUED', '2026-11-24')`,
    );
    const token = await t.token('dc1@demo.rota');
    const connection = connect(token);
    const received = new Promise<unknown>((resolve) => connection.on('ReceiveJobStatusUpdate', resolve));
    await connection.start();
    await t.app.backplane.publish('joboperationhub', 'all', 'ReceiveJobStatusUpdate', [
      { jobRefNo: 'J-1', status: 'SOLVING' },
    ]);
    await expect(received).resolves.toEqual({ jobRefNo: 'J-1', status: 'SOLVING' });
    await connection.stop();
  });

  it('keeps a DC Manager out of the groups of jobs outside their center', async () => {
    const dc = await t.token('dc1@demo.rota');
    const refused = new HubConnectionBuilder()
      .withUrl(`${baseUrl}/hubs/adhochub?jobRefNo=NO-SUCH-JOB`, {
        accessTokenFactory: () => dc,
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None)
      .build();
    await expect(refused.start()).rejects.toThrow();
    const admin = await t.token('admin@demo.rota');
    const allowed = new HubConnectionBuilder()
      .withUrl(`${baseUrl}/hubs/adhochub?jobRefNo=NO-SUCH-JOB`, {
        accessTokenFactory: () => admin,
        transport: HttpTransportType.WebSockets,
      })
      .configureLogging(LogLevel.None)
      .build();
    await allowed.start();
    await allowed.stop();
  });

  it('refuses a forged token', async () => {
    const connection = connect('not-a-token');
    await expect(connection.start()).rejects.toThrow();
  });
});
