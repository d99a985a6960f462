import type { Orm } from '../db/database.js';

/** The transaction the demo data is written in. */
export type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];

/** Finds the new id of a record by its key (reference number or name). */
export type Lookup = (key: string) => number;

/** A map from a record's key to its new id; a missing key is a bug in the demo data. */
export function lookup(rows: readonly { id: number; key: string }[], what: string): Lookup {
  const ids = new Map(rows.map((r) => [r.key, r.id]));
  return (key) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`demo data: unknown ${what} "${key}"`);
    return id;
  };
}

/** New ids of the records written so far, by key. */
export interface DemoIds {
  dcId: Lookup;
  locationId: Lookup;
  depotId: Lookup;
  cargoTypeId: Lookup;
  operationTypeId: Lookup;
  vehicleTypeId: Lookup;
  driverId: Lookup;
  vehicleId: Lookup;
}
