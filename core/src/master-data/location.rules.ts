import { WEEK_DAY_KEYS, joinList, sortDays, splitList } from '../shared/days.js';
import { roundCoordinate } from '../shared/geo.js';
import { notice, type Notice } from '../shared/message.js';
import type { LocationCoordinateBody, LocationPlannedVisit } from './location.schema.js';

/** Location map markers: the selected one sea green, the others red. */
export const SELECTED_MARKER_COLOUR = '#2E8B57';
export const MARKER_COLOUR = '#f23f38';

export function markerColour(selected: boolean): string {
  return selected ? SELECTED_MARKER_COLOUR : MARKER_COLOUR;
}

/** Dragging a marker sends PATCH /locations/{refNo}/coordinate with rounded coordinates. */
export function coordinatePatch(lat: number, lng: number): LocationCoordinateBody {
  return { latitude: roundCoordinate(lat), longitude: roundCoordinate(lng) };
}

/** The planned-visit form keeps days as numbers (0 = Monday); the wire a comma-joined text plus flags. */
export interface PlannedVisitForm {
  id?: number | null | undefined;
  locationName: string;
  operationTypeName?: string | null | undefined;
  daysOfWeek: number[];
}

export function plannedVisitToWire(form: PlannedVisitForm): LocationPlannedVisit {
  const days = sortDays(form.daysOfWeek);
  const flags = Object.fromEntries(WEEK_DAY_KEYS.map((d, i) => [`${d}Visit`, days.includes(i)]));
  return {
    ...(form.id !== undefined ? { id: form.id } : {}),
    locationName: form.locationName,
    operationTypeName: form.operationTypeName ?? null,
    daysOfWeek: joinList(days),
    ...flags,
  };
}

export function plannedVisitToForm(wire: LocationPlannedVisit): PlannedVisitForm {
  const fromText = splitList(wire.daysOfWeek).map(Number);
  const fromFlags = WEEK_DAY_KEYS.flatMap((d, i) => (wire[`${d}Visit`] === true ? [i] : []));
  return {
    id: wire.id ?? null,
    locationName: wire.locationName,
    operationTypeName: wire.operationTypeName ?? null,
    daysOfWeek: sortDays([...fromText, ...fromFlags]),
  };
}

/** Selecting a vehicle filters the Vehicle Types tab by that vehicle's type name. */
export function vehicleTypeFilter(
  vehicle: { vehicleTypeName?: string | null | undefined } | null,
): { name: string } | null {
  return vehicle?.vehicleTypeName ? { name: vehicle.vehicleTypeName } : null;
}

/** The driver's Photo action: an image source for the modal, or the 'No photo found.' toast. */
export function driverPhoto(photo: string | null | undefined): { src: string } | { notice: Notice } {
  if (!photo || photo.trim() === '') return { notice: notice('warning', 'masterData.driver.noPhoto') };
  return { src: photo.startsWith('data:') ? photo : `data:image/jpeg;base64,${photo}` };
}

/** Navigation to the orders of a location carries its name; to a location its name and position. */
export function ordersNavigationState(location: { name: string }): { locationName: string } {
  return { locationName: location.name };
}

export function locationNavigationState(l: { name: string; latitude: number; longitude: number }) {
  return { name: l.name, latitude: l.latitude, longitude: l.longitude };
}
