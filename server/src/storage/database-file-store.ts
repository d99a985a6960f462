import { first, sql, type Orm } from '../db/database.js';
import { checkContentType, checkFileKey, type FileStore } from './file-store.js';

/** Files in the application's own database (`stored_files`, migration 0024): the default. */
export function createDatabaseFileStore(orm: Orm): FileStore {
  return {
    kind: 'database',
    async put(key, content, contentType) {
      checkFileKey(key);
      checkContentType(contentType);
      const hex = Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('hex');
      await orm.execute(
        sql`INSERT INTO stored_files (key, content_type, content, byte_size)
            VALUES (${key}, ${contentType}, decode(${hex}, 'hex'), ${content.byteLength})
            ON CONFLICT (key) DO UPDATE SET content_type = EXCLUDED.content_type, content = EXCLUDED.content,
              byte_size = EXCLUDED.byte_size, updated_at = now()`,
      );
    },
    async get(key) {
      checkFileKey(key);
      const row = await first<{ content_type: string; content: string; byte_size: number }>(
        orm,
        sql`SELECT content_type, encode(content, 'hex') AS content, byte_size FROM stored_files WHERE key = ${key}`,
      );
      if (!row) return undefined;
      return {
        content: new Uint8Array(Buffer.from(row.content, 'hex')),
        contentType: row.content_type,
        byteSize: row.byte_size,
      };
    },
    async delete(key) {
      checkFileKey(key);
      await orm.execute(sql`DELETE FROM stored_files WHERE key = ${key}`);
    },
  };
}
