import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { haversineMeters } from '../shared/geo.js';
import { awayFromStopMetres, doorOpenAwayFromStops, positionAt } from './sensor-away.rules.js';

const stop = { lat: 41.0, lng: 29.0 };
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 8, minute)).toISOString();

describe('door openings away from planned stops', () => {
  it('flags an opening 1.1 km from the only stop, not one at the stop, and gives its distance', () => {
    const flagged = doorOpenAwayFromStops(
      [
        { sensorLabel: 'Rear', date: at(0), measurement: true },
        { sensorLabel: 'Rear', date: at(5), measurement: false },
        { sensorLabel: 'Rear', date: at(20), measurement: true },
        { sensorLabel: 'Rear', date: at(22), measurement: false },
      ],
      [
        { ...stop, date: at(0) },
        { lat: 41.01, lng: 29.0, date: at(20) },
      ],
      [stop],
    );
    expect(flagged).toEqual([
      { sensorLabel: 'Rear', start: at(20), end: at(22), lat: 41.01, lng: 29.0, distanceMetres: 1112 },
    ]);
  });

  it('flags nothing without positions or without planned stops', () => {
    const readings = [{ sensorLabel: 'Rear', date: at(0), measurement: true }];
    expect(doorOpenAwayFromStops(readings, [], [stop])).toEqual([]);
    expect(doorOpenAwayFromStops(readings, [{ lat: 42, lng: 30, date: at(0) }], [])).toEqual([]);
  });

  it('flags an opening exactly when the nearest position is farther than the limit from every stop', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.05, max: 0.05, noNaN: true }),
        fc.double({ min: -0.05, max: 0.05, noNaN: true }),
        fc.integer({ min: 0, max: 59 }),
        (dLat, dLng, minute) => {
          const place = { lat: stop.lat + dLat, lng: stop.lng + dLng, date: at(minute) };
          const flagged = doorOpenAwayFromStops(
            [{ sensorLabel: 'Side', date: at(minute), measurement: true }],
            [place],
            [stop],
          );
          expect(flagged.length === 1).toBe(haversineMeters(place, stop) > awayFromStopMetres);
        },
      ),
    );
  });

  it('takes the position nearest in time', () => {
    const positions = [
      { lat: 1, lng: 1, date: at(0) },
      { lat: 2, lng: 2, date: at(10) },
      { lat: 3, lng: 3, date: at(30) },
    ];
    expect(positionAt(positions, at(12))?.lat).toBe(2);
    expect(positionAt(positions, at(25))?.lat).toBe(3);
    expect(positionAt([], at(25))).toBeNull();
  });
});
