import { joinList, sortDays, sortDaysOfMonth, splitList } from '../shared/days.js';
import { formatDrawnPolygon, type LatLng } from '../shared/geo.js';
import type { Geofence, GeofenceWriteBody } from './geofence.schema.js';

/** The geofence form: lists as arrays, the polygon as drawn points. */
export interface GeofenceForm {
  name: string;
  type: number;
  distributionCenterId?: number | null | undefined;
  points: LatLng[];
  daysOfWeek: number[];
  daysOfMonth: number[];
  specialDates: string[];
}

/** POST/PUT body: list fields comma-joined, points with 6 decimals as "lat,lng;...". */
export function toGeofenceWriteBody(form: GeofenceForm): GeofenceWriteBody {
  return {
    name: form.name.trim(),
    type: form.type,
    distributionCenterId: form.distributionCenterId ?? null,
    polygon: formatDrawnPolygon(form.points),
    daysOfWeek: joinList(sortDays(form.daysOfWeek)),
    daysOfMonth: joinList(sortDaysOfMonth(form.daysOfMonth)),
    specialDates: joinList([...new Set(form.specialDates)].sort()),
  };
}

/** The list fields of a stored geofence as form arrays. */
export function geofenceLists(g: Pick<Geofence, 'daysOfWeek' | 'daysOfMonth' | 'specialDates'>) {
  return {
    daysOfWeek: sortDays(splitList(g.daysOfWeek).map(Number)),
    daysOfMonth: sortDaysOfMonth(splitList(g.daysOfMonth).map(Number)),
    specialDates: splitList(g.specialDates),
  };
}
