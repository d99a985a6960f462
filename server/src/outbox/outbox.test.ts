import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { openTestDatabase } from '../testing/test-database.js';
import { createOutbox, type OutboxMessage } from './outbox.js';

const logged: unknown[] = [];
const log = {
  info: (entry: unknown) => logged.push(entry),
  error: (entry: unknown) => logged.push(entry),
} as unknown as FastifyBaseLogger;

describe('outbox', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('stores every message and, without a transport, writes it to the log', async () => {
    const outbox = createOutbox(db, log);
    await outbox.send({ channel: 'sms', recipient: '+905320000001', body: 'code 123456' });
    const [latest] = await outbox.list();
    expect(latest).toMatchObject({
      channel: 'sms',
      recipient: '+905320000001',
      status: 'logged',
      body: 'code 123456',
    });
    expect(logged).toContainEqual(expect.objectContaining({ to: '+905320000001', body: 'code 123456' }));
  });

  it('delivers e-mail through its transport and records failures', async () => {
    const delivered: OutboxMessage[] = [];
    let fail = false;
    const outbox = createOutbox(db, log, [
      {
        channel: 'email',
        async deliver(message) {
          if (fail) throw new Error('mail server down');
          delivered.push(message);
        },
      },
    ]);
    await outbox.send({ channel: 'email', recipient: 'a@demo.rota', subject: 'Hi', body: 'hello' });
    fail = true;
    await outbox.send({ channel: 'email', recipient: 'b@demo.rota', subject: 'Hi', body: 'hello' });
    await outbox.idle();
    expect(delivered.map((m) => m.recipient)).toEqual(['a@demo.rota']);
    const list = await outbox.list(2);
    expect(list.map((m) => [m.recipient, m.status, m.error])).toEqual([
      ['b@demo.rota', 'failed', 'mail server down'],
      ['a@demo.rota', 'sent', null],
    ]);
  });
});
