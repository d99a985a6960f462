import { describe, expect, it } from 'vitest';
import { DIFF_CHANGED_COLOUR, DIFF_FROM_COLOUR, versionDiffLayers } from './version-diff-map.model.js';

const stop = (id: number, orders: string[]) =>
  ({ routeLocationId: id, orders: orders.map((refNo) => ({ refNo })) }) as never;

describe('the version diff map', () => {
  it('draws the other version grey under this one, and rings the stops of changed orders', () => {
    const layers = versionDiffLayers(
      { markers: [], polylines: [{ id: 'line-1-0', encoded: '_p~iF~ps|U_ulLnnqC', colour: '#138995' }] },
      {
        markers: [
          { id: 'stop-11', position: { lat: 1, lng: 1 }, colour: '#138995' },
          { id: 'stop-12', position: { lat: 2, lng: 2 }, colour: '#138995' },
        ],
        polylines: [{ id: 'line-1-0', encoded: '_p~iF~ps|U', colour: '#138995' }],
      },
      { vehicleWithAssignedLocations: [{ locations: [stop(11, ['O-1']), stop(12, ['O-2'])] }] as never },
      ['O-2'],
    );
    expect(layers.polylines.map((l) => [l.id, l.colour])).toEqual([
      ['from-line-1-0', DIFF_FROM_COLOUR],
      ['to-line-1-0', '#138995'],
    ]);
    // The road shape of each leg is kept as stored.
    expect(layers.polylines[0]?.encoded).toBe('_p~iF~ps|U_ulLnnqC');
    expect(layers.markers.map((m) => m.colour)).toEqual(['#138995', DIFF_CHANGED_COLOUR]);
  });
});
