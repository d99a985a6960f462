import { describe, expect, it } from 'vitest';
import type { ResourceScreen } from '../pages/resource-screens.js';
import { mapShapes } from './resource-map.js';

const base = {
  route: '/x',
  endpoint: 'x',
  titleKey: 'x',
  itemName: 'X',
  idField: 'refNo',
  nameField: 'name',
};

describe('rows on the map', () => {
  it('turns coordinate rows into markers and skips rows without coordinates', () => {
    const screen: ResourceScreen = {
      ...base,
      map: { latField: 'latitude', lngField: 'longitude', coordinatePath: (id) => `x/${id}` },
    };
    const shapes = mapShapes(screen, [
      { refNo: 'L1', name: 'Depot', latitude: 41.01, longitude: 28.97 },
      { refNo: 'L2', name: 'Nowhere', latitude: null, longitude: 28.9 },
      { refNo: 'L3', name: 'Text', latitude: '40.5', longitude: '29.1' },
    ]);
    expect(shapes.markers).toEqual([
      { id: 'L1', position: { lat: 41.01, lng: 28.97 }, title: 'Depot', draggable: true },
      { id: 'L3', position: { lat: 40.5, lng: 29.1 }, title: 'Text', draggable: true },
    ]);
  });

  it('turns polygon text into areas', () => {
    const screen: ResourceScreen = { ...base, idField: 'id', map: { polygonField: 'polygon' } };
    const shapes = mapShapes(screen, [
      { id: 7, name: 'Old town', polygon: '41,29;41.1,29;41.1,29.1' },
      { id: 8, name: 'Bad', polygon: 'x' },
    ]);
    expect(shapes.polygons).toHaveLength(1);
    expect(shapes.polygons[0]).toMatchObject({ id: '7', label: 'Old town' });
    expect(shapes.polygons[0]?.path[1]).toEqual({ lat: 41.1, lng: 29 });
  });
});
