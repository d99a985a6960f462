import type { Orm } from '../db/database.js';
import type { GroupKey } from '../realtime/index.js';
import { centersOfJob, centersOfRoute, centersOfVehicle } from './hub-subject.repository.js';

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
  if (key.jobRefNo !== undefined) parts.push(await centersOfJob(orm, String(key.jobRefNo)));
  if (key.routeId !== undefined) {
    const id = routeIdOf(key.routeId);
    parts.push(id === null ? [] : await centersOfRoute(orm, id));
  }
  if (key.vehicleRefNo !== undefined) parts.push(await centersOfVehicle(orm, String(key.vehicleRefNo)));
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
