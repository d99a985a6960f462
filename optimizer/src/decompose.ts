import type { Order, Plan, PlannedRoute, Problem, SolveOptions, Vehicle } from './model/index.js';
import { solve, solveFrom } from './solve.js';

/**
 * Share of the time limit (and of the iteration budget) the first pass takes when a second pass
 * follows; the second pass has the rest.
 */
const FIRST_PASS_SHARE = 0.6;

/**
 * Decomposition of a large problem into `parts` problems solved one after the other: the orders
 * split into sectors by their bearing from the first vehicle's start (equal counts), the
 * vehicles shared among the sectors in proportion to their goods (first dimension), each sector
 * solved on its own matrix of the depot and its orders, with its share of the time limit and of
 * the iteration budget, annealed (not by the population search). The plans are joined; an order
 * one sector leaves out stays out. Needs coordinates, and vehicles that start and end at one
 * location.
 *
 * With `turned` (the default), a second pass follows on the first pass's FIRST_PASS_SHARE of the
 * budget: sectors turned by half a sector, each holding the first pass's routes whose orders lie
 * mostly in it (and the orders left out there), its vehicles and a share of the unused ones,
 * each searched on from those routes (`solveFrom`). The first pass's borders run through the
 * middle of the second pass's sectors, so that orders on both sides of a border can change routes.
 */
export function solveDecomposed(problem: Problem, options: SolveOptions, parts: number, turned = true): Plan {
  const depot = problem.vehicles[0]?.startLocation;
  const coords = problem.coordinates;
  if (depot === undefined || !coords || parts < 2) return solve(problem, options);
  const origin = coords[depot] ?? { x: 0, y: 0 };
  const bearing = (o: Order): number => {
    const p = coords[o.location] ?? origin;
    return Math.atan2(p.y - origin.y, p.x - origin.x);
  };
  const sorted = problem.orders.slice().sort((a, b) => bearing(a) - bearing(b));
  const sectors = Array.from({ length: parts }, (_, k) =>
    sorted.slice(Math.floor((k * sorted.length) / parts), Math.floor(((k + 1) * sorted.length) / parts)),
  );
  const fleets = shareVehicles(problem.vehicles, sectors);
  const started = Date.now();
  // Sectors anneal: a sector's share of the time is too short for the population's four first
  // plans (24,000 steps) and its children (optimizer/BENCHMARKS.md, "The deadline in every
  // phase"). The caller's tuning decides where it says otherwise.
  options = { ...options, tuning: { population: false, ...options.tuning } };
  const share = turned ? FIRST_PASS_SHARE : 1;
  const first: SolveOptions = {
    ...options,
    ...(options.timeLimitMs !== undefined ? { timeLimitMs: options.timeLimitMs * share } : {}),
    ...(options.maxIterations !== undefined
      ? { maxIterations: Math.ceil(options.maxIterations * share) }
      : {}),
  };
  const plans = solveSectors(
    sectors.map((orders, k) => ({ orders, vehicles: fleets[k] ?? [], routes: [] })),
    problem,
    depot,
    first,
    started,
  );
  const joined = joinPlans(plans, sectors, depot);
  if (!turned) return joined;
  // The second pass: sectors turned by half a sector (in the orders' bearing order).
  const rank = new Map(sorted.map((o, i) => [o.id, i]));
  const half = Math.floor(sorted.length / (2 * parts));
  const sectorOf = (id: string): number =>
    Math.floor(((((rank.get(id) ?? 0) - half + sorted.length) % sorted.length) * parts) / sorted.length);
  const second: {
    orders: Order[];
    vehicles: Vehicle[];
    routes: { vehicleId: string; orderIds: string[] }[];
  }[] = Array.from({ length: parts }, () => ({ orders: [], vehicles: [], routes: [] }));
  const byId = new Map(problem.orders.map((o) => [o.id, o]));
  const vehicleById = new Map(problem.vehicles.map((v) => [v.id, v]));
  for (const r of joined.routes) {
    const ids = r.stops.map((s) => s.orderId);
    const counts = new Array<number>(parts).fill(0);
    for (const id of ids) counts[sectorOf(id)] = (counts[sectorOf(id)] ?? 0) + 1;
    const k = counts.indexOf(Math.max(...counts));
    const sector = second[k];
    const vehicle = vehicleById.get(r.vehicleId);
    if (!sector || !vehicle) continue;
    sector.vehicles.push(vehicle);
    sector.routes.push({ vehicleId: r.vehicleId, orderIds: ids });
    for (const id of ids) {
      const o = byId.get(id);
      if (o) sector.orders.push(o);
    }
  }
  for (const u of joined.unassigned) {
    const o = byId.get(u.orderId);
    if (o) second[sectorOf(u.orderId)]?.orders.push(o);
  }
  const used = new Set(joined.routes.map((r) => r.vehicleId));
  const spare = shareVehicles(
    problem.vehicles.filter((v) => !used.has(v.id)),
    second.map((s) => s.orders),
  );
  second.forEach((s, k) => s.vehicles.push(...(spare[k] ?? [])));
  const rest: SolveOptions = {
    ...options,
    ...(options.maxIterations !== undefined
      ? { maxIterations: Math.max(0, options.maxIterations - Math.ceil(options.maxIterations * share)) }
      : {}),
  };
  const secondPlans = solveSectors(second, problem, depot, rest, started);
  const plan = joinPlans(
    secondPlans,
    second.map((s) => s.orders),
    depot,
  );
  return {
    ...plan,
    iterations: joined.iterations + plan.iterations,
    elapsedMs: joined.elapsedMs + plan.elapsedMs,
  };
}

/**
 * Solves the sectors one after the other, each with its share of what is left of the time limit
 * (from `started`) and of the iteration budget; a sector with routes goes on from them.
 */
function solveSectors(
  sectors: readonly {
    orders: readonly Order[];
    vehicles: Vehicle[];
    routes: readonly { vehicleId: string; orderIds: readonly string[] }[];
  }[],
  problem: Problem,
  depot: number,
  options: SolveOptions,
  started: number,
): Plan[] {
  const parts = sectors.length;
  return sectors.map(({ orders, vehicles, routes }, k) => {
    const sub = subProblem(problem, depot, orders, vehicles);
    const opts: SolveOptions = {
      ...options,
      ...(options.timeLimitMs !== undefined
        ? { timeLimitMs: Math.max(0, (options.timeLimitMs - (Date.now() - started)) / (parts - k)) }
        : {}),
      ...(options.maxIterations !== undefined
        ? { maxIterations: Math.ceil(options.maxIterations / parts) }
        : {}),
    };
    if (orders.length === 0) return emptyPlan();
    if (routes.length === 0) return solve(sub, opts);
    const orderIndex = new Map(orders.map((o, i) => [o.id, i]));
    const vehicleIndex = new Map(vehicles.map((v, i) => [v.id, i]));
    return solveFrom(
      sub,
      opts,
      routes.map((r) => ({
        v: vehicleIndex.get(r.vehicleId) ?? 0,
        seq: r.orderIds.map((id) => orderIndex.get(id) ?? 0),
      })),
    );
  });
}

function emptyPlan(): Plan {
  return {
    routes: [],
    unassigned: [],
    violations: [],
    totals: { vehicles: 0, distance: 0, duration: 0, waiting: 0, cost: 0, assigned: 0, unassigned: 0 },
    iterations: 0,
    elapsedMs: 0,
    stoppedBy: 'ITERATIONS',
  };
}

/** The vehicles in turn to the sector with the most goods per vehicle so far. */
function shareVehicles(vehicles: readonly Vehicle[], sectors: readonly Order[][]): Vehicle[][] {
  const goods = sectors.map((s) => s.reduce((a, o) => a + (o.amounts[0] ?? 0), 0));
  const fleets: Vehicle[][] = sectors.map(() => []);
  for (const v of vehicles) {
    let k = 0;
    for (let j = 1; j < sectors.length; j++)
      if ((goods[j] ?? 0) / ((fleets[j]?.length ?? 0) + 1) > (goods[k] ?? 0) / ((fleets[k]?.length ?? 0) + 1))
        k = j;
    fleets[k]?.push(v);
  }
  return fleets;
}

/** A sector as a problem of its own: location 0 the depot, 1.. its orders in sector order. */
function subProblem(problem: Problem, depot: number, orders: readonly Order[], vehicles: Vehicle[]): Problem {
  const locs = [depot, ...orders.map((o) => o.location)];
  const n = locs.length;
  const { size, distance, duration } = problem.matrices;
  const d = new Float64Array(n * n);
  const t = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const x = (locs[i] as number) * size + (locs[j] as number);
      d[i * n + j] = Number(distance[x]);
      t[i * n + j] = Number(duration[x]);
    }
  return {
    ...problem,
    matrices: { size: n, distance: d, duration: t },
    ...(problem.coordinates
      ? { coordinates: locs.map((l) => problem.coordinates?.[l] ?? { x: 0, y: 0 }) }
      : {}),
    orders: orders.map((o, i) => ({ ...o, location: i + 1 })),
    vehicles: vehicles.map((v) => ({ ...v, startLocation: 0, endLocation: 0 })),
  };
}

function joinPlans(plans: readonly Plan[], sectors: readonly Order[][], depot: number): Plan {
  const routes: PlannedRoute[] = plans.flatMap((plan, k) => {
    const locs = [depot, ...(sectors[k] ?? []).map((o) => o.location)];
    return plan.routes.map((r) => ({
      ...r,
      stops: r.stops.map((s) => ({ ...s, location: locs[s.location] ?? s.location })),
    }));
  });
  const sum = (f: (p: Plan) => number): number => plans.reduce((a, p) => a + f(p), 0);
  return {
    routes,
    unassigned: plans.flatMap((p) => p.unassigned),
    violations: plans.flatMap((p) => p.violations),
    totals: {
      vehicles: sum((p) => p.totals.vehicles),
      distance: sum((p) => p.totals.distance),
      duration: sum((p) => p.totals.duration),
      waiting: sum((p) => p.totals.waiting),
      cost: sum((p) => p.totals.cost),
      assigned: sum((p) => p.totals.assigned),
      unassigned: sum((p) => p.totals.unassigned),
    },
    iterations: sum((p) => p.iterations),
    elapsedMs: sum((p) => p.elapsedMs),
    stoppedBy: plans.some((p) => p.stoppedBy === 'TIME_LIMIT')
      ? 'TIME_LIMIT'
      : (plans[0]?.stoppedBy ?? 'ITERATIONS'),
  };
}
