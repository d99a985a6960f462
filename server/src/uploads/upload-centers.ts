import type { Orm } from '../db/database.js';
import { centerNames } from './upload-centers.repository.js';

/** The field of a record's distribution center in the upload templates. */
export const CENTER_FIELD = 'distributionCenterId';

/** A center's name as people write it: case, spaces and Turkish letters' case set aside. */
const normal = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('tr');

export type CenterLookup =
  | { ok: true; id: number }
  | { ok: false; messageKey: 'masterData.upload.unknownCenter' | 'masterData.upload.ambiguousCenter' };

/**
 * Reads a center cell written as a name: the screens show centers by name, so a template takes
 * the name (any case) as well as the number. The centers are read once per upload. A name no
 * center has, or that two centers share, is refused with its own message; whether the uploader
 * may write to the center found is checked afterwards, as for a number.
 */
export function centerByName(orm: Orm): (name: string) => Promise<CenterLookup> {
  let byName: Promise<Map<string, number | null>> | undefined;
  return async (name) => {
    byName ??= centerNames(orm).then((centers) => {
      const map = new Map<string, number | null>();
      for (const center of centers) {
        const key = normal(center.name);
        map.set(key, map.has(key) ? null : center.id);
      }
      return map;
    });
    const id = (await byName).get(normal(name));
    if (id === undefined) return { ok: false, messageKey: 'masterData.upload.unknownCenter' };
    if (id === null) return { ok: false, messageKey: 'masterData.upload.ambiguousCenter' };
    return { ok: true, id };
  };
}
