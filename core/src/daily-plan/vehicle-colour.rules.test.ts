import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ROUTE_PALETTE } from '../shared/vehicle-colours.js';
import type { RouteLocation, VehicleWithAssignedLocations } from './route-result.schema.js';
import { vehicleColourOf, vehicleColoursByPlate } from './vehicle-colour.rules.js';

function vehicle(plate: string, colours: readonly (string | null)[]): VehicleWithAssignedLocations {
  return {
    vehicleRefNo: `V-${plate}`,
    vehicleName: plate,
    distance: 0,
    duration: 0,
    routeVehicleId: `rv-${plate}`,
    insuranceCapacityUsed: null,
    volumeCapacityUsed: null,
    weightCapacityUsed: null,
    locations: colours.map((vehicleColor, i): RouteLocation => ({
      locationRefNo: `L${i}`,
      locationName: `Place ${i}`,
      locationAddress: null,
      latitude: 41,
      longitude: 29,
      visitOrder: i,
      startTime: null,
      endTime: null,
      duration: 0,
      serviceDuration: 0,
      distance: 0,
      client: null,
      locationNote: null,
      orders: [],
      isDepot: i === 0,
      polyline: null,
      routeLocationId: `${plate}-${i}`,
      routeVehicleId: `rv-${plate}`,
      routeId: 'r1',
      vehiclePlate: plate,
      vehicleColor,
      type: i === 0 ? 'depot' : 'visit',
    })),
  };
}

const routeOf = (...vehicles: VehicleWithAssignedLocations[]) => ({ vehicleWithAssignedLocations: vehicles });

describe('vehicle colour', () => {
  it("takes the vehicle's own colour from the first stop that carries one", () => {
    const route = routeOf(vehicle('34 A 1', [null, '#123456', '#abcdef']));
    expect(vehicleColourOf(route, 0)).toBe('#123456');
  });

  it('falls back to the palette by the vehicle’s place, wrapping past its end', () => {
    const route = routeOf(vehicle('34 A 1', [null]), vehicle('34 A 2', []));
    expect(vehicleColourOf(route, 0)).toBe(ROUTE_PALETTE[0]);
    expect(vehicleColourOf(route, 1)).toBe(ROUTE_PALETTE[1]);
    expect(vehicleColourOf(route, ROUTE_PALETTE.length + 2)).toBe(ROUTE_PALETTE[2]);
  });

  it('draws a colour that is not a hex colour in black', () => {
    const route = routeOf(vehicle('34 A 1', ['red; background: url(x)']));
    expect(vehicleColourOf(route, 0)).toBe('#000000');
  });

  it('is always a drawable hex colour', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.string())), fc.nat(100), (colours, index) => {
        const route = routeOf(vehicle('P', colours));
        expect(vehicleColourOf(route, index)).toMatch(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
      }),
    );
  });

  it('gives each plate its vehicle’s colour, the first vehicle of a plate winning', () => {
    const route = routeOf(
      vehicle('34 A 1', [null, '#112233']),
      vehicle('34 A 2', [null]),
      vehicle('34 A 1', ['#445566']),
      { ...vehicle('34 A 3', []), vehicleName: '34 A 3' },
    );
    expect(vehicleColoursByPlate(route)).toEqual(
      new Map([
        ['34 A 1', '#112233'],
        ['34 A 2', vehicleColourOf(route, 1)],
        ['34 A 3', vehicleColourOf(route, 3)],
      ]),
    );
  });
});
