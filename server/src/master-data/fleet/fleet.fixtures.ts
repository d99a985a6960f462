import { sql } from '../../db/database.js';
import type { TestApp } from '../../testing/test-app.js';

/** Locations (depots) of the two test centers, and two vehicle types, for the fleet tests. */
export async function seedFleetPlaces(t: TestApp): Promise<void> {
  const [a, b] = t.centers;
  await t.db.orm.execute(
    sql`INSERT INTO locations (ref_no, name, latitude, longitude, distribution_center_id, is_depot) VALUES
        ('DEP-A', 'Depot A', 40.99, 29.03, ${a}, true), ('CUS-A', 'Customer A', 41.0, 29.05, ${a}, false),
        ('DEP-B', 'Depot B', 40.98, 28.87, ${b}, true)`,
  );
  await t.db.orm.execute(
    sql`INSERT INTO vehicle_types (ref_no, name, weight_capacity, fixed_cost) VALUES
        ('VT-VAN', 'Van', 1200, 150.5), ('VT-TRUCK', 'Truck', 8000, 400)`,
  );
  await t.db.orm.execute(
    sql`INSERT INTO operation_types (ref_no, name) VALUES ('OT-DEL', 'Delivery'), ('OT-COLD', 'Cold chain'), ('OT-ATM', 'ATM service')`,
  );
}

/** A vehicle of center A, as the form sends it. */
export function vehicleItem(refNo: string, plate: string, extra: Record<string, unknown> = {}) {
  return {
    refNo,
    plate,
    vehicleTypeRefNo: 'VT-VAN',
    departureLocationRefNo: 'DEP-A',
    arrivalLocationRefNo: 'DEP-A',
    shiftStart: '08:00',
    shiftEnd: '17:00',
    weightCapacity: 1000,
    ...extra,
  };
}

/** A multipart/form-data body: text fields and, optionally, one file. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; content: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----rota-fleet-test';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
