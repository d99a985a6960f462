import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoData } from './generator/index.js';
import { first, rows, sql, type Database } from '../db/database.js';
import { openTestDatabase } from '../testing/test-database.js';
import { demoDistributionCenterIds, istanbulToday, seedDemoData } from './seed.js';

const today = '2026-11-22';
const data = generateDemoData({ today });

/** The SQLSTATE of a failed query, looking through the driver's wrapping. */
async function failureCode(query: Promise<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
  return undefined;
}

async function count(db: Database, table: string): Promise<number> {
  const row = await first<{ n: number }>(
    db.orm,
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
  );
  return row?.n ?? -1;
}

describe('seedDemoData', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('writes the whole demo operation once', async () => {
    const result = await seedDemoData(db, { today });
    expect(result.seeded).toBe(true);
    expect(result.distributionCenterIds).toHaveLength(3);
    const expected: Record<string, number> = {
      regions: 2,
      distribution_centers: 3,
      locations: data.locations.length,
      depots: data.depots.length,
      cargo_types: data.cargoTypes.length,
      operation_types: data.operationTypes.length,
      vehicle_types: 4,
      vehicles: 25,
      drivers: 25,
      orders: data.orders.length,
      time_window_constraints:
        data.locations.reduce((n, l) => n + l.timeWindows.length, 0) + data.operationTypeTimeWindows.length,
      vehicle_type_operation_type_constraints: data.vehicleTypeCapabilities.length,
      vehicle_operation_type_constraints: data.vehicleCapabilities.length,
      geofences: 2,
      step_definitions: data.stepDefinitions.length,
      workflows: data.workflows.length,
      territories: data.territories.length,
      territory_locations: data.territories.reduce((n, t) => n + t.locations.length, 0),
      workflow_steps: data.workflows.reduce(
        (n, w) => n + w.workflowActions.reduce((m, a) => m + a.steps.length, 0),
        0,
      ),
    };
    for (const [table, n] of Object.entries(expected))
      expect([table, await count(db, table)]).toEqual([table, n]);
    expect(data.locations.filter((l) => !l.isDepot).length).toBeGreaterThanOrEqual(400);
    expect(data.orders.length).toBeGreaterThanOrEqual(300);
    // every customer place has its week; the weekday flags agree with the weekly frequency
    const customers = data.locations.filter((l) => !l.isDepot).length;
    expect(await count(db, 'territory_planning_inputs')).toBe(customers);
    expect(await count(db, 'location_planned_visits')).toBeGreaterThan(customers / 4);
    const mismatched = await first<{ n: number }>(
      db.orm,
      sql`SELECT count(*)::int AS n FROM territory_planning_inputs WHERE weekly_visit_frequency <>
            monday_visit::int + tuesday_visit::int + wednesday_visit::int + thursday_visit::int + friday_visit::int`,
    );
    expect(mismatched?.n).toBe(0);
  });

  it('does nothing the second time and still names the demo distribution centers', async () => {
    const before = await count(db, 'orders');
    const again = await seedDemoData(db, { today: '2026-11-23' });
    expect(again.seeded).toBe(false);
    expect(await count(db, 'orders')).toBe(before);
    const ids = await demoDistributionCenterIds(db);
    expect(again.distributionCenterIds).toEqual(ids);
    const firstDc = await first<{ name: string; region: string }>(
      db.orm,
      sql`SELECT dc.name, r.name AS region FROM distribution_centers dc JOIN regions r ON r.id = dc.region_id WHERE dc.id = ${ids[0]}`,
    );
    expect(firstDc).toEqual({ name: data.distributionCenters[0]?.name, region: 'Avrupa Yakası' });
  });

  it('keeps values as generated: coordinates, shifts, polygons, days, amounts', async () => {
    const location = data.locations[10];
    const stored = await first<{ latitude: number; longitude: number; name: string }>(
      db.orm,
      sql`SELECT latitude, longitude, name FROM locations WHERE ref_no = ${location?.refNo}`,
    );
    expect(stored).toEqual({
      latitude: location?.latitude,
      longitude: location?.longitude,
      name: location?.name,
    });
    const vehicle = data.vehicles[0];
    const v = await first<{ shift_start: string; plate: string; driver: string; departure: string }>(
      db.orm,
      sql`SELECT v.shift_start::text, v.plate, d.ref_no AS driver, l.ref_no AS departure
          FROM vehicles v JOIN drivers d ON d.id = v.default_driver_id JOIN locations l ON l.id = v.departure_location_id
          WHERE v.ref_no = ${vehicle?.refNo}`,
    );
    expect(v).toEqual({
      shift_start: `${vehicle?.shiftStart}:00`,
      plate: vehicle?.plate,
      driver: vehicle?.defaultDriverRefNo,
      departure: vehicle?.departureLocationRefNo,
    });
    const fence = await first<{ polygon: unknown; days_of_week: number[]; type: number }>(
      db.orm,
      sql`SELECT polygon, days_of_week, type FROM geofences WHERE name = ${data.geofences[1]?.name}`,
    );
    expect(fence?.polygon).toEqual(data.geofences[1]?.polygon);
    expect(fence?.days_of_week).toEqual(data.geofences[1]?.daysOfWeek);
    expect(fence?.type).toBe(0);
    const totals = await first<{ weight: string; n: number }>(
      db.orm,
      sql`SELECT sum(weight)::text AS weight, count(*)::int AS n FROM orders WHERE order_date = ${today}`,
    );
    const expectedWeight = data.orders.reduce((s, o) => s + o.weight, 0);
    expect(Number(totals?.weight)).toBeCloseTo(expectedWeight, 3);
    expect(totals?.n).toBe(data.orders.length);
    const defaults = await rows<{ name: string }>(db.orm, sql`SELECT name FROM workflows WHERE is_default`);
    expect(defaults.map((w) => w.name)).toEqual(data.workflows.filter((w) => w.isDefault).map((w) => w.name));
  });

  it('rejects a second vehicle with the same plate, however it is spaced or cased', async () => {
    const plate = data.vehicles[0]?.plate ?? '';
    const code = await failureCode(
      db.orm.execute(sql`
        INSERT INTO vehicles (ref_no, plate, vehicle_type_id, distribution_center_id, departure_location_id,
                              arrival_location_id, shift_start, shift_end)
        SELECT 'VEH-NEW', ${plate.replace(/ /g, '').toLowerCase()}, vehicle_type_id, distribution_center_id,
               departure_location_id, arrival_location_id, shift_start, shift_end
        FROM vehicles WHERE ref_no = ${data.vehicles[0]?.refNo}`),
    );
    expect(code).toBe('23505');
  });

  it('rejects an order reference twice in one distribution center but allows it in another', async () => {
    const order = data.orders[0];
    const insertCopy = (dcName: string) =>
      db.orm.execute(sql`
        INSERT INTO orders (ref_no, distribution_center_id, order_date, order_type, location_id)
        SELECT o.ref_no, dc.id, o.order_date, o.order_type, o.location_id
        FROM orders o, distribution_centers dc
        WHERE o.ref_no = ${order?.refNo} AND dc.name = ${dcName}`);
    expect(await failureCode(insertCopy(order?.distributionCenterName ?? ''))).toBe('23505');
    const otherDc =
      data.distributionCenters.find((d) => d.name !== order?.distributionCenterName)?.name ?? '';
    expect(await failureCode(insertCopy(otherDc))).toBeUndefined();
    const copies = await first<{ n: number }>(
      db.orm,
      sql`SELECT count(*)::int AS n FROM orders WHERE ref_no = ${order?.refNo}`,
    );
    expect(copies?.n).toBe(2);
  });

  it('protects the other keys and rules of the master data', async () => {
    const location = data.locations[20];
    expect(
      await failureCode(
        db.orm.execute(
          sql`INSERT INTO locations (ref_no, name, latitude, longitude) VALUES ('LOC-NEW', ${location?.name}, 41, 29)`,
        ),
      ),
    ).toBe('23505');
    expect(
      await failureCode(
        db.orm.execute(sql`INSERT INTO workflows (name, is_default) VALUES ('İkinci varsayılan', true)`),
      ),
    ).toBe('23505');
    expect(
      await failureCode(
        db.orm.execute(
          sql`UPDATE vehicles SET shift_end = '05:00' WHERE ref_no = ${data.vehicles[0]?.refNo}`,
        ),
      ),
    ).toBe('23514');
    expect(
      await failureCode(
        db.orm.execute(
          sql`INSERT INTO geofences (name, polygon) VALUES ('İki nokta', '[{"lat":41,"lng":29},{"lat":41.1,"lng":29}]')`,
        ),
      ),
    ).toBe('23514');
    expect(
      await failureCode(
        db.orm.execute(sql`DELETE FROM locations WHERE ref_no = ${data.orders[0]?.locationRefNo}`),
      ),
    ).toBe('23503');
  });

  it('stamps updates with the time of the updating transaction, keeping the creation time', async () => {
    const refNo = data.cargoTypes[0]?.refNo;
    const before = await first<{ updated_at: Date; created_at: Date }>(
      db.orm,
      sql`SELECT updated_at, created_at FROM cargo_types WHERE ref_no = ${refNo}`,
    );
    // now() is the transaction's start: the stamp must be exactly it, no waiting on the clock.
    const after = await db.orm.transaction(async (tx) => {
      await tx.execute(sql`UPDATE cargo_types SET description = 'Güncellendi' WHERE ref_no = ${refNo}`);
      return first<{ updated_at: Date; created_at: Date; stamped_at: Date }>(
        tx,
        sql`SELECT updated_at, created_at, now() AS stamped_at FROM cargo_types WHERE ref_no = ${refNo}`,
      );
    });
    const time = (value: Date | undefined) => new Date(value ?? 0).getTime();
    expect(time(after?.updated_at)).toBe(time(after?.stamped_at));
    expect(time(after?.updated_at)).not.toBe(time(before?.updated_at));
    expect(time(after?.created_at)).toBe(time(before?.created_at));
  });
});

describe('istanbulToday', () => {
  it('gives the Istanbul date, three hours ahead of UTC', () => {
    expect(istanbulToday(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-23');
    expect(istanbulToday(new Date('2026-11-22T20:30:00Z'))).toBe('2026-11-22');
  });
});
