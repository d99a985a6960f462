-- Proof files keep their bytes behind the storage port: the row keeps the metadata and the key
-- (tracking/proof-files/<sha-256 of the bytes>). Bytes stored before this move to stored_files, the
-- database store; an S3 store reads those keys from there too.
DO $migration$
BEGIN
  ALTER TABLE tracking_proof_files ADD COLUMN storage_key text;

  INSERT INTO stored_files (key, content_type, content, byte_size)
  SELECT DISTINCT ON (encode(sha256(content), 'hex'))
         'tracking/proof-files/' || encode(sha256(content), 'hex'), content_type, content, byte_size
    FROM tracking_proof_files
   ORDER BY encode(sha256(content), 'hex'), id
  ON CONFLICT (key) DO NOTHING;

  UPDATE tracking_proof_files SET storage_key = 'tracking/proof-files/' || encode(sha256(content), 'hex');

  ALTER TABLE tracking_proof_files
    DROP COLUMN content,
    ALTER COLUMN storage_key SET NOT NULL,
    ADD CONSTRAINT tracking_proof_files_storage_key_check
      CHECK (storage_key ~ '^tracking/proof-files/[0-9a-f]{64}$');
END
$migration$;
