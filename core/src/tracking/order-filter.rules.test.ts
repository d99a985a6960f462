import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chooseClients,
  chooseJob,
  chooseLocations,
  chooseOrders,
  chooseVehicles,
  emptyOrderFilterSelection,
  locationOptions,
  orderFilterFromQuery,
  orderFilterToQuery,
  orderOptions,
  vehicleOptions,
  type OrderFilterSelection,
} from './order-filter.rules.js';
import { orderTrackingTabs } from './order-tab.rules.js';

const filter = {
  locations: [
    { refNo: 'L1', name: 'A', clientRefNo: 'C1' },
    { refNo: 'L2', name: 'B', clientRefNo: 'C2' },
  ],
  orders: [
    { refNo: 'O1', name: 'o1', locationRefNo: 'L1', clientRefNo: 'C1' },
    { refNo: 'O2', name: 'o2', locationRefNo: 'L2', clientRefNo: 'C2' },
  ],
  vehicles: [
    { refNo: 'V1', plate: 'P1', clientRefNos: ['C1'] },
    { refNo: 'V2', plate: 'P2', clientRefNos: ['C2', 'C3'] },
  ],
};
const ref = fc.constantFrom('A', 'B', 'C', 'D,E');
const selectionArb: fc.Arbitrary<OrderFilterSelection> = fc.record({
  job: fc.option(fc.constantFrom('J1', 'J 2'), { nil: null }),
  clients: fc.array(ref, { maxLength: 3 }),
  locations: fc.array(ref, { maxLength: 3 }),
  orders: fc.array(ref, { maxLength: 3 }),
  vehicles: fc.array(ref, { maxLength: 3 }),
});

describe('order filter dependencies', () => {
  it('clears dependent selections', () => {
    const full = { job: 'J', clients: ['C1'], locations: ['L1'], orders: ['O1'], vehicles: ['V1'] };
    expect(chooseJob(full, 'K')).toEqual({ ...emptyOrderFilterSelection, job: 'K' });
    expect(chooseClients(full, ['C2'])).toEqual({
      job: 'J',
      clients: ['C2'],
      locations: [],
      orders: [],
      vehicles: [],
    });
    expect(chooseLocations(full, ['L2'])).toEqual({ ...full, locations: ['L2'], orders: [] });
    expect(chooseOrders(full, ['O2'])).toEqual({ ...full, orders: ['O2'] });
    expect(chooseVehicles(full, ['V2'])).toEqual({ ...full, vehicles: ['V2'] });
  });

  it('narrows options by clients and locations', () => {
    const byClient = { ...emptyOrderFilterSelection, clients: ['C2'] };
    expect(locationOptions(filter, byClient).map((l) => l.refNo)).toEqual(['L2']);
    expect(vehicleOptions(filter, byClient).map((v) => v.refNo)).toEqual(['V2']);
    expect(orderOptions(filter, byClient).map((o) => o.refNo)).toEqual(['O2']);
    expect(
      orderOptions(filter, { ...emptyOrderFilterSelection, locations: ['L1'] }).map((o) => o.refNo),
    ).toEqual(['O1']);
    expect(locationOptions(filter, emptyOrderFilterSelection)).toHaveLength(2);
  });

  it('round-trips through the address when values have no commas', () => {
    fc.assert(
      fc.property(selectionArb, fc.constantFrom(...orderTrackingTabs), (selection, tab) => {
        const clean = {
          ...selection,
          clients: selection.clients.filter((v) => !v.includes(',')),
          locations: selection.locations.filter((v) => !v.includes(',')),
          orders: selection.orders.filter((v) => !v.includes(',')),
          vehicles: selection.vehicles.filter((v) => !v.includes(',')),
        };
        expect(orderFilterFromQuery(orderFilterToQuery(clean, tab))).toEqual({ selection: clean, tab });
      }),
    );
    expect(orderFilterFromQuery([['locations', 'L1,L2']]).selection.locations).toEqual(['L1', 'L2']);
  });
});
