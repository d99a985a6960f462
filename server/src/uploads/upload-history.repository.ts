import type { UploadReport } from '@rota/core';
import { sql, type Orm } from '../db/database.js';

/** Records an upload (not a dry run) in the history the Data Upload page lists. */
export async function recordUpload(
  orm: Orm,
  report: UploadReport,
  distributionCenterId: number | null,
  userId: number,
): Promise<void> {
  await orm.execute(
    sql`INSERT INTO data_uploads (name, type, status, messages, distribution_center_id, user_id)
        VALUES (${report.fileName}, ${report.kind}, ${report.status},
                ${JSON.stringify(report.problems)}::jsonb, ${distributionCenterId}, ${userId})`,
  );
}
