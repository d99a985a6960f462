import { fail, type Answer } from '../platform/answer.js';
import type { AuthUser, Platform } from '../platform/context.js';
import { visibleCenters } from '../master-data/resource-scope.repository.js';
import { canManageUser, canSeeUser, isRegionManager, type UserReach } from './user-access.rules.js';
import { findUserById, findUserByName, type UserRecord } from './user.repository.js';

/** The user-management claims the user routes ask for. */
export const USER_CLAIMS = {
  read: { claim: 'user-management;read' },
  write: { claim: 'user-management;write' },
  manage: { claim: 'user-management;manage' },
} as const;

export const invalid = (status: number, field: string, messageKey: string): Answer =>
  fail(status, messageKey, { validation: [{ field, message: messageKey }] });

/** The centers and the region within which `actor` manages users. */
export async function userReachOf(platform: Platform, actor: AuthUser): Promise<UserReach> {
  const centers = await visibleCenters(platform.db.orm, actor);
  const regionId = isRegionManager(actor)
    ? ((await findUserById(platform.db, actor.id))?.regionId ?? null)
    : null;
  return { actor, centers, regionId };
}

/**
 * Loads a user the actor may manage (or, for `read`, see). A user outside their reach answers as
 * a missing one does (404), so nobody learns who exists elsewhere; one they see but may not
 * change (an Admin, to a Region Manager) answers 403.
 */
export async function managedUser(
  platform: Platform,
  actor: AuthUser,
  name: string,
  purpose: 'read' | 'write' = 'write',
  reach?: UserReach,
): Promise<UserRecord | Answer> {
  const user = await findUserByName(platform.db, name);
  if (!user) return fail(404, 'admin.user.notFound');
  if (user.id === actor.id) return user;
  const within = reach ?? (await userReachOf(platform, actor));
  if (!canSeeUser(within, user)) return fail(404, 'admin.user.notFound');
  if (purpose === 'write' && !canManageUser(within, user))
    return fail(403, 'admin.user.outsideDistributionCenter');
  return user;
}

/** The signed-in user themselves, or a user they may write (user-management;write); else 404. */
export async function ownOrManagedUser(
  platform: Platform,
  actor: AuthUser,
  name: string,
): Promise<UserRecord | Answer> {
  const self = await findUserByName(platform.db, name);
  if (self && self.id === actor.id) return self;
  // Without the right to write users, nobody else's account exists (so nothing is learned).
  if (!actor.claims.includes(USER_CLAIMS.write.claim)) return fail(404, 'admin.user.notFound');
  return managedUser(platform, actor, name);
}

export const isAnswer = (value: unknown): value is Answer =>
  typeof value === 'object' && value !== null && 'kind' in value;
