import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  coordinatePatch,
  driverPhoto,
  geofenceLists,
  locationNavigationState,
  markerColour,
  ordersNavigationState,
  plannedVisitToForm,
  plannedVisitToWire,
  toGeofenceWriteBody,
  vehicleTypeFilter,
} from './index.js';

describe('location screen rules', () => {
  it('colour markers and round dragged coordinates', () => {
    expect(markerColour(true)).toBe('#2E8B57');
    expect(markerColour(false)).toBe('#f23f38');
    expect(coordinatePatch(41.0123456, 29.1)).toEqual({ latitude: 41.01235, longitude: 29.1 });
    expect(ordersNavigationState({ name: 'Shop' })).toEqual({ locationName: 'Shop' });
    expect(locationNavigationState({ name: 'Shop', latitude: 1, longitude: 2 })).toEqual({
      name: 'Shop',
      latitude: 1,
      longitude: 2,
    });
  });
  it('convert planned visits between form arrays and the wire', () => {
    const wire = plannedVisitToWire({ id: 3, locationName: 'Shop', daysOfWeek: [4, 0, 4] });
    expect(wire).toMatchObject({
      id: 3,
      daysOfWeek: '0,4',
      mondayVisit: true,
      fridayVisit: true,
      tuesdayVisit: false,
    });
    expect(plannedVisitToWire({ locationName: 'A', daysOfWeek: [] })).not.toHaveProperty('id');
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 6 })), (days) => {
        const back = plannedVisitToForm(plannedVisitToWire({ id: 1, locationName: 'L', daysOfWeek: days }));
        expect(back.daysOfWeek).toEqual([...days].sort((a, b) => a - b));
      }),
    );
    expect(plannedVisitToForm({ locationName: 'L', daysOfWeek: '', sundayVisit: true })).toEqual({
      id: null,
      locationName: 'L',
      operationTypeName: null,
      daysOfWeek: [6],
    });
  });
  it('filter vehicle types by the selected vehicle and show driver photos', () => {
    expect(vehicleTypeFilter({ vehicleTypeName: 'Van' })).toEqual({ name: 'Van' });
    expect(vehicleTypeFilter(null)).toBeNull();
    expect(driverPhoto(null)).toEqual({
      notice: { level: 'warning', message: { key: 'masterData.driver.noPhoto' } },
    });
    expect(driverPhoto('AAAA')).toEqual({ src: 'data:image/jpeg;base64,AAAA' });
    expect(driverPhoto('data:image/png;base64,AA')).toEqual({ src: 'data:image/png;base64,AA' });
  });
});

describe('geofence bodies', () => {
  it('join lists with commas and write drawn points with 6 decimals', () => {
    const body = toGeofenceWriteBody({
      name: ' No go ',
      type: 0,
      points: [
        { lat: 41, lng: 29 },
        { lat: 41.1, lng: 29 },
        { lat: 41.1, lng: 29.1 },
      ],
      daysOfWeek: [6, 0],
      daysOfMonth: [15, 1],
      specialDates: ['2024-05-01', '2024-01-01', '2024-01-01'],
    });
    expect(body).toEqual({
      name: 'No go',
      type: 0,
      distributionCenterId: null,
      polygon: '41.000000,29.000000;41.100000,29.000000;41.100000,29.100000',
      daysOfWeek: '0,6',
      daysOfMonth: '1,15',
      specialDates: '2024-01-01,2024-05-01',
    });
    expect(geofenceLists(body)).toEqual({
      daysOfWeek: [0, 6],
      daysOfMonth: [1, 15],
      specialDates: ['2024-01-01', '2024-05-01'],
    });
    expect(geofenceLists({ daysOfWeek: null, daysOfMonth: undefined, specialDates: '' })).toEqual({
      daysOfWeek: [],
      daysOfMonth: [],
      specialDates: [],
    });
  });
});
