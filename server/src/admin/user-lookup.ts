import { fail, type Answer } from '../platform/answer.js';
import type { AuthUser, Platform } from '../platform/context.js';
import { canManageUser, canSeeUser } from './user-access.rules.js';
import { findUserByName, type UserRecord } from './user.repository.js';

/** The user-management claims the user routes ask for. */
export const USER_CLAIMS = {
  read: { claim: 'user-management;read' },
  write: { claim: 'user-management;write' },
  manage: { claim: 'user-management;manage' },
} as const;

export const invalid = (status: number, field: string, messageKey: string): Answer =>
  fail(status, messageKey, { validation: [{ field, message: messageKey }] });

/** Loads a user the actor may manage (or, for `read`, see): 404 when missing, 403 outside their reach. */
export async function managedUser(
  platform: Platform,
  actor: AuthUser,
  name: string,
  purpose: 'read' | 'write' = 'write',
): Promise<UserRecord | Answer> {
  const user = await findUserByName(platform.db, name);
  if (!user) return fail(404, 'admin.user.notFound');
  const allowed = purpose === 'read' ? canSeeUser(actor, user) : canManageUser(actor, user);
  if (!allowed && user.id !== actor.id) return fail(403, 'admin.user.outsideDistributionCenter');
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
