import { describe, expect, it } from 'vitest';
import { centersOf } from './use-center-lists.js';

describe('distribution centers of the job modal', () => {
  it('lists each center of the depots once, by id, named by the center', () => {
    const depot = (id: number, center: number, name: string) => ({
      id,
      refNo: `LOC-${id}`,
      name: `Depot ${id}`,
      latitude: 41,
      longitude: 29,
      distributionCenterId: center,
      distributionCenterName: name,
    });
    expect(
      centersOf([
        depot(3, 3, 'Dudullu'),
        depot(4, 1, 'İkitelli'),
        depot(5, 2, 'Kağıthane'),
        depot(6, 1, 'İkitelli'),
      ]),
    ).toEqual([
      { id: '1', name: 'İkitelli' },
      { id: '2', name: 'Kağıthane' },
      { id: '3', name: 'Dudullu' },
    ]);
    expect(centersOf([{ ...depot(7, 1, 'x'), distributionCenterId: null }])).toEqual([]);
  });
});
