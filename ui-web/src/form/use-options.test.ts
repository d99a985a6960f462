import { describe, expect, it } from 'vitest';
import { recordValueField, toOptions } from './use-options.js';

describe('select options of records', () => {
  it('stores what the field names: a reference, an id, a name or a depot reference', () => {
    expect(recordValueField('cargoTypeRefNo')).toBe('refNo');
    expect(recordValueField('distributionCenterId')).toBe('id');
    expect(recordValueField('regionName')).toBe('name');
    expect(recordValueField('assignedToDepot')).toBe('depotRefNo');
    expect(recordValueField('orderType')).toBeNull();
  });

  it('reads list answers and keeps the value as the source gave it', () => {
    const regions = [{ id: 3, name: 'Marmara' }];
    expect(toOptions(regions, 'name')).toEqual([{ value: 'Marmara', label: 'Marmara', raw: 'Marmara' }]);
    expect(toOptions(regions, 'id')).toEqual([{ value: '3', label: 'Marmara', raw: 3 }]);
    const locations = { locationResultList: [{ id: 9, refNo: 'L-1', name: 'Depot' }], count: 1 };
    expect(toOptions(locations, 'refNo')).toEqual([{ value: 'L-1', label: 'Depot (L-1)', raw: 'L-1' }]);
    expect(toOptions([{ key: 0, value: 'Avoid' }])).toEqual([{ value: '0', label: 'Avoid', raw: 0 }]);
  });
});
