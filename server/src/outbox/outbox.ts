import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { insertOutboxMessage, latestOutboxMessages, setOutboxStatus } from './outbox.repository.js';

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
    setOutboxStatus(db.orm, id, status, error);
  return {
    async send(message) {
      const id = await insertOutboxMessage(db.orm, message);
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
      const list = await latestOutboxMessages(db.orm, limit);
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
