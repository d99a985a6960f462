import { rows, sql, type Orm } from '../db/database.js';

/** Solver queue entries of one state and kind: how many, and the age of the oldest in seconds. */
export interface QueueFigures {
  state: string;
  kind: string;
  n: number;
  age: number;
}

/** The waiting (QUEUED) and running (RUNNING) entries of the solver queue, by state and kind. */
export async function queueFigures(orm: Orm): Promise<QueueFigures[]> {
  return rows<QueueFigures>(
    orm,
    sql`SELECT state, kind, count(*)::int AS n,
          COALESCE(extract(epoch FROM now() - min(CASE WHEN state = 'QUEUED' THEN enqueued_at ELSE started_at END)), 0)::float8 AS age
        FROM job_queue_entries WHERE state IN ('QUEUED', 'RUNNING') GROUP BY state, kind`,
  );
}
