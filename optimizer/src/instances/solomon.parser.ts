import type { Order, Point, Vehicle } from '../model/index.js';
import { euclideanMatrix } from './euclidean.js';
import type { ParsedInstance } from './instance.types.js';

/**
 * Solomon VRPTW text (CRLF or LF). Distances are Euclidean in double precision, travel time
 * equals distance, the due date is the latest start of service, the depot's due date ends the shift.
 */
export function parseSolomon(text: string): ParsedInstance {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const name = lines.find((l) => l.length > 0) ?? 'solomon';
  const vehicleHeader = lines.findIndex((l) => /^NUMBER\s+CAPACITY/i.test(l));
  const fleet = (lines[vehicleHeader + 1] ?? '').split(/\s+/).map(Number);
  const fleetSize = fleet[0] ?? 0;
  const capacity = fleet[1] ?? 0;
  if (vehicleHeader < 0 || !(fleetSize > 0) || !(capacity > 0))
    throw new Error('Solomon file: missing VEHICLE NUMBER/CAPACITY section');
  const customerHeader = lines.findIndex((l) => /^CUST\s+NO/i.test(l));
  if (customerHeader < 0) throw new Error('Solomon file: missing CUSTOMER section');
  const rows = lines
    .slice(customerHeader + 1)
    .filter((l) => l.length > 0)
    .map((l) => l.split(/\s+/).map(Number))
    .filter((r) => r.length >= 7 && r.every((x) => Number.isFinite(x)));
  const depot = rows[0];
  if (!depot) throw new Error('Solomon file: no depot row');
  const points: Point[] = rows.map((r) => ({ x: r[1] ?? 0, y: r[2] ?? 0 }));
  const matrix = euclideanMatrix(points, false);
  const orders: Order[] = rows.slice(1).map((r, i) => ({
    id: String(r[0]),
    type: 'DELIVERY',
    location: i + 1,
    amounts: [r[3] ?? 0],
    serviceDuration: r[6] ?? 0,
    timeWindows: [{ start: r[4] ?? 0, end: r[5] ?? 0 }],
  }));
  const vehicles: Vehicle[] = Array.from({ length: fleetSize }, (_, k) => ({
    id: String(k + 1),
    startLocation: 0,
    endLocation: 0,
    shift: { start: depot[4] ?? 0, end: depot[5] ?? 0 },
    capacity: [capacity],
    costPerKm: 1,
  }));
  return {
    name,
    customerIds: rows.slice(1).map((r) => r[0] ?? 0),
    problem: {
      dimensions: ['demand'],
      matrices: { size: points.length, distance: matrix, duration: matrix },
      coordinates: points,
      vehicles,
      orders,
      units: { distancePerKm: 1, timePerHour: 1 },
    },
  };
}
