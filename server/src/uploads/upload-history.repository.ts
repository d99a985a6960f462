import crypto from 'node:crypto';
import type { UploadReport } from '@rota/core';
import { first, sql, type Orm } from '../db/database.js';
import type { FileStore } from '../storage/index.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Where an uploaded sheet is kept: by the hash of its bytes, so a file sent again is kept once. */
export const uploadFileKey = (bytes: Uint8Array) =>
  `uploads/sheets/${crypto.createHash('sha256').update(bytes).digest('hex')}.xlsx`;

/** Keeps an uploaded sheet in the file store under its key (the same bytes are kept once). */
export async function keepUploadFile(store: FileStore, bytes: Uint8Array): Promise<string> {
  const key = uploadFileKey(bytes);
  await store.put(key, bytes, XLSX_CONTENT_TYPE);
  return key;
}

export interface UploadEntry {
  report: UploadReport;
  /** The key of the kept sheet (`keepUploadFile`), which is kept before its entry names it. */
  fileKey: string;
  distributionCenterId: number | null;
  userId: number;
}

/**
 * Records an upload (not a dry run) in the history the Data Upload page lists. A stored upload
 * records it in the transaction of its rows, so both commit or neither does.
 */
export async function insertUploadEntry(orm: Orm, entry: UploadEntry): Promise<void> {
  const { report } = entry;
  await orm.execute(
    sql`INSERT INTO data_uploads (name, type, status, messages, distribution_center_id, user_id, file_key)
        VALUES (${report.fileName}, ${report.kind}, ${report.status},
                ${JSON.stringify(report.problems)}::jsonb, ${entry.distributionCenterId}, ${entry.userId},
                ${entry.fileKey})`,
  );
}

/** The history list's computed column: whether the entry's sheet was kept, to download. */
export const uploadHistoryComputed = {
  hasFile: sql`t.file_key IS NOT NULL`,
};

export interface UploadFileEntry {
  name: string;
  distributionCenterId: number | null;
  fileKey: string | null;
}

/** The history entry's file name, center and the key of its kept file (null before files were kept). */
export function uploadFileEntry(orm: Orm, id: number): Promise<UploadFileEntry | undefined> {
  return first<UploadFileEntry>(
    orm,
    sql`SELECT name, distribution_center_id AS "distributionCenterId", file_key AS "fileKey"
          FROM data_uploads WHERE id = ${id}`,
  );
}
