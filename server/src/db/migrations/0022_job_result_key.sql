-- A job's result also as a message key with its values, so lists show it in the reader's language.
ALTER TABLE jobs ADD COLUMN result_key text, ADD COLUMN result_params jsonb;
