import { transitionJob } from '@rota/core/daily-plan';
import type { Orm } from '../db/database.js';
import { fail, type Answer } from '../platform/answer.js';
import type { JobQueue } from '../solver/job-queue.js';
import { findJobByRef, setJobStatus, type JobRecord } from './job.repository.js';

/**
 * PUT jobs/rerun: queues a finished job again with the same input (a new version), when core's
 * state machine allows it (409 with code 6 when not). `readBack` reads the answer, and `job` the
 * record to announce, inside the transaction, so both show the job as queued: a solver worker
 * cannot start it before the commit, but can between the commit and a read after it.
 */
export async function rerunJob<R>(
  orm: Orm,
  queue: JobQueue,
  jobRefNo: string,
  readBack: (tx: Orm) => Promise<R>,
): Promise<{ ok: true; row: R; job: JobRecord } | { ok: false; answer: Answer }> {
  return orm.transaction(async (tx) => {
    const job = (await findJobByRef(tx, jobRefNo, true)) as JobRecord;
    const moved = transitionJob(job.status, { type: 'rerun' });
    if (!moved.ok)
      return {
        ok: false as const,
        answer: fail(409, moved.error.messageKey, { params: { ...moved.error.params }, code: 6 }),
      };
    await setJobStatus(tx, job.id, job.status, moved.value, { result: null, failureReason: null });
    await queue.enqueue(tx, job.id);
    const queued = (await findJobByRef(tx, jobRefNo)) as JobRecord;
    return { ok: true as const, row: await readBack(tx), job: queued };
  });
}
