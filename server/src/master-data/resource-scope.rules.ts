import { ROLES } from '@rota/core/auth';
import type { ResourceScope } from '@rota/core';
import type { AuthUser } from '../platform/context.js';

/**
 * The distribution centers a user may read and change: a DC Manager their own, a Region Manager
 * the centers of their region (none while no region is set: a manager given no region is kept out
 * of every center rather than let into all), everyone else all of them.
 */
export type CenterVisibility = { all: true } | { all: false; centers: readonly number[] };

/** `visibleCenters` from what is already known (a Region Manager's centers read beforehand). */
export function visibilityFrom(
  user: AuthUser,
  regionCenters: ReadonlyMap<number, readonly number[]>,
): CenterVisibility {
  if (user.roles.includes(ROLES.dcManager))
    return { all: false, centers: user.distributionCenterId === null ? [] : [user.distributionCenterId] };
  if (user.roles.includes(ROLES.regionManager))
    return { all: false, centers: regionCenters.get(user.id) ?? [] };
  return { all: true };
}

export function canSeeCenter(visibility: CenterVisibility, centerId: number | null): boolean {
  return visibility.all || (centerId !== null && visibility.centers.includes(centerId));
}

/** The centers a list covers: `null` for every center, else these ids (none when empty). */
export type CenterSet = readonly number[] | null;

/** The centers of a visibility as a list filter, narrowed to one center when one is asked for. */
export function centerSetOf(visibility: CenterVisibility, requested: number | null = null): CenterSet {
  if (requested !== null) return canSeeCenter(visibility, requested) ? [requested] : [];
  return visibility.all ? null : visibility.centers;
}

/** The center column of a scope, or null when rows are not tied to a center. */
export function centerColumnOf(scope: ResourceScope): string | null {
  if (scope.kind === 'center') return scope.column ?? 'distribution_center_id';
  if (scope.kind === 'self-center') return 'id';
  return null;
}
