import type { Order, Point, Vehicle } from '../model/index.js';
import { euclideanMatrix } from './euclidean.js';
import { InstanceFormatError, numbersOf } from './instance-error.js';
import type { ParsedInstance } from './instance.types.js';
import { at } from '../engine/indexing.js';

const COLUMNS = 'CUST NO., XCOORD., YCOORD., DEMAND, READY TIME, DUE DATE, SERVICE TIME';

/**
 * Solomon VRPTW text (CRLF or LF). Distances are Euclidean in double precision, travel time
 * equals distance, the due date is the latest start of service, the depot's due date ends the shift.
 * A file that is malformed or cut short is refused with the line that is wrong: every line after
 * the customer header holds seven numbers, customers are numbered 0 (the depot), 1, 2, ... in
 * order, ready time <= due date, demands and service times are not negative.
 *
 * A `TRAVEL MATRIX` section after the customers replaces the Euclidean distances (road networks,
 * one-way streets): one row per customer number from 0, each the distances from it to every
 * customer number in order, travel time equal to distance; a leg need not cost the same both ways.
 */
export function parseSolomon(text: string): ParsedInstance {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const fail = (index: number | undefined, detail: string): never => {
    throw new InstanceFormatError('Solomon', index === undefined ? undefined : index + 1, detail);
  };
  const name = lines.find((l) => l.length > 0) ?? 'solomon';
  const vehicleHeader = lines.findIndex((l) => /^NUMBER\s+CAPACITY/i.test(l));
  if (vehicleHeader < 0) fail(undefined, 'missing the VEHICLE section (NUMBER CAPACITY)');
  const fleetLine = vehicleHeader + 1;
  const fleet = numbersOf(lines[fleetLine] ?? '');
  if (
    !fleet ||
    fleet.length !== 2 ||
    !Number.isInteger(fleet[0]) ||
    !(at(fleet, 0) > 0) ||
    !(at(fleet, 1) > 0)
  )
    fail(fleetLine, `expected the number of vehicles and their capacity, found "${lines[fleetLine] ?? ''}"`);
  const [fleetSize = 0, capacity = 0] = fleet ?? [];
  const customerHeader = lines.findIndex((l) => /^CUST\s+NO/i.test(l));
  if (customerHeader < 0) fail(undefined, 'missing the CUSTOMER section (CUST NO. ...)');
  const matrixHeader = lines.findIndex((l) => /^TRAVEL\s+MATRIX/i.test(l));
  const customersEnd = matrixHeader < 0 ? lines.length : matrixHeader;
  const rows: number[][] = [];
  for (let i = customerHeader + 1; i < customersEnd; i++) {
    const line = lines[i] ?? '';
    if (line.length === 0) continue;
    const r = numbersOf(line);
    if (!r || r.length !== 7) fail(i, `expected 7 numbers (${COLUMNS}), found "${line}"`);
    const row = r ?? [];
    const [no = 0, , , demand = 0, ready = 0, due = 0, service = 0] = row;
    if (no !== rows.length)
      fail(
        i,
        `expected customer number ${rows.length}${rows.length === 0 ? ' (the depot)' : ''}, found ${no}`,
      );
    if (demand < 0 || service < 0) fail(i, `customer ${no}: demand and service time must not be negative`);
    if (ready > due) fail(i, `customer ${no}: ready time ${ready} is after the due date ${due}`);
    rows.push(row);
  }
  const depot = rows[0];
  if (!depot) return fail(undefined, 'no depot row after the customer header');
  if (rows.length < 2) fail(undefined, 'no customers after the depot row');
  const points: Point[] = rows.map((r) => ({ x: at(r, 1), y: at(r, 2) }));
  const matrix =
    matrixHeader < 0
      ? euclideanMatrix(points, false)
      : travelMatrix(lines, matrixHeader, points.length, fail);
  const orders: Order[] = rows.slice(1).map((r, i) => ({
    id: String(r[0]),
    type: 'DELIVERY',
    location: i + 1,
    amounts: [at(r, 3)],
    serviceDuration: at(r, 6),
    timeWindows: [{ start: at(r, 4), end: at(r, 5) }],
  }));
  const vehicles: Vehicle[] = Array.from({ length: fleetSize }, (_, k) => ({
    id: String(k + 1),
    startLocation: 0,
    endLocation: 0,
    shift: { start: at(depot, 4), end: at(depot, 5) },
    capacity: [capacity],
    costPerKm: 1,
  }));
  return {
    name,
    customerIds: rows.slice(1).map((r) => at(r, 0)),
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

/** The directed distances of a TRAVEL MATRIX section: `size` rows of `size` numbers, row = from. */
function travelMatrix(
  lines: readonly string[],
  header: number,
  size: number,
  fail: (index: number | undefined, detail: string) => never,
): Float64Array {
  const matrix = new Float64Array(size * size);
  let row = 0;
  for (let i = header + 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.length === 0) continue;
    const r = numbersOf(line);
    if (row >= size) fail(i, `the travel matrix has ${size} rows (one per customer number), found more`);
    if (!r || r.length !== size)
      fail(
        i,
        `travel matrix row ${row}: expected ${size} distances (one per customer number), found "${line}"`,
      );
    for (let j = 0; j < size; j++) {
      const d = at(r ?? [], j);
      if (d < 0) fail(i, `travel matrix row ${row}: distances must not be negative`);
      matrix[row * size + j] = d;
    }
    row++;
  }
  if (row < size) fail(undefined, `the travel matrix ends with ${row} of its ${size} rows`);
  return matrix;
}
