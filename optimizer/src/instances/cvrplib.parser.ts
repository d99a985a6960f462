import type { Order, Point, Vehicle } from '../model/index.js';
import { euclideanMatrix } from './euclidean.js';
import type { ParsedInstance } from './instance.types.js';

/**
 * CVRPLIB / TSPLIB CVRP text with EUC_2D weights: distances are rounded to the nearest integer
 * (TSPLIB nint), as the best-known solutions of the X set are. The fleet is unbounded (one
 * vehicle per customer); there are no time windows.
 */
export function parseCvrplib(text: string): ParsedInstance {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const header = new Map<string, string>();
  let section = '';
  const coords = new Map<number, Point>();
  const demand = new Map<number, number>();
  const depots: number[] = [];
  for (const line of lines) {
    if (line.length === 0) continue;
    const kv = /^([A-Z_]+)\s*:\s*(.*)$/.exec(line);
    if (kv) {
      header.set(kv[1] ?? '', (kv[2] ?? '').trim());
      section = '';
      continue;
    }
    if (/^[A-Z_]+$/.test(line)) {
      section = line;
      if (section === 'EOF') break;
      continue;
    }
    const nums = line.split(/\s+/).map(Number);
    if (section === 'NODE_COORD_SECTION') coords.set(nums[0] ?? 0, { x: nums[1] ?? 0, y: nums[2] ?? 0 });
    else if (section === 'DEMAND_SECTION') demand.set(nums[0] ?? 0, nums[1] ?? 0);
    else if (section === 'DEPOT_SECTION' && (nums[0] ?? -1) > 0) depots.push(nums[0] ?? 0);
  }
  const weightType = header.get('EDGE_WEIGHT_TYPE') ?? 'EUC_2D';
  if (weightType !== 'EUC_2D')
    throw new Error(`CVRPLIB file: EDGE_WEIGHT_TYPE ${weightType} is not supported, use EUC_2D`);
  const capacity = Number(header.get('CAPACITY'));
  if (!(capacity > 0)) throw new Error('CVRPLIB file: missing CAPACITY');
  const depotId = depots[0] ?? 1;
  const ids = [...coords.keys()].sort((a, b) => a - b);
  const nodeIds = [depotId, ...ids.filter((id) => id !== depotId)];
  const points = nodeIds.map((id) => coords.get(id) as Point);
  const matrix = euclideanMatrix(points, true);
  const customers = nodeIds.slice(1);
  const orders: Order[] = customers.map((id, i) => ({
    id: String(id),
    type: 'DELIVERY',
    location: i + 1,
    amounts: [demand.get(id) ?? 0],
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
