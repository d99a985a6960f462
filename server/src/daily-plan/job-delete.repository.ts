import type { JobStatus } from '@rota/core/daily-plan';
import { rows, sql, type Orm } from '../db/database.js';
import { intList } from './sql-lists.repository.js';

/** A run waiting in the queue: a solve of a job or a reoptimisation, by the kind that names it. */
export interface QueuedRun {
  jobId: number;
  kind: string;
}

/** The queue kinds whose runs belong to a job: its solves and its reoptimisations. */
export interface JobRunKinds {
  dailyPlan: string;
  reoptimization: string;
}

/** The runs of these jobs that have not started yet (solves and reoptimisations). */
export async function queuedRunsOfJobs(
  orm: Orm,
  jobIds: readonly number[],
  kinds: JobRunKinds,
): Promise<QueuedRun[]> {
  return rows<QueuedRun>(
    orm,
    sql`SELECT e.job_id AS "jobId", e.kind FROM job_queue_entries e
         WHERE e.state = 'QUEUED'
           AND (e.kind = ${kinds.dailyPlan} AND e.job_id IN ${intList(jobIds)}
             OR e.kind = ${kinds.reoptimization} AND e.job_id IN
                  (SELECT r.id FROM adhoc_reoptimizations r WHERE r.job_id IN ${intList(jobIds)}))`,
  );
}

/** Deletes jobs, except one that moved to `runningStatus` since it was read (its solve owns it). */
export async function deleteJobs(
  orm: Orm,
  jobIds: readonly number[],
  runningStatus: JobStatus,
): Promise<void> {
  await orm.execute(sql`DELETE FROM jobs WHERE id IN ${intList(jobIds)} AND status <> ${runningStatus}`);
}
