import { ROUTE_PALETTE, safeColour } from '../shared/vehicle-colours.js';
import type { RouteResult } from './route-result.schema.js';

type Routes = Pick<RouteResult, 'vehicleWithAssignedLocations'>;

/**
 * The colour of one vehicle of a route result, wherever it is shown (the result page's map and
 * timeline, Track & Trace, the Job Summary and Job Detail exports): the vehicle's own colour from
 * its stops, else the palette by its place in the result; a value that is not a hex colour draws black.
 */
export function vehicleColourOf(route: Routes, index: number): string {
  const vehicle = route.vehicleWithAssignedLocations[index];
  const own = vehicle?.locations.find((l) => l.vehicleColor)?.vehicleColor;
  return safeColour(own ?? ROUTE_PALETTE[index % ROUTE_PALETTE.length] ?? null);
}

/**
 * Each plate's colour by `vehicleColourOf` (the Job Summary and Job Detail rows name their vehicle
 * by plate): a vehicle's plate is that of its stops, else its name; the first vehicle of a plate wins.
 */
export function vehicleColoursByPlate(route: Routes): ReadonlyMap<string, string> {
  const colours = new Map<string, string>();
  route.vehicleWithAssignedLocations.forEach((vehicle, index) => {
    const plate = vehicle.locations[0]?.vehiclePlate ?? vehicle.vehicleName;
    if (!colours.has(plate)) colours.set(plate, vehicleColourOf(route, index));
  });
  return colours;
}
