import { first, sql, type Orm } from '../db/database.js';

/** The statements of sign-in sessions (table `auth_sessions`); the rules are in sessions.ts. */
export interface SessionRow {
  user_id: number;
  refresh_hash: string;
  previous_hash: string | null;
  rotated_at: string | null;
  expires_at: string;
  revoked_at: string | null;
}

export async function insertSession(
  orm: Orm,
  session: { id: string; userId: number; refreshHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await orm.execute(
    sql`INSERT INTO auth_sessions (id, user_id, refresh_hash, created_at, expires_at)
        VALUES (${session.id}, ${session.userId}, ${session.refreshHash}, ${session.createdAt.toISOString()}, ${session.expiresAt.toISOString()})`,
  );
}

/** Deletes the user's other sessions that ended (expired or revoked) over a day ago. */
export async function deleteEndedSessions(orm: Orm, userId: number, keptSessionId: string): Promise<void> {
  await orm.execute(
    sql`DELETE FROM auth_sessions WHERE user_id = ${userId} AND id <> ${keptSessionId}
          AND (expires_at < now() - interval '1 day' OR revoked_at < now() - interval '1 day')`,
  );
}

export async function findSession(orm: Orm, sessionId: string): Promise<SessionRow | undefined> {
  return first<SessionRow>(
    orm,
    sql`SELECT user_id, refresh_hash, previous_hash, rotated_at, expires_at, revoked_at
        FROM auth_sessions WHERE id = ${sessionId}`,
  );
}

/**
 * Compare-and-set of the refresh hash: replaces `presentedHash` by `nextHash` (keeping the
 * replaced one as the previous) on a live session; false when another refresh came first.
 */
export async function rotateRefreshHash(
  orm: Orm,
  sessionId: string,
  presentedHash: string,
  nextHash: string,
  rotatedAt: Date,
): Promise<boolean> {
  const updated = await first<{ id: string }>(
    orm,
    sql`UPDATE auth_sessions SET refresh_hash = ${nextHash}, previous_hash = refresh_hash,
          rotated_at = ${rotatedAt.toISOString()}
        WHERE id = ${sessionId} AND refresh_hash = ${presentedHash} AND revoked_at IS NULL
        RETURNING id`,
  );
  return updated !== undefined;
}

export async function revokeSessionById(orm: Orm, sessionId: string): Promise<void> {
  await orm.execute(
    sql`UPDATE auth_sessions SET revoked_at = now() WHERE id = ${sessionId} AND revoked_at IS NULL`,
  );
}

/** Revokes a live session whose current or previous refresh hash is `refreshHash`; false when none. */
export async function revokeSessionByRefreshHash(
  orm: Orm,
  sessionId: string,
  refreshHash: string,
): Promise<boolean> {
  const row = await first<{ id: string }>(
    orm,
    sql`UPDATE auth_sessions SET revoked_at = now()
        WHERE id = ${sessionId} AND revoked_at IS NULL
          AND (refresh_hash = ${refreshHash} OR previous_hash = ${refreshHash})
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
