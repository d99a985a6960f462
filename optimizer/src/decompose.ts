import type { Order, Plan, PlannedRoute, Problem, SolveOptions, Vehicle } from './model/index.js';
import { solve } from './solve.js';

/**
 * Decomposition of a large problem into `parts` problems solved one after the other: the orders
 * split into sectors by their bearing from the first vehicle's start (equal counts), the
 * vehicles shared among the sectors in proportion to their goods (first dimension), each sector
 * solved on its own matrix of the depot and its orders, with its share of the time limit and of
 * the iteration budget. The plans are joined; an order one sector leaves out stays out. Needs
 * coordinates, and vehicles that start and end at one location.
 */
export function solveDecomposed(problem: Problem, options: SolveOptions, parts: number): Plan {
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
  const plans = sectors.map((orders, k) =>
    solve(subProblem(problem, depot, orders, fleets[k] ?? []), {
      ...options,
      ...(options.timeLimitMs !== undefined
        ? { timeLimitMs: Math.max(0, (options.timeLimitMs - (Date.now() - started)) / (parts - k)) }
        : {}),
      ...(options.maxIterations !== undefined
        ? { maxIterations: Math.ceil(options.maxIterations / parts) }
        : {}),
    }),
  );
  return joinPlans(plans, sectors, depot);
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
