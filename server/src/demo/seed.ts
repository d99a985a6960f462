import { inArray, sql } from 'drizzle-orm';
import { DISTRIBUTION_CENTER_SITES, generateDemoData, type DemoData } from '@rota/test-fixtures';
import type { Database, Orm } from '../db/database.js';
import {
  cargoTypes,
  depots,
  distributionCenters,
  drivers,
  geofences,
  locations,
  operationTypes,
  orders,
  regions,
  stepDefinitions,
  timeWindowConstraints,
  vehicleOperationTypeConstraints,
  vehicles,
  vehicleTypeOperationTypeConstraints,
  vehicleTypes,
  workflowActions,
  workflows,
  workflowSteps,
} from '../db/schema/master-data.js';

export interface SeedDemoDataOptions {
  /** 'YYYY-MM-DD' of the orders; absent: today in Istanbul */
  today?: string;
  seed?: number;
}

export interface SeedDemoDataResult {
  /** false when master data already existed and nothing was written */
  seeded: boolean;
  /** ids of the demo distribution centers, the first one first (empty if they do not exist) */
  distributionCenterIds: number[];
}

/** Serialises concurrent first starts of several server instances on one database. */
const SEED_LOCK_KEY = 7_346_021;

/** Today's date in Istanbul, where the demo operation runs. */
export function istanbulToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(now);
}

type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];

/** A map from a record's key to its new id; a missing key is a bug in the demo data. */
function lookup(rows: readonly { id: number; key: string }[], what: string): (key: string) => number {
  const ids = new Map(rows.map((r) => [r.key, r.id]));
  return (key) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`demo data: unknown ${what} "${key}"`);
    return id;
  };
}

async function hasMasterData(tx: Tx): Promise<boolean> {
  const result = (await tx.execute(
    sql`SELECT EXISTS (SELECT 1 FROM distribution_centers) OR EXISTS (SELECT 1 FROM locations) OR EXISTS (SELECT 1 FROM vehicles) AS present`,
  )) as unknown as { rows: { present: boolean }[] };
  return result.rows[0]?.present === true;
}

/** Ids of the demo distribution centers in the generator's order (first: the DC Manager's). */
export async function demoDistributionCenterIds(db: Database): Promise<number[]> {
  const names = DISTRIBUTION_CENTER_SITES.map((s) => s.name);
  const found = await db.orm
    .select({ id: distributionCenters.id, name: distributionCenters.name })
    .from(distributionCenters)
    .where(inArray(distributionCenters.name, names));
  return names.flatMap((name) => found.filter((r) => r.name === name).map((r) => r.id));
}

/**
 * Writes the demo operation into an empty database, all in one transaction. Does nothing when
 * distribution centers, locations or vehicles already exist. Users are not part of it.
 */
export async function seedDemoData(
  db: Database,
  options: SeedDemoDataOptions = {},
): Promise<SeedDemoDataResult> {
  const data = generateDemoData({
    today: options.today ?? istanbulToday(),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  });
  const seeded = await db.orm.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasMasterData(tx)) return false;
    await insertDemoData(tx, data);
    return true;
  });
  return { seeded, distributionCenterIds: await demoDistributionCenterIds(db) };
}

async function insertDemoData(tx: Tx, data: DemoData): Promise<void> {
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
  const locationId = lookup(
    await tx
      .insert(locations)
      .values(
        data.locations.map(({ distributionCenterName, timeWindows: _windows, neighbourhood: _n, ...l }) => ({
          ...l,
          distributionCenterId: dcId(distributionCenterName),
        })),
      )
      .returning({ id: locations.id, key: locations.refNo }),
    'location',
  );
  const depotId = lookup(
    await tx
      .insert(depots)
      .values(
        data.depots.map((d) => ({
          refNo: d.refNo,
          name: d.name,
          distributionCenterId: dcId(d.distributionCenterName),
          locationId: locationId(d.locationRefNo),
        })),
      )
      .returning({ id: depots.id, key: depots.refNo }),
    'depot',
  );
  const cargoTypeId = lookup(
    await tx
      .insert(cargoTypes)
      .values(data.cargoTypes)
      .returning({ id: cargoTypes.id, key: cargoTypes.refNo }),
    'cargo type',
  );
  const operationTypeId = lookup(
    await tx
      .insert(operationTypes)
      .values(data.operationTypes)
      .returning({ id: operationTypes.id, key: operationTypes.refNo }),
    'operation type',
  );
  const vehicleTypeId = lookup(
    await tx
      .insert(vehicleTypes)
      .values(data.vehicleTypes)
      .returning({ id: vehicleTypes.id, key: vehicleTypes.refNo }),
    'vehicle type',
  );
  const driverId = lookup(
    await tx
      .insert(drivers)
      .values(
        data.drivers.map(({ distributionCenterName, ...d }) => ({
          ...d,
          distributionCenterId: dcId(distributionCenterName),
        })),
      )
      .returning({ id: drivers.id, key: drivers.refNo }),
    'driver',
  );
  const vehicleId = lookup(
    await tx
      .insert(vehicles)
      .values(
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
      )
      .returning({ id: vehicles.id, key: vehicles.refNo }),
    'vehicle',
  );
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
  await tx.insert(timeWindowConstraints).values([
    ...data.locations.flatMap((l) =>
      l.timeWindows.map((w) => ({
        locationId: locationId(l.refNo),
        startTime: w.startTime,
        endTime: w.endTime,
        days: w.days,
      })),
    ),
    ...data.operationTypeTimeWindows.map((w) => ({
      operationTypeId: operationTypeId(w.operationTypeRefNo),
      startTime: w.startTime,
      endTime: w.endTime,
      days: w.days,
    })),
  ]);
  await tx.insert(vehicleTypeOperationTypeConstraints).values(
    data.vehicleTypeCapabilities.map((c) => ({
      vehicleTypeId: vehicleTypeId(c.vehicleTypeRefNo),
      operationTypeId: operationTypeId(c.operationTypeRefNo),
      isCapable: c.isCapable,
    })),
  );
  if (data.vehicleCapabilities.length > 0) {
    await tx.insert(vehicleOperationTypeConstraints).values(
      data.vehicleCapabilities.map((c) => ({
        vehicleId: vehicleId(c.vehicleRefNo),
        operationTypeId: operationTypeId(c.operationTypeRefNo),
        isCapable: c.isCapable,
      })),
    );
  }
  await tx.insert(geofences).values(
    data.geofences.map(({ distributionCenterName, ...g }) => ({
      ...g,
      distributionCenterId: dcId(distributionCenterName),
    })),
  );
  await insertWorkflows(tx, data, operationTypeId);
}

async function insertWorkflows(
  tx: Tx,
  data: DemoData,
  operationTypeId: (refNo: string) => number,
): Promise<void> {
  const stepId = lookup(
    await tx
      .insert(stepDefinitions)
      .values(data.stepDefinitions)
      .returning({ id: stepDefinitions.id, key: stepDefinitions.name }),
    'step definition',
  );
  for (const workflow of data.workflows) {
    const [row] = await tx
      .insert(workflows)
      .values({ name: workflow.name, isDefault: workflow.isDefault })
      .returning({ id: workflows.id });
    if (!row) throw new Error(`demo data: workflow "${workflow.name}" was not written`);
    for (const action of workflow.workflowActions) {
      const [actionRow] = await tx
        .insert(workflowActions)
        .values({
          workflowId: row.id,
          operationTypeId: operationTypeId(action.operationTypeRefNo),
          actionOrder: action.actionOrder,
        })
        .returning({ id: workflowActions.id });
      if (!actionRow) throw new Error(`demo data: workflow action of "${workflow.name}" was not written`);
      await tx.insert(workflowSteps).values(
        action.steps.map((s) => ({
          workflowActionId: actionRow.id,
          stepDefinitionId: stepId(s.stepName),
          actionOrder: s.actionOrder,
          isRequired: s.isRequired,
        })),
      );
    }
  }
}
