import { first, sql, type Orm } from '../db/database.js';
import { sha256 } from './passwords.js';

/** Single-use password recovery keys, stored as their SHA-256 digest. */
export async function storeResetToken(orm: Orm, key: string, userId: number, expires: Date): Promise<void> {
  await orm.execute(
    sql`INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES (${sha256(key)}, ${userId}, ${expires.toISOString()})`,
  );
}

const live = (key: string, userId: number, now: Date) =>
  sql`token_hash = ${sha256(key)} AND user_id = ${userId} AND used_at IS NULL AND expires_at > ${now.toISOString()}`;

/** Whether the key is the user's, unused and not expired at `now`. */
export async function resetTokenIsLive(orm: Orm, key: string, userId: number, now: Date): Promise<boolean> {
  return (
    (await first<{ user_id: number }>(
      orm,
      sql`SELECT user_id FROM password_reset_tokens WHERE ${live(key, userId, now)}`,
    )) !== undefined
  );
}

/** Marks a live key used; false when it was not live (spent meanwhile, or expired). */
export async function spendResetToken(orm: Orm, key: string, userId: number, now: Date): Promise<boolean> {
  return (
    (await first<{ user_id: number }>(
      orm,
      sql`UPDATE password_reset_tokens SET used_at = now() WHERE ${live(key, userId, now)} RETURNING user_id`,
    )) !== undefined
  );
}
