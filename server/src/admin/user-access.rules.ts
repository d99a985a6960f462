import { ROLES } from '@rota/core/auth';
import type { AuthUser } from '../platform/context.js';
import { canSeeCenter, type CenterVisibility } from '../master-data/resource-scope.rules.js';
import type { UserRecord } from './user.repository.js';

/** Roles a DC Manager may give, always within their own distribution center. */
export const DC_MANAGER_GRANTABLE: readonly string[] = [ROLES.dcManager, ROLES.driver, ROLES.depotManager];

/**
 * Who manages users and how far they reach: the centers they see (`visibleCenters`) and, for a
 * Region Manager, their region (the Region Managers they may manage share it).
 */
export interface UserReach {
  actor: AuthUser;
  centers: CenterVisibility;
  regionId: number | null;
}

type Target = Pick<UserRecord, 'role' | 'distributionCenterId' | 'regionId'>;

const isAdmin = (actor: AuthUser) => actor.roles.includes(ROLES.admin);
const isDcManager = (actor: AuthUser) => actor.roles.includes(ROLES.dcManager);
export const isRegionManager = (actor: AuthUser) => actor.roles.includes(ROLES.regionManager);

/** May `actor` give `role` to someone? Only an Admin makes Admins. */
export function canGrantRole(actor: AuthUser, role: string): boolean {
  if (isAdmin(actor)) return true;
  if (role === ROLES.admin) return false;
  if (isDcManager(actor)) return DC_MANAGER_GRANTABLE.includes(role);
  return true;
}

/**
 * May the actor see or change `target`? Admin accounts only by Admins; a DC Manager the users of
 * their center; a Region Manager those of their region's centers and the Region Managers of their
 * region (never someone of no center and no region).
 */
export function canManageUser(reach: UserReach, target: Target): boolean {
  const { actor } = reach;
  if (isAdmin(actor)) return true;
  if (target.role === ROLES.admin) return false;
  if (isDcManager(actor)) {
    return actor.distributionCenterId !== null && target.distributionCenterId === actor.distributionCenterId;
  }
  if (isRegionManager(actor)) {
    if (target.distributionCenterId !== null) return canSeeCenter(reach.centers, target.distributionCenterId);
    return (
      target.role === ROLES.regionManager && reach.regionId !== null && target.regionId === reach.regionId
    );
  }
  return true;
}

/** May the actor see `target`? Like managing, except that Region Managers also see Admins. */
export function canSeeUser(reach: UserReach, target: Target): boolean {
  return canManageUser(reach, target) || (target.role === ROLES.admin && !isDcManager(reach.actor));
}
