import { rows, sql, type Orm } from '../db/database.js';
import type { OutboxMessage, StoredOutboxMessage } from './outbox.js';

/** The rows of `outbox_messages`: every message stored before it is delivered or logged. */

/** Stores a message (pending); answers its id. */
export async function insertOutboxMessage(orm: Orm, message: OutboxMessage): Promise<number> {
  const [row] = await rows<{ id: number }>(
    orm,
    sql`INSERT INTO outbox_messages (channel, recipient, subject, body)
        VALUES (${message.channel}, ${message.recipient}, ${message.subject ?? null}, ${message.body})
        RETURNING id`,
  );
  return Number((row as { id: number }).id);
}

/** A message's delivery status; its sent time unless it failed. */
export async function setOutboxStatus(
  orm: Orm,
  id: number,
  status: string,
  error: string | null,
): Promise<void> {
  await orm.execute(
    sql`UPDATE outbox_messages SET status = ${status}, error = ${error}, sent_at = CASE WHEN ${status} = 'failed' THEN NULL ELSE now() END WHERE id = ${id}`,
  );
}

/** The latest messages, newest first (dates as the database gives them). */
export function latestOutboxMessages(orm: Orm, limit: number): Promise<StoredOutboxMessage[]> {
  return rows<StoredOutboxMessage>(
    orm,
    sql`SELECT id, channel, recipient, subject, body, status, error, created_at AS "createdAt", sent_at AS "sentAt"
        FROM outbox_messages ORDER BY id DESC LIMIT ${limit}`,
  );
}
