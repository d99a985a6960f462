import { fail, type Answer } from '../platform/answer.js';
import { scopeDistributionCenter } from '../platform/authenticate.js';
import type { AuthUser } from '../platform/context.js';
import type { Orm } from '../db/database.js';
import { findJobByRef, type JobRecord } from './job.repository.js';

/** The job of a reference, when it exists and the user may see its distribution center. */
export async function jobInScope(
  orm: Orm,
  user: AuthUser | null,
  jobRefNo: string,
): Promise<{ ok: true; job: JobRecord } | { ok: false; answer: Answer }> {
  return jobOfList(await findJobByRef(orm, jobRefNo), user, jobRefNo);
}

/** The same check as `jobInScope` for a job already read (with others, in one query). */
export function jobOfList(
  job: JobRecord | undefined,
  user: AuthUser | null,
  jobRefNo: string,
): { ok: true; job: JobRecord } | { ok: false; answer: Answer } {
  if (!job) return { ok: false, answer: fail(404, 'dailyPlan.server.jobNotFound', { params: { jobRefNo } }) };
  if (user) {
    const scope = scopeDistributionCenter(user, job.distributionCenterId);
    if (!scope.ok) return scope;
  }
  return { ok: true, job };
}

/** The distribution center a list call covers: a DC Manager's own, or the one asked for (null: all). */
export function centerScope(user: AuthUser | null, requested: number | null | undefined) {
  if (!user) return { ok: true as const, distributionCenterId: requested ?? null };
  return scopeDistributionCenter(user, requested ?? null);
}
