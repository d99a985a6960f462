import type { FastifyBaseLogger } from 'fastify';
import { rows, sql, type Database } from '../db/database.js';

export interface OutboxMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string | null;
  body: string;
}

export interface StoredOutboxMessage extends Required<OutboxMessage> {
  id: number;
  status: 'pending' | 'sent' | 'logged' | 'failed';
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** Delivers a message to the outside world (SMTP); absent for a channel: the log is the delivery. */
export interface Transport {
  channel: OutboxMessage['channel'];
  deliver(message: OutboxMessage): Promise<void>;
}

/** SMS and e-mail leave through here: stored first, then delivered or written to the log. */
export interface Outbox {
  send(message: OutboxMessage): Promise<number>;
  list(limit?: number): Promise<StoredOutboxMessage[]>;
  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
}

export function createOutbox(
  db: Database,
  log: FastifyBaseLogger,
  transports: readonly Transport[] = [],
): Outbox {
  const pending = new Set<Promise<void>>();
  const setStatus = (id: number, status: string, error: string | null) =>
    db.orm.execute(
      sql`UPDATE outbox_messages SET status = ${status}, error = ${error}, sent_at = CASE WHEN ${status} = 'failed' THEN NULL ELSE now() END WHERE id = ${id}`,
    );
  return {
    async send(message) {
      const [row] = await rows<{ id: number }>(
        db.orm,
        sql`INSERT INTO outbox_messages (channel, recipient, subject, body)
            VALUES (${message.channel}, ${message.recipient}, ${message.subject ?? null}, ${message.body})
            RETURNING id`,
      );
      const id = Number((row as { id: number }).id);
      const transport = transports.find((t) => t.channel === message.channel);
      if (!transport) {
        log.info(
          {
            outboxId: id,
            channel: message.channel,
            to: message.recipient,
            subject: message.subject,
            body: message.body,
          },
          'outbox message',
        );
        await setStatus(id, 'logged', null);
        return id;
      }
      // Delivery happens after the answer: a slow mail server must not hold the request.
      const delivery = transport
        .deliver(message)
        .then(() => setStatus(id, 'sent', null))
        .catch(async (error: unknown) => {
          log.error({ outboxId: id, err: error }, 'outbox delivery failed');
          await setStatus(id, 'failed', error instanceof Error ? error.message : String(error)).catch(
            () => undefined,
          );
        })
        .then(() => undefined);
      pending.add(delivery);
      void delivery.finally(() => pending.delete(delivery));
      return id;
    },
    async list(limit = 100) {
      const list = await rows<StoredOutboxMessage>(
        db.orm,
        sql`SELECT id, channel, recipient, subject, body, status, error, created_at AS "createdAt", sent_at AS "sentAt"
            FROM outbox_messages ORDER BY id DESC LIMIT ${limit}`,
      );
      return list.map((m) => ({
        ...m,
        id: Number(m.id),
        createdAt: new Date(m.createdAt).toISOString(),
        sentAt: m.sentAt ? new Date(m.sentAt).toISOString() : null,
      }));
    },
    async idle() {
      await Promise.all([...pending]);
    },
  };
}
