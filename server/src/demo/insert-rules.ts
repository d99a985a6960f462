import { sql } from 'drizzle-orm';
import type { DemoData } from './generator/index.js';
import {
  geofences,
  stepDefinitions,
  territories,
  territoryLocations,
  timeWindowConstraints,
  vehicleOperationTypeConstraints,
  vehicleTypeOperationTypeConstraints,
  workflowActions,
  workflows,
  workflowSteps,
} from '../db/schema/master-data.js';
import { lookup, type DemoIds, type Tx } from './seed-tx.js';

/** Location and operation-type time windows, and which vehicles may do which operations. */
export async function insertConstraints(tx: Tx, data: DemoData, ids: DemoIds): Promise<void> {
  const { locationId, operationTypeId, vehicleTypeId, vehicleId } = ids;
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
}

export async function insertGeofences(tx: Tx, data: DemoData, { dcId }: DemoIds): Promise<void> {
  if (data.geofences.length === 0) return;
  await tx.insert(geofences).values(
    data.geofences.map(({ distributionCenterName, ...g }) => ({
      ...g,
      distributionCenterId: dcId(distributionCenterName),
    })),
  );
}

export async function insertWorkflows(tx: Tx, data: DemoData, { operationTypeId }: DemoIds): Promise<void> {
  const stepId = lookup(
    await tx
      .insert(stepDefinitions)
      .values(data.stepDefinitions)
      // The known steps exist from the migrations on; the demo keeps its display names.
      .onConflictDoUpdate({ target: stepDefinitions.name, set: { displayName: sql`excluded.display_name` } })
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

/** Territories with their locations in visit order. */
export async function insertTerritories(tx: Tx, data: DemoData, ids: DemoIds): Promise<void> {
  const { dcId, vehicleId, locationId } = ids;
  for (const {
    locations: members,
    distributionCenterName,
    defaultVehicleRefNo,
    ...territory
  } of data.territories) {
    const [row] = await tx
      .insert(territories)
      .values({
        ...territory,
        distributionCenterId: dcId(distributionCenterName),
        defaultVehicleId: defaultVehicleRefNo === null ? null : vehicleId(defaultVehicleRefNo),
      })
      .returning({ id: territories.id });
    if (!row) throw new Error(`demo data: territory "${territory.name}" was not written`);
    if (members.length === 0) continue;
    await tx.insert(territoryLocations).values(
      members.map((m) => ({
        territoryId: row.id,
        locationId: locationId(m.locationRefNo),
        visitOrder: m.visitOrder,
      })),
    );
  }
}
