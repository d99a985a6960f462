import type pg from 'pg';

/**
 * The statements of the backplane on its own connection: LISTEN (which makes the connection
 * receive a channel's notifications) and pg_notify (which sends one to every listener).
 */

/** Makes the connection receive the notifications of `channel` (a lower-case SQL identifier). */
export async function listenOn(client: pg.Client, channel: string): Promise<void> {
  await client.query(`LISTEN ${channel}`);
}

/** Sends `payload` to every connection listening on `channel`. */
export async function notifyOn(client: pg.Client, channel: string, payload: string): Promise<void> {
  await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
}
