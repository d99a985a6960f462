import type { LoginToken } from '@rota/core/auth';
import { claimsOfRole, type UserRecord } from '../admin/user.repository.js';
import type { Platform } from '../platform/context.js';

/** The 200 answer of login and VerifyTFA: a fresh token and what the client keeps with it. */
export async function loginTokenFor(platform: Platform, user: UserRecord): Promise<LoginToken> {
  const { token, expiresAt } = await platform.tokens.issue({
    userId: user.id,
    email: user.email,
    roles: [user.role],
    stamp: user.securityStamp,
  });
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    email: user.email,
    userName: user.username,
    roles: [user.role],
    givenName: user.givenName,
    surname: user.surname,
    claims: await claimsOfRole(platform.db.orm, user.roleId),
    distributionCenterId: user.distributionCenterId,
  };
}
