import { transitionJob, type LeftOutOrder } from '@rota/core/daily-plan';
import type { Orm } from '../db/database.js';
import { fail, type Answer } from '../platform/answer.js';
import type { JobQueue } from '../solver/job-queue.js';
import { findJobByRef, setJobStatus, type JobRecord } from './job.repository.js';
import { ordersHeldSinceChosen } from './choose-job-orders.js';
import { deleteJobOrders } from './job-input.repository.js';

/**
 * PUT jobs/rerun: queues a finished job again with the same input (a new version), when core's
 * state machine allows it (409 with code 6 when not). `readBack` reads the answer, and `job` the
 * record to announce, inside the transaction, so both show the job as queued: a solver worker
 * cannot start it before the commit, but can between the commit and a read after it. Orders that
 * went live in another plan or that a driver finished since the job's orders were chosen leave
 * its order list (core's order-hold rule); when none would remain the rerun is refused.
 */
export async function rerunJob<R>(
  orm: Orm,
  queue: JobQueue,
  jobRefNo: string,
  readBack: (tx: Orm) => Promise<R>,
): Promise<{ ok: true; row: R; job: JobRecord; leftOut: LeftOutOrder[] } | { ok: false; answer: Answer }> {
  return orm.transaction(async (tx) => {
    const job = (await findJobByRef(tx, jobRefNo, true)) as JobRecord;
    const moved = transitionJob(job.status, { type: 'rerun' });
    if (!moved.ok)
      return {
        ok: false as const,
        answer: fail(409, moved.error.messageKey, { params: { ...moved.error.params }, code: 6 }),
      };
    const held = await ordersHeldSinceChosen(tx, job.id);
    if (held.leftOut.length > 0 && held.remaining === 0)
      return {
        ok: false as const,
        answer: fail(409, 'dailyPlan.server.noOrdersLeft', {
          params: { jobRefNo, refNos: held.leftOut.map((o) => o.refNo).join(', ') },
          code: 6,
        }),
      };
    if (held.ids.length > 0) await deleteJobOrders(tx, job.id, held.ids);
    await setJobStatus(tx, job.id, job.status, moved.value, { result: null, failureReason: null });
    await queue.enqueue(tx, job.id);
    const queued = (await findJobByRef(tx, jobRefNo)) as JobRecord;
    return { ok: true as const, row: await readBack(tx), job: queued, leftOut: held.leftOut };
  });
}
