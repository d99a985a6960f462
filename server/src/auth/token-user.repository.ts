import { first, sql, type Orm } from '../db/database.js';

/** What a request's token comes to: the user, whether its session is open, and its role's claims. */
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
  sessionOpen: boolean;
  claims: string[];
}

/**
 * The user behind a verified token in one query (every authenticated request runs it): the user
 * and role, whether the token's session is still open at `now`, and the role's claims in
 * `page;action` form, ordered by page and action.
 */
export async function findTokenUser(
  orm: Orm,
  userId: number,
  sessionId: string,
  now: Date,
): Promise<TokenUserRecord | undefined> {
  const row = await first<Omit<TokenUserRecord, 'claims'> & { claims: string[] | string | null }>(
    orm,
    sql`SELECT u.id, u.email, u.username, u.given_name AS "givenName", u.surname,
               u.is_enabled AS "isEnabled", u.security_stamp AS "securityStamp", r.name AS role,
               u.distribution_center_id AS "distributionCenterId",
               EXISTS (SELECT 1 FROM auth_sessions s WHERE s.id = ${sessionId} AND s.user_id = u.id
                         AND s.revoked_at IS NULL AND s.expires_at > ${now.toISOString()}) AS "sessionOpen",
               (SELECT json_agg(p.name || ';' || a.action_name ORDER BY p.id, a.id)
                  FROM role_claims rc JOIN permission_pages p ON p.id = rc.page_id
                  JOIN permission_actions a ON a.id = rc.action_id
                 WHERE rc.role_id = u.role_id) AS claims
          FROM users u JOIN roles r ON r.id = u.role_id
         WHERE u.id = ${userId}`,
  );
  if (!row) return undefined;
  const claims = typeof row.claims === 'string' ? (JSON.parse(row.claims) as string[]) : (row.claims ?? []);
  return { ...row, claims };
}
