import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { DemoData } from './generator/index.js';
import {
  cargoTypes,
  depots,
  distributionCenters,
  drivers,
  locations,
  operationTypes,
  orders,
  regions,
  vehicles,
  vehicleTypes,
} from '../db/schema/master-data.js';
import { insertConstraints, insertGeofences, insertTerritories, insertWorkflows } from './insert-rules.js';
import { lookup, type DemoIds, type Lookup, type Tx } from './seed-tx.js';

type KeyedTable = PgTable & { id: PgColumn; refNo: PgColumn };

/** Writes rows keyed by reference number; the new ids by reference. */
async function insertKeyed<T extends KeyedTable>(
  tx: Tx,
  table: T,
  rows: PgInsertValue<T>[],
  what: string,
): Promise<Lookup> {
  const saved = await tx.insert(table).values(rows).returning({ id: table.id, key: table.refNo });
  return lookup(saved as { id: number; key: string }[], what);
}

/** A row of a distribution center named in the demo data, with the center's new id. */
const inCenter =
  (dcId: Lookup) =>
  <R extends { distributionCenterName: string }>({ distributionCenterName, ...row }: R) => ({
    ...row,
    distributionCenterId: dcId(distributionCenterName),
  });

async function insertPlaces(
  tx: Tx,
  data: DemoData,
): Promise<Pick<DemoIds, 'dcId' | 'locationId' | 'depotId'>> {
  const regionId = lookup(
    await tx.insert(regions).values(data.regions).returning({ id: regions.id, key: regions.name }),
    'region',
  );
  const dcId = lookup(
    await tx
      .insert(distributionCenters)
      .values(
        data.distributionCenters.map(({ regionName, ...dc }) => ({ ...dc, regionId: regionId(regionName) })),
      )
      .returning({ id: distributionCenters.id, key: distributionCenters.name }),
    'distribution center',
  );
  const locationId = await insertKeyed(
    tx,
    locations,
    data.locations.map(({ timeWindows: _windows, neighbourhood: _n, ...l }) => inCenter(dcId)(l)),
    'location',
  );
  const depotId = await insertKeyed(
    tx,
    depots,
    data.depots.map((d) => ({
      refNo: d.refNo,
      name: d.name,
      distributionCenterId: dcId(d.distributionCenterName),
      locationId: locationId(d.locationRefNo),
    })),
    'depot',
  );
  return { dcId, locationId, depotId };
}

async function insertCatalogue(
  tx: Tx,
  data: DemoData,
): Promise<Pick<DemoIds, 'cargoTypeId' | 'operationTypeId' | 'vehicleTypeId'>> {
  const cargoTypeId = await insertKeyed(tx, cargoTypes, data.cargoTypes, 'cargo type');
  const operationTypeId = await insertKeyed(tx, operationTypes, data.operationTypes, 'operation type');
  const vehicleTypeId = await insertKeyed(tx, vehicleTypes, data.vehicleTypes, 'vehicle type');
  return { cargoTypeId, operationTypeId, vehicleTypeId };
}

async function insertFleet(
  tx: Tx,
  data: DemoData,
  { dcId, locationId, vehicleTypeId }: Pick<DemoIds, 'dcId' | 'locationId' | 'vehicleTypeId'>,
): Promise<Pick<DemoIds, 'driverId' | 'vehicleId'>> {
  const driverId = await insertKeyed(tx, drivers, data.drivers.map(inCenter(dcId)), 'driver');
  const vehicleId = await insertKeyed(
    tx,
    vehicles,
    data.vehicles.map((v) => ({
      refNo: v.refNo,
      plate: v.plate,
      vehicleTypeId: vehicleTypeId(v.vehicleTypeRefNo),
      distributionCenterId: dcId(v.distributionCenterName),
      departureLocationId: locationId(v.departureLocationRefNo),
      arrivalLocationId: locationId(v.arrivalLocationRefNo),
      shiftStart: v.shiftStart,
      shiftEnd: v.shiftEnd,
      fixedCost: v.fixedCost,
      durationUnitCost: v.durationUnitCost,
      distanceUnitCost: v.distanceUnitCost,
      weightCapacity: v.weightCapacity,
      volumeCapacity: v.volumeCapacity,
      insuranceLimit: v.insuranceLimit,
      defaultDriverId: v.defaultDriverRefNo === null ? null : driverId(v.defaultDriverRefNo),
    })),
    'vehicle',
  );
  return { driverId, vehicleId };
}

async function insertOrders(tx: Tx, data: DemoData, ids: DemoIds): Promise<void> {
  const { dcId, locationId, cargoTypeId, operationTypeId, depotId } = ids;
  await tx.insert(orders).values(
    data.orders.map((o) => ({
      refNo: o.refNo,
      distributionCenterId: dcId(o.distributionCenterName),
      name: o.name,
      orderDate: o.date,
      orderType: o.orderType,
      locationId: locationId(o.locationRefNo),
      cargoTypeId: cargoTypeId(o.cargoTypeRefNo),
      operationTypeId: operationTypeId(o.operationTypeRefNo),
      amount: o.amount,
      weight: o.weight,
      volume: o.volume,
      monetaryValue: o.monetaryValue,
      invoiceAmount: o.invoiceAmount,
      currency: o.currency,
      material: o.material,
      isOptional: o.isOptional,
      createdByDepotId: depotId(o.createdByDepotRefNo),
      assignedToDepotId: depotId(o.assignedToDepotRefNo),
      inboundDate: o.inboundDate,
      serveAfter: o.serveAfter,
      serveBefore: o.serveBefore,
      description: o.description,
      customServiceDuration: o.customServiceDuration,
    })),
  );
}

/** Writes every record of the demo data, parents before children. */
export async function insertDemoData(tx: Tx, data: DemoData): Promise<void> {
  const places = await insertPlaces(tx, data);
  const catalogue = await insertCatalogue(tx, data);
  const fleet = await insertFleet(tx, data, { ...places, ...catalogue });
  const ids: DemoIds = { ...places, ...catalogue, ...fleet };
  await insertOrders(tx, data, ids);
  await insertConstraints(tx, data, ids);
  await insertGeofences(tx, data, ids);
  await insertWorkflows(tx, data, ids);
  await insertTerritories(tx, data, ids);
}
