import { rows, sql, type Orm } from '../db/database.js';

/** Every distribution center's number and name. */
export function centerNames(orm: Orm): Promise<{ id: number; name: string }[]> {
  return rows<{ id: number; name: string }>(orm, sql`SELECT id, name FROM distribution_centers ORDER BY id`);
}
