import { haversineMeters } from '../shared/geo.js';
import { sensorPeriods, type SensorPeriod } from './sensor.rules.js';
import type { LocationTrackingValue, SensorReading } from './sensor.schema.js';

/** A door opened farther than this from every planned stop of the route is flagged. */
export const awayFromStopMetres = 150;

export type PlannedStopPoint = { readonly lat: number; readonly lng: number };

export type DoorOpenAwayFromStop = {
  readonly sensorLabel: string;
  readonly start: string;
  readonly end: string | null;
  readonly lat: number;
  readonly lng: number;
  /** Distance to the nearest planned stop, in metres (rounded). */
  readonly distanceMetres: number;
};

/** Where the vehicle was at a moment: the reported position nearest in time (null without any). */
export function positionAt<T extends { readonly date: string }>(
  locations: readonly T[],
  at: string,
): T | null {
  const when = Date.parse(at);
  let best: T | null = null;
  let bestGap = Number.POSITIVE_INFINITY;
  for (const location of locations) {
    const gap = Math.abs(Date.parse(location.date) - when);
    if (gap < bestGap) {
      best = location;
      bestGap = gap;
    }
  }
  return best;
}

/**
 * Door-open periods that began away from every planned stop (beyond `awayFromStopMetres`): the
 * door was opened where the plan has no reason for it. A period whose place is unknown (no
 * position reported) is not flagged; a route without planned stops flags nothing.
 */
export function doorOpenAwayFromStops(
  readings: readonly SensorReading[],
  locations: readonly Pick<LocationTrackingValue, 'lat' | 'lng' | 'date'>[],
  stops: readonly PlannedStopPoint[],
): DoorOpenAwayFromStop[] {
  if (stops.length === 0) return [];
  return sensorPeriods(readings)
    .filter((period: SensorPeriod) => period.state === 'open')
    .flatMap((period) => {
      const place = positionAt(locations, period.start);
      if (place === null) return [];
      const nearest = Math.min(...stops.map((stop) => haversineMeters(place, stop)));
      if (nearest <= awayFromStopMetres) return [];
      return [
        {
          sensorLabel: period.sensorLabel,
          start: period.start,
          end: period.end,
          lat: place.lat,
          lng: place.lng,
          distanceMetres: Math.round(nearest),
        },
      ];
    });
}
