import { rows, sql, type Orm } from '../db/database.js';
import type { GroupKey } from '../realtime/index.js';

/**
 * The distribution centers a hub group or event is about: its job's (by jobRefNo, or the job of
 * a routeId) and its vehicle's (a vehicle reference is unique within a center only, so every
 * center holding it). An empty list means the subject does not exist.
 */
export type SubjectCenters = readonly (readonly number[])[];

const routeIdOf = (value: string | number) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

export async function centersOfSubject(orm: Orm, key: GroupKey): Promise<SubjectCenters> {
  const parts: number[][] = [];
  if (key.jobRefNo !== undefined) {
    const found = await rows<{ center: number }>(
      orm,
      sql`SELECT distribution_center_id AS center FROM jobs WHERE ref_no = ${String(key.jobRefNo)}`,
    );
    parts.push(found.map((row) => row.center));
  }
  if (key.routeId !== undefined) {
    const id = routeIdOf(key.routeId);
    const found =
      id === null
        ? []
        : await rows<{ center: number }>(
            orm,
            sql`SELECT j.distribution_center_id AS center FROM job_routes r JOIN jobs j ON j.id = r.job_id
                WHERE r.id = ${id}`,
          );
    parts.push(found.map((row) => row.center));
  }
  if (key.vehicleRefNo !== undefined) {
    const found = await rows<{ center: number }>(
      orm,
      sql`SELECT DISTINCT distribution_center_id AS center FROM vehicles WHERE ref_no = ${String(key.vehicleRefNo)}`,
    );
    parts.push(found.map((row) => row.center));
  }
  return parts;
}

/** The group key of an audience such as `jobRefNo=J-1&vehicleRefNo=V%202` (null: not a subject group). */
export function keyOfAudience(audience: string): GroupKey | null {
  const key: GroupKey = {};
  for (const part of audience.split('&')) {
    const [name, value] = part.split('=');
    if ((name !== 'jobRefNo' && name !== 'routeId' && name !== 'vehicleRefNo') || value === undefined)
      return null;
    key[name] = decodeURIComponent(value);
  }
  return Object.keys(key).length > 0 ? key : null;
}
