-- The solver queue carries more than daily-plan solves (reoptimisations, territory plans): an
-- entry names its kind, and job_id is the id of the job of that kind (no longer always a row of
-- jobs, so the foreign key goes). At most one pending run per job of a kind.
DO $migration$
BEGIN
  ALTER TABLE job_queue_entries ADD COLUMN kind text NOT NULL DEFAULT 'daily-plan';
  ALTER TABLE job_queue_entries DROP CONSTRAINT IF EXISTS job_queue_entries_job_id_fkey;
  DROP INDEX IF EXISTS job_queue_entries_one_pending_key;
  CREATE UNIQUE INDEX job_queue_entries_one_pending_key ON job_queue_entries (kind, job_id)
    WHERE state IN ('QUEUED', 'RUNNING');
END
$migration$;
