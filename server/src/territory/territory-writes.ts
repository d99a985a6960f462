import {
  locationsInTerritoryPolygon,
  parsePolygon,
  polygonCentroid,
  renumberVisitOrders,
  roundCoordinate,
  type TerritoryLocationVisit,
} from '@rota/core';
import type { FieldMessage } from '@rota/core/admin';
import type { RepoFailure, Row } from '../master-data/resource.repository.js';
import { canSeeCenter } from '../master-data/resource-scope.rules.js';
import { insertRows, type WriteScope } from '../master-data/resource-writes.js';
import {
  locationsByRefNo,
  locationsOfCenters,
  replaceTerritoryLocations,
  territoryCenters,
  territoryStored,
} from './territory.repository.js';

/** The item with its latitude and longitude taken from the polygon's centre when it gives none. */
export function withCentre(item: Row): Row {
  const blank = (v: unknown) => v === undefined || v === null || v === '';
  if (!blank(item['latitude']) && !blank(item['longitude'])) return item;
  const points = typeof item['polygon'] === 'string' ? parsePolygon(item['polygon'], 'latlng') : null;
  const centre = points ? polygonCentroid(points) : null;
  if (!centre) return item;
  return { ...item, latitude: roundCoordinate(centre.lat), longitude: roundCoordinate(centre.lng) };
}

/** The visits a request names: its locationList, else its locationRefNoList in order, else none given. */
export function requestedVisits(body: {
  locationList?: TerritoryLocationVisit[] | undefined;
  locationRefNoList?: string[] | undefined;
}): TerritoryLocationVisit[] | null {
  if (body.locationList) return renumberVisitOrders(body.locationList);
  if (body.locationRefNoList)
    return body.locationRefNoList.map((locationRefNo, i) => ({ locationRefNo, visitOrder: i + 1 }));
  return null;
}

const invalid = (validation: FieldMessage[]): RepoFailure => ({
  ok: false,
  status: 400,
  messageKey: 'server.invalidBody',
  validation,
});

/**
 * Sets a territory's locations to the visits given (in visit order). Each must be a location of
 * the territory's center that the user sees, named once; one held by another territory leaves it
 * (the overlap the user confirmed).
 */
export async function writeVisits(
  scope: WriteScope,
  territoryId: number,
  center: number | null,
  visits: readonly TerritoryLocationVisit[],
): Promise<{ ok: true } | RepoFailure> {
  const found = new Map(
    (
      await locationsByRefNo(
        scope.orm,
        visits.map((v) => v.locationRefNo),
      )
    ).map((l) => [l.refNo, l]),
  );
  const validation: FieldMessage[] = [];
  const seen = new Set<string>();
  visits.forEach((visit, index) => {
    const location = found.get(visit.locationRefNo);
    const field = `locationList.${index}.locationRefNo`;
    if (
      !location ||
      !canSeeCenter(scope.visibility, location.center) ||
      (center !== null && location.center !== center)
    )
      validation.push({ field, message: 'masterData.resource.unknownReference' });
    else if (seen.has(visit.locationRefNo))
      validation.push({ field, message: 'masterData.resource.duplicate' });
    seen.add(visit.locationRefNo);
  });
  if (validation.length) return invalid(validation);
  const ordered = [...visits].sort((a, b) => a.visitOrder - b.visitOrder);
  await replaceTerritoryLocations(
    scope.orm,
    territoryId,
    ordered.map((v) => (found.get(v.locationRefNo) as { id: number }).id),
  );
  return { ok: true };
}

/**
 * The upload's save (territory-polygon-input): inserts the territories as the create route does,
 * then gives each the non-depot locations of its center inside its polygon (or on its edge) that
 * no territory holds yet, earlier rows first, in reference order.
 */
export async function saveUploadedTerritories(
  scope: WriteScope,
  items: readonly Row[],
): Promise<{ ok: true } | RepoFailure> {
  const inserted = await insertRows(scope, territoryStored, items.map(withCentre));
  if (!inserted.ok) return inserted;
  const centers = await territoryCenters(scope.orm, inserted.ids);
  const centerOf = new Map(centers.map((c) => [c.id, c.center]));
  const candidates = await locationsOfCenters(scope.orm, [
    ...new Set(centers.flatMap((c) => (c.center === null ? [] : [c.center]))),
  ]);
  const taken = new Set(candidates.filter((l) => l.territoryId !== null).map((l) => l.id));
  for (const [index, id] of inserted.ids.entries()) {
    const free = candidates.filter((l) => l.center === centerOf.get(id) && !taken.has(l.id));
    const inside = locationsInTerritoryPolygon(String(items[index]?.['polygon'] ?? ''), free);
    for (const l of inside) taken.add(l.id);
    await replaceTerritoryLocations(
      scope.orm,
      id,
      inside.map((l) => l.id),
    );
  }
  return { ok: true };
}
