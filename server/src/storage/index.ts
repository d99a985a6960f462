import type { Database } from '../db/database.js';
import { createDatabaseFileStore } from './database-file-store.js';
import type { FileStore } from './file-store.js';
import { createS3FileStore } from './s3-file-store.js';
import type { FileStoreSettings } from './settings.js';

export { checkContentType, checkFileKey, type FileStore, type StoredFile } from './file-store.js';
export { createDatabaseFileStore } from './database-file-store.js';
export { createS3FileStore } from './s3-file-store.js';
export { loadFileStoreSettings, type FileStoreSettings, type S3FileStoreSettings } from './settings.js';

/** The file store the settings name, over the application's database by default. */
export function createFileStore(db: Database, settings: FileStoreSettings): FileStore {
  if (settings.kind === 's3') {
    const { kind: _kind, ...s3 } = settings;
    return createS3FileStore(s3);
  }
  return createDatabaseFileStore(db.orm);
}

const stores = new WeakMap<Database, { settings: FileStoreSettings; store: FileStore }>();

/**
 * The configured store of a database, made once and shared (one S3 client per process and
 * settings): what the feature areas use to keep their files.
 */
export function fileStoreOf(db: Database, settings: FileStoreSettings): FileStore {
  const known = stores.get(db);
  if (known && known.settings === settings) return known.store;
  const store = createFileStore(db, settings);
  stores.set(db, { settings, store });
  return store;
}
