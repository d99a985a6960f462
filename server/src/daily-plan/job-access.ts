import { ROLES } from '@rota/core/auth';
import { fail, type Answer } from '../platform/answer.js';
import type { AuthUser } from '../platform/context.js';
import type { Orm } from '../db/database.js';
import {
  canSeeCenter,
  centerSetOf,
  type CenterSet,
  type CenterVisibility,
} from '../master-data/resource-scope.rules.js';
import { visibleCenters } from '../master-data/resource-scope.repository.js';
import { findJobByRef, type JobRecord } from './job.repository.js';

/**
 * The centers a user reaches (`visibleCenters`: a DC Manager their own, a Region Manager their
 * region's, an Admin all).
 */
export async function visibilityOf(orm: Orm, user: AuthUser): Promise<CenterVisibility> {
  return visibleCenters(orm, user);
}

/** The job of a reference, when it exists and the user may see its distribution center. */
export async function jobInScope(
  orm: Orm,
  user: AuthUser,
  jobRefNo: string,
): Promise<{ ok: true; job: JobRecord } | { ok: false; answer: Answer }> {
  return jobOfList(await findJobByRef(orm, jobRefNo), await visibilityOf(orm, user), jobRefNo);
}

/**
 * The same check as `jobInScope` for a job already read (with others, in one query). Another
 * center's job answers as a missing one does, so nobody learns which references exist elsewhere.
 */
export function jobOfList(
  job: JobRecord | undefined,
  visibility: CenterVisibility,
  jobRefNo: string,
): { ok: true; job: JobRecord } | { ok: false; answer: Answer } {
  if (!job || !canSeeCenter(visibility, job.distributionCenterId))
    return { ok: false, answer: fail(404, 'dailyPlan.server.jobNotFound', { params: { jobRefNo } }) };
  return { ok: true, job };
}

export type CenterScope =
  | {
      ok: true;
      visibility: CenterVisibility;
      /** The centers a list covers (null: every center). */
      centers: CenterSet;
      /** The one center of the call: the one asked for, or a DC Manager's own (null: none). */
      distributionCenterId: number | null;
    }
  | { ok: false; answer: Answer };

/**
 * The distribution centers a call covers: the one asked for when the user may see it (another
 * is refused with 403), else every center the user sees.
 */
export async function centerScope(
  orm: Orm,
  user: AuthUser,
  requested: number | null | undefined,
): Promise<CenterScope> {
  const visibility = await visibilityOf(orm, user);
  const outside = { ok: false as const, answer: fail(403, 'server.outsideDistributionCenter') };
  if (requested != null) {
    if (!canSeeCenter(visibility, requested)) return outside;
    return { ok: true, visibility, centers: [requested], distributionCenterId: requested };
  }
  const dcManager = user.roles.includes(ROLES.dcManager);
  if (dcManager && user.distributionCenterId == null) return outside;
  return {
    ok: true,
    visibility,
    centers: centerSetOf(visibility),
    distributionCenterId: dcManager ? user.distributionCenterId : null,
  };
}
