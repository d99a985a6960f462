import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addLocationsToTerritory,
  drawnPolygonActions,
  drawnTerritoryShape,
  locationsInPolygon,
  locationsInTerritoryPolygon,
} from './polygon-selection.rules.js';

const square = [
  { lat: 41, lng: 29 },
  { lat: 41, lng: 30 },
  { lat: 42, lng: 30 },
  { lat: 42, lng: 29 },
];
const place = (refNo: string, latitude: number, longitude: number, isDepot = false) => ({
  refNo,
  latitude,
  longitude,
  isDepot,
});

describe('territory polygon selection', () => {
  it('selects non-depot locations inside or on the edge', () => {
    const locations = [
      place('inside', 41.5, 29.5),
      place('edge', 41, 29.5),
      place('corner', 42, 30),
      place('outside', 43, 29.5),
      place('depot', 41.5, 29.6, true),
    ];
    expect(locationsInPolygon(square, locations).map((l) => l.refNo)).toEqual(['inside', 'edge', 'corner']);
    expect(locationsInTerritoryPolygon('41,29;41,30;42,30;42,29', locations)).toHaveLength(3);
    expect(locationsInTerritoryPolygon('not a polygon', locations)).toEqual([]);
    expect(locationsInPolygon(square.slice(0, 2), locations)).toEqual([]);
  });

  it('never selects a depot and agrees with the square bounds', () => {
    const coordinate = fc.record({
      latitude: fc.double({ min: 40, max: 43, noNaN: true }),
      longitude: fc.double({ min: 28, max: 31, noNaN: true }),
      isDepot: fc.boolean(),
      refNo: fc.string(),
    });
    fc.assert(
      fc.property(fc.array(coordinate), (locations) => {
        const selected = locationsInPolygon(square, locations);
        for (const l of selected) {
          expect(l.isDepot).toBe(false);
          expect(l.latitude >= 41 && l.latitude <= 42 && l.longitude >= 29 && l.longitude <= 30).toBe(true);
        }
        const strictlyInside = locations.filter(
          (l) => !l.isDepot && l.latitude > 41 && l.latitude < 42 && l.longitude > 29 && l.longitude < 30,
        );
        for (const l of strictlyInside) expect(selected).toContain(l);
      }),
    );
  });

  it('writes a drawn shape and offers the popup actions', () => {
    expect(drawnTerritoryShape(square)).toEqual({
      polygon: '41.000000,29.000000;41.000000,30.000000;42.000000,30.000000;42.000000,29.000000',
      latitude: 41.5,
      longitude: 29.5,
    });
    expect(drawnTerritoryShape(square.slice(0, 2))).toBeNull();
    expect(drawnPolygonActions(false)).toEqual(['create']);
    expect(drawnPolygonActions(true)).toEqual(['create', 'addToCurrent']);
  });

  it('adds new locations after the current ones, each once', () => {
    expect(
      addLocationsToTerritory(
        [
          { locationRefNo: 'A', visitOrder: 1 },
          { locationRefNo: 'B', visitOrder: 2 },
        ],
        ['B', 'C', 'C', 'D'],
      ),
    ).toEqual([
      { locationRefNo: 'A', visitOrder: 1 },
      { locationRefNo: 'B', visitOrder: 2 },
      { locationRefNo: 'C', visitOrder: 3 },
      { locationRefNo: 'D', visitOrder: 4 },
    ]);
  });
});
