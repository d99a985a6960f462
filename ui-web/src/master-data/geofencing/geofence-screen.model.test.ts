import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePolygon } from '@rota/core';
import {
  focusView,
  GEOFENCE_COLOURS,
  geofenceFormRecord,
  geofenceShapes,
  geofenceWriteBody,
  gridDateTime,
  weekDayKeys,
  locationMarkers,
  rowsIn,
} from './geofence-screen.model.js';

const square = '41.01,29.01;41.01,29.02;41.02,29.02;41.02,29.01';

describe('geofence screen', () => {
  it('writes a 3 or 4 point polygon with 6 decimals and the lists comma-joined in order', () => {
    const body = geofenceWriteBody({
      name: ' Bridge ',
      type: '1',
      distributionCenterId: '2',
      polygon: square,
      daysOfWeek: [4, 0, 2],
      daysOfMonth: '15,1',
      specialDates: ['2026-12-31', '2026-01-01', '2026-12-31'],
      id: 9,
      typeDisplay: 'Area Control',
    });
    expect(body).toEqual({
      ok: true,
      value: {
        name: 'Bridge',
        type: 1,
        distributionCenterId: 2,
        polygon: '41.010000,29.010000;41.010000,29.020000;41.020000,29.020000;41.020000,29.010000',
        daysOfWeek: '0,2,4',
        daysOfMonth: '1,15',
        specialDates: '2026-01-01,2026-12-31',
      },
    });
  });

  it("refuses fewer than 3 or more than 4 points with 'You must enter 3 or 4 dots!'", () => {
    const refused = {
      ok: false,
      error: { code: 'POINT_COUNT', messageKey: 'masterData.geofence.pointCount' },
    };
    expect(geofenceWriteBody({ name: 'a', polygon: '41,29;41.1,29' })).toEqual(refused);
    expect(geofenceWriteBody({ name: 'a', polygon: `${square};41.03,29.03` })).toEqual(refused);
    expect(geofenceWriteBody({ name: 'a', polygon: 'not a polygon' })).toEqual(refused);
    expect(geofenceWriteBody({ name: 'a' })).toEqual(refused);
    // A closing point that repeats the first is not a fifth point.
    expect(geofenceWriteBody({ name: 'a', polygon: `${square};41.01,29.01` }).ok).toBe(true);
  });

  it('every drawn point survives the body at 6 decimals', () => {
    const point = fc.record({
      lat: fc.double({ min: -89, max: 89, noNaN: true }),
      lng: fc.double({ min: -179, max: 179, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(point, { minLength: 3, maxLength: 4 }), (points) => {
        const polygon = points.map((p) => `${p.lat},${p.lng}`).join(';');
        const body = geofenceWriteBody({ name: 'x', polygon });
        if (!body.ok) return; // a generated ring that closes on itself has fewer corners
        const back = parsePolygon(body.value.polygon, 'latlng') ?? [];
        expect(body.value.polygon.split(';').every((pair) => /^-?\d+\.\d{6},-?\d+\.\d{6}$/.test(pair))).toBe(
          true,
        );
        back.forEach((p, i) => {
          expect(Math.abs(p.lat - (points[i]?.lat ?? 0))).toBeLessThanOrEqual(5e-7);
          expect(Math.abs(p.lng - (points[i]?.lng ?? 0))).toBeLessThanOrEqual(5e-7);
        });
      }),
    );
  });

  it('the form edits a stored row with its comma-joined lists as arrays', () => {
    expect(
      geofenceFormRecord({ id: 1, daysOfWeek: '4,0', daysOfMonth: '', specialDates: '2026-05-01' }),
    ).toMatchObject({ id: 1, daysOfWeek: [0, 4], daysOfMonth: [], specialDates: ['2026-05-01'] });
  });

  it('draws avoid areas red, area control teal and the focused one green; unreadable ones not at all', () => {
    const rows = [
      { id: 1, name: 'A', type: 0, polygon: square },
      { id: 2, name: 'B', type: 1, polygon: square },
      { id: 3, name: 'C', type: 0, polygon: square },
      { id: 4, name: 'D', type: 0, polygon: 'broken' },
    ];
    expect(geofenceShapes(rows, '3').map((p) => [p.id, p.colour, p.label, p.path.length])).toEqual([
      ['1', GEOFENCE_COLOURS.avoid, 'A', 4],
      ['2', GEOFENCE_COLOURS.areaControl, 'B', 4],
      ['3', GEOFENCE_COLOURS.focused, 'C', 4],
    ]);
  });

  it('shows locations with coordinates as markers and reads rows out of list answers', () => {
    const locations = [
      { refNo: 'L1', name: 'One', latitude: 41, longitude: 29 },
      { refNo: 'L2', name: 'Two', latitude: null, longitude: 29 },
    ];
    expect(locationMarkers(locations)).toEqual([
      { id: 'location-L1', position: { lat: 41, lng: 29 }, title: 'One', colour: GEOFENCE_COLOURS.location },
    ]);
    expect(rowsIn({ locationResultList: locations, count: 2 })).toBe(locations);
    expect(rowsIn(locations)).toBe(locations);
    expect(rowsIn(null)).toEqual([]);
  });

  it('focuses the map on the centre of a geofence, closer for smaller areas', () => {
    const small = parsePolygon(square, 'latlng') ?? [];
    const view = focusView(small);
    expect(view?.center.lat).toBeCloseTo(41.015);
    expect(view?.center.lng).toBeCloseTo(29.015);
    const large = focusView(parsePolygon('41,29;41,29.5;41.5,29.5;41.5,29', 'latlng') ?? []);
    expect(large && view && large.zoom < view.zoom).toBe(true);
    expect(focusView([])).toBeNull();
  });

  it('names the days of week Monday first and shows stored times as DD-MM-YYYY HH:mm:ss', () => {
    expect(weekDayKeys('6,0,2')).toEqual(['days.Monday', 'days.Wednesday', 'days.Sunday']);
    expect(weekDayKeys('')).toEqual([]);
    expect(gridDateTime('2026-11-24T07:14:00')).toBe('24-11-2026 07:14:00');
    expect(gridDateTime(null)).toBe('');
  });
});
