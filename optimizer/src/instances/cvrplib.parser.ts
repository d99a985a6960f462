import type { Order, Point, Vehicle } from '../model/index.js';
import { euclideanMatrix } from './euclidean.js';
import { InstanceFormatError, numbersOf } from './instance-error.js';
import type { ParsedInstance } from './instance.types.js';

/** The sections a CVRP file must have, with the numbers each of their lines holds. */
const SECTIONS: Record<string, { fields: number; columns: string }> = {
  NODE_COORD_SECTION: { fields: 3, columns: 'node, x, y' },
  DEMAND_SECTION: { fields: 2, columns: 'node, demand' },
};

/**
 * CVRPLIB / TSPLIB CVRP text with EUC_2D weights: distances are rounded to the nearest integer
 * (TSPLIB nint), as the best-known solutions of the X set are. The fleet is unbounded (one
 * vehicle per customer); there are no time windows. A malformed or truncated file is refused
 * with the line that is wrong: DIMENSION and CAPACITY are required, NODE_COORD_SECTION and
 * DEMAND_SECTION list every node 1..DIMENSION exactly once, the depot section ends with -1.
 */
export function parseCvrplib(text: string): ParsedInstance {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const fail = (index: number | undefined, detail: string): never => {
    throw new InstanceFormatError('CVRPLIB', index === undefined ? undefined : index + 1, detail);
  };
  const header = new Map<string, string>();
  let section = '';
  /** Line index of the start of each section, for errors about a section cut short. */
  const sectionLine = new Map<string, number>();
  const coords = new Map<number, Point>();
  const demand = new Map<number, number>();
  const depots: number[] = [];
  let depotClosed = false;
  let dimension = 0;
  let lastLine = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.length === 0) continue;
    lastLine = i;
    const kv = /^([A-Z_]+)\s*:\s*(.*)$/.exec(line);
    if (kv) {
      const key = kv[1] ?? '';
      const value = (kv[2] ?? '').trim();
      header.set(key, value);
      if (key === 'DIMENSION') {
        dimension = Number(value);
        if (!Number.isInteger(dimension) || dimension < 2)
          fail(i, `DIMENSION must be a whole number of nodes (depot included), found "${value}"`);
      }
      section = '';
      continue;
    }
    if (/^[A-Z_]+$/.test(line)) {
      section = line;
      if (section === 'EOF') break;
      sectionLine.set(section, i);
      continue;
    }
    const nums = numbersOf(line);
    if (section === 'DEPOT_SECTION') {
      if (!nums || nums.length !== 1 || !Number.isInteger(nums[0]))
        fail(i, `expected a depot node or -1, found "${line}"`);
      const node = nums?.[0] ?? 0;
      if (node === -1) depotClosed = true;
      else depots.push(node);
      continue;
    }
    const shape = SECTIONS[section];
    if (!shape) {
      fail(i, section ? `section ${section} is not supported` : `data outside a section: "${line}"`);
      continue;
    }
    if (dimension === 0) fail(i, 'DIMENSION must come before the sections');
    if (!nums || nums.length !== shape.fields)
      fail(i, `expected ${shape.fields} numbers (${shape.columns}), found "${line}"`);
    const [node = 0, a = 0, b = 0] = nums ?? [];
    if (!Number.isInteger(node) || node < 1 || node > dimension)
      fail(i, `node ${node} is outside 1..${dimension} (DIMENSION)`);
    const target = section === 'NODE_COORD_SECTION' ? coords : demand;
    if (target.has(node)) fail(i, `node ${node} appears twice in ${section}`);
    if (section === 'NODE_COORD_SECTION') coords.set(node, { x: a, y: b });
    else {
      if (a < 0) fail(i, `node ${node}: the demand must not be negative`);
      demand.set(node, a);
    }
  }
  const weightType = header.get('EDGE_WEIGHT_TYPE') ?? 'EUC_2D';
  if (weightType !== 'EUC_2D') fail(undefined, `EDGE_WEIGHT_TYPE ${weightType} is not supported, use EUC_2D`);
  if (dimension === 0) fail(undefined, 'missing DIMENSION');
  const capacity = Number(header.get('CAPACITY'));
  if (!(capacity > 0)) fail(undefined, 'missing CAPACITY (a number above 0)');
  const endOf = (found: number, name: string): never =>
    fail(
      lastLine,
      `the file ends with ${found} of the ${dimension} nodes of ${name} (DIMENSION ${dimension}): truncated?`,
    );
  for (const name of Object.keys(SECTIONS)) {
    const start = sectionLine.get(name);
    if (start === undefined) fail(undefined, `missing ${name}`);
    const found = (name === 'NODE_COORD_SECTION' ? coords : demand).size;
    if (found !== dimension) endOf(found, name);
  }
  if (sectionLine.has('DEPOT_SECTION') && !depotClosed)
    fail(lastLine, 'the DEPOT_SECTION does not end with -1: truncated?');
  const depotId = depots[0] ?? 1;
  if (!coords.has(depotId)) fail(sectionLine.get('DEPOT_SECTION'), `depot ${depotId} is not a node`);
  for (const [node, amount] of demand)
    if (amount > capacity)
      fail(undefined, `node ${node} demands ${amount}, more than the capacity ${capacity}`);
  const ids = [...coords.keys()].sort((a, b) => a - b);
  const nodeIds = [depotId, ...ids.filter((id) => id !== depotId)];
  const points = nodeIds.map((id) => coords.get(id) as Point);
  const matrix = euclideanMatrix(points, true);
  const customers = nodeIds.slice(1);
  const orders: Order[] = customers.map((id, i) => ({
    id: String(id),
    type: 'DELIVERY',
    location: i + 1,
    amounts: [demand.get(id) as number],
    serviceDuration: 0,
  }));
  const vehicles: Vehicle[] = customers.map((_, k) => ({
    id: String(k + 1),
    startLocation: 0,
    endLocation: 0,
    shift: { start: 0, end: Infinity },
    capacity: [capacity],
    costPerKm: 1,
  }));
  return {
    name: header.get('NAME') ?? 'cvrp',
    // CVRPLIB solutions number customers 1..n with the depot (node 1) left out.
    customerIds: customers.map((id) => id - 1),
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
