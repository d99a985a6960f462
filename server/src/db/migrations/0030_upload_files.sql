-- An upload keeps its .xlsx behind the storage port (uploads/sheets/<sha-256 of the bytes>.xlsx,
-- the same bytes kept once) so the history can offer it again. Uploads made before keep none.
ALTER TABLE data_uploads ADD COLUMN file_key text CHECK (file_key IS NULL OR length(file_key) BETWEEN 1 AND 512);
