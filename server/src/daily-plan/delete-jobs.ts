import { fail, type Answer } from '../platform/answer.js';
import type { AuthUser } from '../platform/context.js';
import type { Orm } from '../db/database.js';
import { DAILY_PLAN_KIND, type JobQueue } from '../solver/job-queue.js';
import { REOPTIMIZATION_KIND } from '../adhoc/reoptimization-runner.js';
import { jobOfList, visibilityOf } from './job-access.js';
import { findJobsByRefs, type JobRecord } from './job.repository.js';
import { deleteJobs, queuedRunsOfJobs } from './job-delete.repository.js';

/**
 * DELETE jobs: every reference must name a job the user may see and that is not solving (the
 * first that fails answers, in the list's order), or nothing is deleted. Runs of the jobs that
 * have not started (solves and reoptimisations) are withdrawn from the queue first.
 */
export async function deleteJobsByRef(
  orm: Orm,
  queue: JobQueue,
  user: AuthUser,
  refNos: readonly string[],
): Promise<{ ok: true; deleted: string[] } | { ok: false; answer: Answer }> {
  // One query for the whole list, then the same checks in the list's order.
  const byRef = new Map((await findJobsByRefs(orm, refNos)).map((job) => [job.refNo, job]));
  const visibility = await visibilityOf(orm, user);
  const jobs: JobRecord[] = [];
  for (const refNo of new Set(refNos)) {
    const found = jobOfList(byRef.get(refNo), visibility, refNo);
    if (!found.ok) return found;
    if (found.job.status === 'SOLVING') {
      return {
        ok: false,
        answer: fail(409, 'dailyPlan.server.cannotDeleteRunning', {
          params: { jobRefNo: refNo, status: found.job.status },
        }),
      };
    }
    jobs.push(found.job);
  }
  const ids = jobs.map((j) => j.id);
  const pending = await queuedRunsOfJobs(orm, ids, {
    dailyPlan: DAILY_PLAN_KIND,
    reoptimization: REOPTIMIZATION_KIND,
  });
  for (const run of pending) await queue.cancel(run.jobId, run.kind);
  await deleteJobs(orm, ids, 'SOLVING');
  return { ok: true, deleted: jobs.map((j) => j.refNo) };
}
