-- Files kept by the storage port's database adapter (the default store): bytes under a key.
CREATE TABLE stored_files (
  key text PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 512),
  content_type text NOT NULL CHECK (btrim(content_type) <> ''),
  content bytea NOT NULL,
  byte_size integer NOT NULL CHECK (byte_size >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
