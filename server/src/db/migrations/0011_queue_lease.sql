-- Several servers may share one queue: a running entry names the process that took it, which
-- renews its lease while it solves; a lease left to expire means that process is gone.
ALTER TABLE job_queue_entries ADD COLUMN owner text, ADD COLUMN heartbeat_at timestamptz;
