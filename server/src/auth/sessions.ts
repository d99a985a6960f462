import crypto from 'node:crypto';
import { first, sql, type Orm } from '../db/database.js';
import type { Platform } from '../platform/context.js';
import { safeEqual, UUID } from '../platform/tokens.js';
import { sha256 } from './passwords.js';

/**
 * Sign-in sessions (table `auth_sessions`). A sign-in opens one; its short access tokens carry
 * its id and stop working when it ends. The refresh token `<session id>.<secret>` is rotated on
 * every use; presenting the one it replaced (a stolen copy, or a second client racing) after
 * the grace period ends the whole session.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 60;

export interface OpenedSession {
  sessionId: string;
  refreshToken: string;
  expiresAt: Date;
}

const newSecret = () => crypto.randomBytes(32).toString('base64url');

export async function openSession(platform: Platform, userId: number): Promise<OpenedSession> {
  const sessionId = crypto.randomUUID();
  const secret = newSecret();
  const expiresAt = new Date(platform.now().getTime() + platform.config.sessionTtlSeconds * 1000);
  await platform.db.orm.execute(
    sql`INSERT INTO auth_sessions (id, user_id, refresh_hash, created_at, expires_at)
        VALUES (${sessionId}, ${userId}, ${sha256(secret)}, ${platform.now().toISOString()}, ${expiresAt.toISOString()})`,
  );
  // The user's sign-ins that ended over a day ago go (the new one stays: "has signed in" holds).
  await platform.db.orm.execute(
    sql`DELETE FROM auth_sessions WHERE user_id = ${userId} AND id <> ${sessionId}
          AND (expires_at < now() - interval '1 day' OR revoked_at < now() - interval '1 day')`,
  );
  return { sessionId, refreshToken: `${sessionId}.${secret}`, expiresAt };
}

function parseRefreshToken(token: string): { sessionId: string; secret: string } | null {
  const [sessionId, secret, extra] = token.split('.');
  if (!sessionId || !secret || extra !== undefined || !UUID.test(sessionId)) return null;
  return { sessionId, secret };
}

interface SessionRow {
  user_id: number;
  refresh_hash: string;
  previous_hash: string | null;
  rotated_at: string | null;
  expires_at: string;
  revoked_at: string | null;
}

/**
 * Trades a refresh token for the next one: the session's user and new token, or null when the
 * token is unknown, spent, revoked or past the session's end.
 */
export async function rotateSession(
  platform: Platform,
  refreshToken: string,
): Promise<{ userId: number; sessionId: string; refreshToken: string; expiresAt: Date } | null> {
  const parsed = parseRefreshToken(refreshToken);
  if (!parsed) return null;
  const row = await first<SessionRow>(
    platform.db.orm,
    sql`SELECT user_id, refresh_hash, previous_hash, rotated_at, expires_at, revoked_at
        FROM auth_sessions WHERE id = ${parsed.sessionId}`,
  );
  const now = platform.now();
  if (!row || row.revoked_at !== null || new Date(row.expires_at).getTime() <= now.getTime()) return null;
  const presented = sha256(parsed.secret);
  if (!safeEqual(presented, row.refresh_hash)) {
    const replayed = row.previous_hash !== null && safeEqual(presented, row.previous_hash);
    const late =
      row.rotated_at === null ||
      now.getTime() - new Date(row.rotated_at).getTime() > REFRESH_REUSE_GRACE_SECONDS * 1000;
    if (replayed && late) await revokeSession(platform.db.orm, parsed.sessionId);
    return null;
  }
  const secret = newSecret();
  // Compare-and-set: of two refreshes with one token, only the first gets a new one.
  const updated = await first<{ id: string }>(
    platform.db.orm,
    sql`UPDATE auth_sessions SET refresh_hash = ${sha256(secret)}, previous_hash = refresh_hash,
          rotated_at = ${now.toISOString()}
        WHERE id = ${parsed.sessionId} AND refresh_hash = ${presented} AND revoked_at IS NULL
        RETURNING id`,
  );
  if (!updated) return null;
  return {
    userId: row.user_id,
    sessionId: parsed.sessionId,
    refreshToken: `${parsed.sessionId}.${secret}`,
    expiresAt: new Date(row.expires_at),
  };
}

export async function revokeSession(orm: Orm, sessionId: string): Promise<void> {
  if (!UUID.test(sessionId)) return;
  await orm.execute(
    sql`UPDATE auth_sessions SET revoked_at = now() WHERE id = ${sessionId} AND revoked_at IS NULL`,
  );
}

/** Ends a refresh token's session, when the token is that session's current (or previous) one. */
export async function revokeSessionOfRefreshToken(
  platform: Platform,
  refreshToken: string,
): Promise<boolean> {
  const parsed = parseRefreshToken(refreshToken);
  if (!parsed) return false;
  const row = await first<{ id: string }>(
    platform.db.orm,
    sql`UPDATE auth_sessions SET revoked_at = now()
        WHERE id = ${parsed.sessionId} AND revoked_at IS NULL
          AND (refresh_hash = ${sha256(parsed.secret)} OR previous_hash = ${sha256(parsed.secret)})
        RETURNING id`,
  );
  return row !== undefined;
}

/** Ends every session of a user (password changed, account disabled). */
export async function revokeUserSessions(orm: Orm, userId: number): Promise<void> {
  await orm.execute(
    sql`UPDATE auth_sessions SET revoked_at = now() WHERE user_id = ${userId} AND revoked_at IS NULL`,
  );
}

/** Has the user ever signed in? (An account being set up has not.) */
export async function hasSignedIn(orm: Orm, userId: number): Promise<boolean> {
  return (await first(orm, sql`SELECT 1 FROM auth_sessions WHERE user_id = ${userId} LIMIT 1`)) !== undefined;
}
