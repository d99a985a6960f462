import crypto from 'node:crypto';
import type { Orm } from '../db/database.js';
import type { Platform } from '../platform/context.js';
import { safeEqual, UUID } from '../platform/tokens.js';
import { sha256 } from './passwords.js';
import {
  deleteEndedSessions,
  findSession,
  insertSession,
  revokeSessionById,
  revokeSessionByRefreshHash,
  rotateRefreshHash,
} from './session.repository.js';

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
  await insertSession(platform.db.orm, {
    id: sessionId,
    userId,
    refreshHash: sha256(secret),
    createdAt: platform.now(),
    expiresAt,
  });
  // The user's sign-ins that ended over a day ago go (the new one stays: "has signed in" holds).
  await deleteEndedSessions(platform.db.orm, userId, sessionId);
  return { sessionId, refreshToken: `${sessionId}.${secret}`, expiresAt };
}

function parseRefreshToken(token: string): { sessionId: string; secret: string } | null {
  const [sessionId, secret, extra] = token.split('.');
  if (!sessionId || !secret || extra !== undefined || !UUID.test(sessionId)) return null;
  return { sessionId, secret };
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
  const row = await findSession(platform.db.orm, parsed.sessionId);
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
  const updated = await rotateRefreshHash(platform.db.orm, parsed.sessionId, presented, sha256(secret), now);
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
  await revokeSessionById(orm, sessionId);
}

/** Ends a refresh token's session, when the token is that session's current (or previous) one. */
export async function revokeSessionOfRefreshToken(
  platform: Platform,
  refreshToken: string,
): Promise<boolean> {
  const parsed = parseRefreshToken(refreshToken);
  if (!parsed) return false;
  return revokeSessionByRefreshHash(platform.db.orm, parsed.sessionId, sha256(parsed.secret));
}
