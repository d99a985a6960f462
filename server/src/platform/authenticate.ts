import type { FastifyRequest } from 'fastify';
import { findTokenUser, tokenUserStatement } from './token-user.repository.js';
import { fail, type Answer } from './answer.js';
import type { AuthUser, Platform } from './context.js';
import { bearerToken, safeEqual, UUID } from './tokens.js';

/** The kind of kept answer a token's user is. */
const TOKEN_USER = {};

export type Authentication = { ok: true; user: AuthUser } | { ok: false; answer: Answer };

/**
 * Reads the bearer token and the user behind it. A token that is missing, tampered with,
 * without or past its expiry, of a session that was signed out or revoked, issued before a
 * password or status change, or whose user is disabled answers 401.
 */
export async function authenticate(platform: Platform, request: FastifyRequest): Promise<Authentication> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return { ok: false, answer: fail(401, 'server.signInRequired') };
  const user = await userOfToken(platform, token);
  if (!user.ok)
    return {
      ok: false,
      answer: fail(401, user.reason === 'expired' ? 'server.loginExpired' : 'server.signInRequired'),
    };
  return { ok: true, user: user.user };
}

/** The one place where a token becomes a user (HTTP routes and hub connections alike). */
export async function userOfToken(
  platform: Platform,
  token: string,
): Promise<{ ok: true; user: AuthUser; expiresAt: Date } | { ok: false; reason: 'expired' | 'invalid' }> {
  const checked = await platform.tokens.verify(token);
  if (!checked.ok) return checked;
  const { userId, sessionId } = checked.claims;
  // One query, kept while the users, sessions, roles and claims are unchanged: a sign-out, a
  // revoked session, a disabled user or a changed role reaches the next request.
  const record = UUID.test(sessionId)
    ? await (platform.keptAnswers
        ? platform.keptAnswers.through(
            TOKEN_USER,
            tokenUserStatement,
            `${userId}|${sessionId}`,
            (orm) => findTokenUser(orm, userId, sessionId),
            (found) => found !== undefined,
          )
        : findTokenUser(platform.db.orm, userId, sessionId))
    : undefined;
  if (
    !record ||
    !record.isEnabled ||
    record.sessionExpiresAt === null ||
    record.sessionExpiresAt.getTime() <= platform.now().getTime() ||
    !safeEqual(record.securityStamp, checked.claims.stamp)
  ) {
    return { ok: false, reason: 'invalid' };
  }
  return {
    ok: true,
    expiresAt: checked.expiresAt,
    user: {
      id: record.id,
      email: record.email,
      username: record.username,
      givenName: record.givenName,
      surname: record.surname,
      roles: [record.role],
      claims: record.claims,
      distributionCenterId: record.distributionCenterId,
    },
  };
}

/**
 * The distribution center a request may touch: a DC Manager only their own (asking for another
 * is refused), everyone else the one they ask for (or all, when they ask for none).
 */
export function scopeDistributionCenter(
  user: AuthUser,
  requested: number | null | undefined,
): { ok: true; distributionCenterId: number | null } | { ok: false; answer: Answer } {
  if (user.roles.includes('DC Manager')) {
    if (user.distributionCenterId === null)
      return { ok: false, answer: fail(403, 'server.outsideDistributionCenter') };
    if (requested != null && requested !== user.distributionCenterId) {
      return { ok: false, answer: fail(403, 'server.outsideDistributionCenter') };
    }
    return { ok: true, distributionCenterId: user.distributionCenterId };
  }
  return { ok: true, distributionCenterId: requested ?? null };
}
