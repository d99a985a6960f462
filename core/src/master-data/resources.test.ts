import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../i18n/catalog.js';
import { MASTER_DATA_RESOURCES, keyOfRow, resourcePaths, rowsOfList } from './resources.js';

describe('master-data resource registry', () => {
  it('names real i18n keys and the spec page sizes', () => {
    for (const [name, c] of Object.entries(MASTER_DATA_RESOURCES)) {
      expect(CATALOGS.en[c.emptyMessageKey], name).toBeDefined();
      expect(CATALOGS.en[c.pageNameKey], name).toBeDefined();
    }
    expect(MASTER_DATA_RESOURCES.locations.pageSize).toBe(10);
    expect(MASTER_DATA_RESOURCES.cargoTypes.pageSize).toBe(20);
    expect(MASTER_DATA_RESOURCES.vehicleTypes.actions.delete).toBe(false);
  });
  it('finds rows and keys in list answers', () => {
    expect(rowsOfList(MASTER_DATA_RESOURCES.vehicles, { vehicleResultList: [{ refNo: 'V' }] })).toEqual([
      { refNo: 'V' },
    ]);
    expect(rowsOfList(MASTER_DATA_RESOURCES.cargoTypes, [{ refNo: 'C' }])).toEqual([{ refNo: 'C' }]);
    expect(rowsOfList(MASTER_DATA_RESOURCES.vehicles, null)).toEqual([]);
    expect(keyOfRow(MASTER_DATA_RESOURCES.geofences, { id: 4 })).toBe(4);
    expect(keyOfRow(MASTER_DATA_RESOURCES.orders, { refNo: null })).toBeNull();
  });
  it('builds the generic helper paths', () => {
    const p = resourcePaths(MASTER_DATA_RESOURCES.drivers);
    expect(p.list).toBe('driver/drivers');
    expect(p.fieldOptions).toBe('driver/input-field-options');
    expect(p.one('D 1')).toBe('driver/D%201');
    expect(p.noContent).toBe('driver/drivers/no-content-data-results');
    expect(resourcePaths(MASTER_DATA_RESOURCES.cargoTypes).fieldOptions).toBe(
      'cargo-types/input-field-options',
    );
  });
});
