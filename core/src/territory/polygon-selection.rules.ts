import {
  formatDrawnPolygon,
  parsePolygon,
  pointInPolygon,
  polygonCentroid,
  roundCoordinate,
  type LatLng,
} from '../shared/geo.js';
import type { TerritoryLocationVisit } from './territory.schema.js';

type Placed = { readonly latitude: number; readonly longitude: number; readonly isDepot: boolean };

/** A drawn polygon selects the non-depot locations inside it or on its edge. */
export function locationsInPolygon<T extends Placed>(
  polygon: readonly LatLng[],
  locations: readonly T[],
): T[] {
  if (polygon.length < 3) return [];
  return locations.filter(
    (location) =>
      !location.isDepot && pointInPolygon({ lat: location.latitude, lng: location.longitude }, polygon),
  );
}

/** The same for a territory's stored polygon ("lat,lng;lat,lng"); an unreadable polygon selects nothing. */
export function locationsInTerritoryPolygon<T extends Placed>(polygon: string, locations: readonly T[]): T[] {
  return locationsInPolygon(parsePolygon(polygon, 'latlng') ?? [], locations);
}

export type DrawnTerritoryShape = {
  readonly polygon: string;
  readonly latitude: number;
  readonly longitude: number;
};

/** Polygon text (6 decimals) and centre (rounded to 5 decimals) of a drawn shape. */
export function drawnTerritoryShape(points: readonly LatLng[]): DrawnTerritoryShape | null {
  const centre = polygonCentroid(points);
  if (centre === null || points.length < 3) return null;
  return {
    polygon: formatDrawnPolygon(points),
    latitude: roundCoordinate(centre.lat),
    longitude: roundCoordinate(centre.lng),
  };
}

/** After drawing: 'Create New One' always, 'Add to Current' only with a current territory. */
export function drawnPolygonActions(hasCurrentTerritory: boolean): ('create' | 'addToCurrent')[] {
  return hasCurrentTerritory ? ['create', 'addToCurrent'] : ['create'];
}

/** Add to Current: new locations join after the existing ones, each location once. */
export function addLocationsToTerritory(
  current: readonly TerritoryLocationVisit[],
  locationRefNos: readonly string[],
): TerritoryLocationVisit[] {
  const known = new Set(current.map((item) => item.locationRefNo));
  const added = [...new Set(locationRefNos)].filter((refNo) => !known.has(refNo));
  const last = current.reduce((max, item) => Math.max(max, item.visitOrder), 0);
  return [...current, ...added.map((locationRefNo, i) => ({ locationRefNo, visitOrder: last + i + 1 }))];
}
