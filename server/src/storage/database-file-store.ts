import type { Orm } from '../db/database.js';
import { checkContentType, checkFileKey, type FileStore } from './file-store.js';
import { deleteStoredFile, findStoredFile, upsertStoredFile } from './stored-file.repository.js';

/** Files in the application's own database (`stored_files`, migration 0024): the default. */
export function createDatabaseFileStore(orm: Orm): FileStore {
  return {
    kind: 'database',
    async put(key, content, contentType) {
      checkFileKey(key);
      checkContentType(contentType);
      const hex = Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('hex');
      await upsertStoredFile(orm, { key, contentType, hex, byteSize: content.byteLength });
    },
    async get(key) {
      checkFileKey(key);
      const row = await findStoredFile(orm, key);
      if (!row) return undefined;
      return {
        content: new Uint8Array(Buffer.from(row.content, 'hex')),
        contentType: row.content_type,
        byteSize: row.byte_size,
      };
    },
    async delete(key) {
      checkFileKey(key);
      await deleteStoredFile(orm, key);
    },
  };
}
