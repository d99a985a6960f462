import type { LoginToken } from '@rota/core/auth';
import { claimsOfRole, type UserRecord } from '../admin/user.repository.js';
import type { Platform } from '../platform/context.js';
import { openSession } from './sessions.js';

/** The login of a session: a fresh access token, the refresh token and what the client keeps. */
export async function loginOfSession(
  platform: Platform,
  user: UserRecord,
  session: { sessionId: string; refreshToken: string; expiresAt: Date },
): Promise<LoginToken> {
  const { token, expiresAt } = await platform.tokens.issue({
    userId: user.id,
    email: user.email,
    roles: [user.role],
    stamp: user.securityStamp,
    sessionId: session.sessionId,
  });
  return {
    token,
    tokenExpiresAt: expiresAt.toISOString(),
    refreshToken: session.refreshToken,
    expiresAt: session.expiresAt.toISOString(),
    email: user.email,
    userName: user.username,
    roles: [user.role],
    givenName: user.givenName,
    surname: user.surname,
    claims: await claimsOfRole(platform.db.orm, user.roleId),
    distributionCenterId: user.distributionCenterId,
  };
}

/** The 200 answer of login and VerifyTFA: a new session and its first tokens. */
export async function loginTokenFor(platform: Platform, user: UserRecord): Promise<LoginToken> {
  return loginOfSession(platform, user, await openSession(platform, user.id));
}
