import { PgDialect } from 'drizzle-orm/pg-core';
import { first, sql, type Orm } from '../db/database.js';

/** What a request's token comes to: the user, its session's expiry, and its role's claims. */
export interface TokenUserRecord {
  id: number;
  email: string;
  username: string;
  givenName: string;
  surname: string;
  isEnabled: boolean;
  securityStamp: string;
  role: string;
  distributionCenterId: number | null;
  /** When the token's session ends; null when it was signed out, revoked or is not the user's. */
  sessionExpiresAt: Date | null;
  claims: string[];
}

const tokenUserQuery = (userId: number, sessionId: string) =>
  sql`SELECT u.id, u.email, u.username, u.given_name AS "givenName", u.surname,
             u.is_enabled AS "isEnabled", u.security_stamp AS "securityStamp", r.name AS role,
             u.distribution_center_id AS "distributionCenterId",
             (SELECT s.expires_at FROM auth_sessions s
               WHERE s.id = ${sessionId} AND s.user_id = u.id AND s.revoked_at IS NULL) AS "sessionExpiresAt",
             (SELECT json_agg(p.name || ';' || a.action_name ORDER BY p.id, a.id)
                FROM role_claims rc JOIN permission_pages p ON p.id = rc.page_id
                JOIN permission_actions a ON a.id = rc.action_id
               WHERE rc.role_id = u.role_id) AS claims
        FROM users u JOIN roles r ON r.id = u.role_id
       WHERE u.id = ${userId}`;

/** The text of the token-user statement: the tables it reads, for keeping its answers. */
export const tokenUserStatement = (): string =>
  new PgDialect().sqlToQuery(tokenUserQuery(0, '00000000-0000-0000-0000-000000000000')).sql;

/**
 * The user behind a verified token in one query (every authenticated request needs it): the
 * user and role, when the token's session ends, and the role's claims in `page;action` form,
 * ordered by page and action. The answer does not depend on the time of asking, so it may be
 * kept while its tables are unchanged; the caller compares the session's end with its clock.
 */
export async function findTokenUser(
  orm: Orm,
  userId: number,
  sessionId: string,
): Promise<TokenUserRecord | undefined> {
  const row = await first<
    Omit<TokenUserRecord, 'claims' | 'sessionExpiresAt'> & {
      claims: string[] | string | null;
      sessionExpiresAt: Date | string | null;
    }
  >(orm, tokenUserQuery(userId, sessionId));
  if (!row) return undefined;
  const claims = typeof row.claims === 'string' ? (JSON.parse(row.claims) as string[]) : (row.claims ?? []);
  const ends = row.sessionExpiresAt;
  return { ...row, claims, sessionExpiresAt: ends === null ? null : new Date(ends) };
}
