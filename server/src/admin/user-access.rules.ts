import { ROLES } from '@rota/core/auth';
import type { AuthUser } from '../platform/context.js';
import type { UserRecord } from './user.repository.js';

/** Roles a DC Manager may give, always within their own distribution center. */
export const DC_MANAGER_GRANTABLE: readonly string[] = [ROLES.dcManager, ROLES.driver, ROLES.depotManager];

const isAdmin = (actor: AuthUser) => actor.roles.includes(ROLES.admin);
const isDcManager = (actor: AuthUser) => actor.roles.includes(ROLES.dcManager);

/** May `actor` give `role` to someone? Only an Admin makes Admins. */
export function canGrantRole(actor: AuthUser, role: string): boolean {
  if (isAdmin(actor)) return true;
  if (role === ROLES.admin) return false;
  if (isDcManager(actor)) return DC_MANAGER_GRANTABLE.includes(role);
  return true;
}

/** May `actor` see or change `target`? Admin accounts only by Admins; DC Managers their center. */
export function canManageUser(
  actor: AuthUser,
  target: Pick<UserRecord, 'role' | 'distributionCenterId'>,
): boolean {
  if (isAdmin(actor)) return true;
  if (target.role === ROLES.admin) return false;
  if (isDcManager(actor)) {
    return actor.distributionCenterId !== null && target.distributionCenterId === actor.distributionCenterId;
  }
  return true;
}

/** May `actor` see `target`? Like managing, except that Region Managers also see Admins. */
export function canSeeUser(
  actor: AuthUser,
  target: Pick<UserRecord, 'role' | 'distributionCenterId'>,
): boolean {
  return canManageUser(actor, target) || (target.role === ROLES.admin && !isDcManager(actor));
}

/** A DC Manager sees only their center's users (or nobody, when they have none). */
export function visibleDistributionCenter(actor: AuthUser): number | undefined | null {
  if (isAdmin(actor) || !isDcManager(actor)) return undefined;
  return actor.distributionCenterId;
}
