import {
  hasGeofencePointCount,
  openRing,
  parsePolygon,
  pointInPolygon,
  type CoordinateOrder,
  type LatLng,
} from '../shared/geo.js';
import { fail, ok, type MessageParams, type Result } from '../shared/message.js';
import { END_OF_DAY, isTimeBetween, parseTimeOfDay } from '../shared/time-of-day.js';

/** One problem of one field, as an i18n key. */
export interface FieldProblem {
  field: string;
  messageKey: string;
  params?: MessageParams;
}

const problem = (field: string, messageKey: string, params?: MessageParams): FieldProblem =>
  params ? { field, messageKey, params } : { field, messageKey };

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

/**
 * A location name is required and unique: against depot names and the other custom
 * location names (compared without case and surrounding spaces).
 */
export function validateLocationName(
  name: string | null | undefined,
  takenNames: readonly string[],
): FieldProblem | null {
  if (!name || name.trim() === '') return problem('name', 'masterData.location.nameRequired');
  if (takenNames.some((t) => sameName(t, name))) return problem('name', 'masterData.location.nameUnique');
  return null;
}

/** Checks a whole list of custom locations: every name present and different from all others. */
export function validateCustomLocationNames(
  names: readonly string[],
  depotNames: readonly string[],
): (FieldProblem | null)[] {
  return names.map((name, i) =>
    validateLocationName(name, [...depotNames, ...names.filter((_, j) => j !== i)]),
  );
}

/** serveBefore, when given, lies between the stop's end time (HH:mm) and 24:00. */
export function validateServeBefore(
  serveBefore: string | null | undefined,
  minTime: string,
): FieldProblem | null {
  if (!serveBefore) return null;
  if (parseTimeOfDay(serveBefore) === null) return problem('serveBefore', 'masterData.invalidTimeFormat');
  return isTimeBetween(serveBefore, minTime, END_OF_DAY)
    ? null
    : problem('serveBefore', 'form.timeRange', { minTime, maxTime: END_OF_DAY });
}

export interface VehicleShiftInput {
  shiftStart?: string | null | undefined;
  shiftEnd?: string | null | undefined;
  departureLocationRefNo?: string | null | undefined;
  arrivalLocationRefNo?: string | null | undefined;
}

/** Vehicle: shift start, shift end, departure and arrival required; shift end after shift start. */
export function validateVehicleShift(v: VehicleShiftInput): FieldProblem[] {
  const out: FieldProblem[] = [];
  if (!v.departureLocationRefNo)
    out.push(problem('departureLocationRefNo', 'masterData.vehicle.departureRequired'));
  if (!v.arrivalLocationRefNo)
    out.push(problem('arrivalLocationRefNo', 'masterData.vehicle.arrivalRequired'));
  const start = v.shiftStart ? parseTimeOfDay(v.shiftStart) : null;
  const end = v.shiftEnd ? parseTimeOfDay(v.shiftEnd) : null;
  if (!v.shiftStart) out.push(problem('shiftStart', 'masterData.vehicle.shiftStartRequired'));
  else if (start === null) out.push(problem('shiftStart', 'masterData.invalidTimeFormat'));
  if (!v.shiftEnd) out.push(problem('shiftEnd', 'masterData.vehicle.shiftEndRequired'));
  else if (end === null) out.push(problem('shiftEnd', 'masterData.invalidTimeFormat'));
  if (start !== null && end !== null && end <= start)
    out.push(problem('shiftEnd', 'masterData.vehicle.shiftEndAfterStart'));
  return out;
}

/**
 * A drawn or typed geofence: 3 or 4 points ('You must enter 3 or 4 dots!') and no existing
 * location inside it or on its edge ('There is a location in the geofence area you draw.').
 */
export function validateGeofencePolygon(
  points: readonly LatLng[],
  existingLocations: readonly LatLng[],
): Result<LatLng[]> {
  if (!hasGeofencePointCount(points)) return fail('POINT_COUNT', 'masterData.geofence.pointCount');
  const ring = openRing(points);
  if (existingLocations.some((l) => pointInPolygon(l, ring)))
    return fail('LOCATION_INSIDE', 'masterData.geofence.locationInside');
  return ok(ring);
}

/** Reads a geofence polygon text and validates it. */
export function validateGeofenceText(
  polygon: string,
  order: CoordinateOrder,
  existingLocations: readonly LatLng[],
): Result<LatLng[]> {
  const points = parsePolygon(polygon, order);
  if (!points) return fail('POLYGON_FORMAT', 'masterData.geofence.pointCount');
  return validateGeofencePolygon(points, existingLocations);
}

/** Geofence update and delete need a selected row ('Please select row'). */
export function checkGeofenceSelection(count: number): Result<true> {
  return count >= 1 ? ok(true) : fail('NO_SELECTION', 'grid.selectRow');
}
