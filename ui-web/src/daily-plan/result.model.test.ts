import { describe, expect, it } from 'vitest';
import { encodePolyline, HOUR_MS, TIMELINE_EDGE_SHIFT_MS } from '@rota/core';
import type { RouteLocation, RouteResult } from '@rota/core/daily-plan';
import {
  findStop,
  routeMapLayers,
  routeTimeline,
  stopId,
  vehicleColourOf,
  vehiclesWithOrders,
} from './result.model.js';

function stop(overrides: Partial<RouteLocation>): RouteLocation {
  return {
    locationRefNo: 'L',
    locationName: 'Place',
    locationAddress: null,
    latitude: 41,
    longitude: 29,
    visitOrder: 1,
    startTime: '2026-11-22T08:00:00.000Z',
    endTime: '2026-11-22T08:10:00.000Z',
    duration: 600,
    serviceDuration: 600,
    distance: 1000,
    client: null,
    locationNote: null,
    orders: [],
    isDepot: false,
    polyline: null,
    routeLocationId: '1',
    routeVehicleId: 'rv1',
    routeId: 'r1',
    vehiclePlate: '34 A 1',
    vehicleColor: null,
    type: 'visit',
    ...overrides,
  };
}

const depot = (id: string, time: string, order: number) =>
  stop({
    routeLocationId: id,
    type: order === 0 ? 'start' : 'depot',
    isDepot: true,
    visitOrder: order,
    startTime: time,
    endTime: time,
    locationName: 'DC',
  });

const route: Pick<RouteResult, 'vehicleWithAssignedLocations' | 'avoidAreas'> = {
  avoidAreas: [
    { name: 'Bridge', polygon: '41,29;41.1,29;41.1,29.1' },
    { name: 'Broken', polygon: 'x' },
  ],
  vehicleWithAssignedLocations: [
    {
      vehicleRefNo: 'V1',
      vehicleName: '34 A 1',
      distance: 2000,
      duration: 3600,
      routeVehicleId: 'rv1',
      insuranceCapacityUsed: null,
      volumeCapacityUsed: 0.5,
      weightCapacityUsed: 0.25,
      locations: [
        depot('s1', '2026-11-22T07:45:00.000Z', 0),
        stop({
          routeLocationId: 'v1',
          vehicleColor: '#123456',
          polyline: encodePolyline([
            { lat: 41, lng: 29 },
            { lat: 41.01, lng: 29.01 },
          ]),
        }),
        depot('e1', '2026-11-22T09:00:00.000Z', 2),
      ],
    },
    {
      vehicleRefNo: 'V2',
      vehicleName: '34 A 2',
      distance: 0,
      duration: 0,
      routeVehicleId: 'rv2',
      insuranceCapacityUsed: null,
      volumeCapacityUsed: null,
      weightCapacityUsed: null,
      locations: [
        depot('s2', '2026-11-22T07:45:00.000Z', 0),
        stop({ routeLocationId: 'v2', routeVehicleId: 'rv2', latitude: 41.2, longitude: 29.2 }),
      ],
    },
  ],
};

describe('route map layers', () => {
  it('draws each vehicle in its own colour, a pin per stop and the readable avoid areas', () => {
    const layers = routeMapLayers(route);
    expect(vehicleColourOf(route, 0)).toBe('#123456');
    const colours = new Set(layers.polylines.map((l) => l.colour));
    expect(colours.size).toBe(2);
    // Vehicle 1 has a stored leg; vehicle 2 none, so it is drawn stop to stop.
    expect(layers.polylines.find((l) => l.encoded)?.colour).toBe('#123456');
    expect(layers.polylines.find((l) => l.path)?.path).toHaveLength(2);
    expect(layers.markers.filter((m) => m.label === '1')).toHaveLength(2);
    expect(layers.polygons).toEqual([expect.objectContaining({ label: 'Bridge' })]);
    expect(layers.polygons[0]?.path).toHaveLength(3);
  });

  it('marks the selected stop', () => {
    const layers = routeMapLayers(route, stopId({ routeLocationId: 'v2' }));
    expect(layers.markers.find((m) => m.id === 'stop-v2')?.colour).toBe('#2E8B57');
    expect(findStop(route, 'stop-v2')?.vehicle.vehicleRefNo).toBe('V2');
    expect(findStop(route, 'stop-none')).toBeNull();
  });
});

describe('route timeline', () => {
  it('has a group per vehicle, widened start and end items and a window ending an hour after', () => {
    const { groups, items, window } = routeTimeline(route);
    expect(groups.map((g) => g.content)).toEqual(['34 A 1', '34 A 2']);
    const start = items.find((i) => i.id === 'stop-s1');
    expect(start?.kind).toBe('start');
    expect(start ? start.end - start.start : 0).toBe(TIMELINE_EDGE_SHIFT_MS);
    const end = items.find((i) => i.id === 'stop-e1');
    expect(end?.kind).toBe('end');
    expect(end ? end.end - end.start : 0).toBe(TIMELINE_EDGE_SHIFT_MS);
    expect(window?.end).toBe(Date.parse('2026-11-22T09:15:00.000Z') + HOUR_MS);
  });
});

describe('the vehicles a plan sends out', () => {
  it('are those with orders on their route, so Go Live asks drivers for them only', () => {
    const [first, second] = route.vehicleWithAssignedLocations;
    if (!first || !second) throw new Error('the fixture has two vehicles');
    const order = { refNo: 'O1' } as RouteLocation['orders'][number];
    const withOrder = { ...first, locations: [stop({ routeLocationId: 'x', orders: [order] })] };
    expect(vehiclesWithOrders({ vehicleWithAssignedLocations: [withOrder, second] })).toEqual(['V1']);
  });
});
