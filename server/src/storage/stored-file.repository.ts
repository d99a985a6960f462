import { first, sql, type Orm } from '../db/database.js';

/** The rows of `stored_files` (migration 0024), the files the database itself keeps. */

/** Writes a file's content (hex-encoded here, stored as bytes), replacing one of the same key. */
export async function upsertStoredFile(
  orm: Orm,
  file: { key: string; contentType: string; hex: string; byteSize: number },
): Promise<void> {
  await orm.execute(
    sql`INSERT INTO stored_files (key, content_type, content, byte_size)
        VALUES (${file.key}, ${file.contentType}, decode(${file.hex}, 'hex'), ${file.byteSize})
        ON CONFLICT (key) DO UPDATE SET content_type = EXCLUDED.content_type, content = EXCLUDED.content,
          byte_size = EXCLUDED.byte_size, updated_at = now()`,
  );
}

/** A stored file with its content hex-encoded, or undefined. */
export function findStoredFile(
  orm: Orm,
  key: string,
): Promise<{ content_type: string; content: string; byte_size: number } | undefined> {
  return first<{ content_type: string; content: string; byte_size: number }>(
    orm,
    sql`SELECT content_type, encode(content, 'hex') AS content, byte_size FROM stored_files WHERE key = ${key}`,
  );
}

export async function deleteStoredFile(orm: Orm, key: string): Promise<void> {
  await orm.execute(sql`DELETE FROM stored_files WHERE key = ${key}`);
}
