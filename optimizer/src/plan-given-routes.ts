import { compileProblem } from './engine/instance.js';
import { planRoute } from './engine/report.js';
import { Fail, simulateRoute } from './engine/simulate.js';
import type { Plan, Problem, Violation, ViolationKind } from './model/index.js';

const failKind: Record<number, ViolationKind> = {
  [Fail.Capacity]: 'CAPACITY',
  [Fail.TimeWindow]: 'TIME_WINDOW',
  [Fail.Shift]: 'TIME_WINDOW',
  [Fail.RouteDuration]: 'ROUTE_DURATION',
  [Fail.InTransit]: 'IN_TRANSIT',
};

/** A route whose stops are decided: the vehicle and its orders in visit order. */
export interface GivenRoute {
  readonly vehicleId: string;
  readonly orderIds: readonly string[];
}

/**
 * Times, loads, totals and broken constraints of routes whose order of visits is given (a
 * planner's arrangement), measured the way the solver measures its own routes. Nothing is
 * reordered and nothing is left out: an arrangement that breaks a constraint is reported in
 * `violations`.
 */
export function planGivenRoutes(problem: Problem, given: readonly GivenRoute[]): Plan {
  const started = Date.now();
  const routes = given.filter((r) => r.orderIds.length > 0);
  if (routes.length === 0 || problem.orders.length === 0) return emptyPlan(problem, started);
  // Time windows and capacities as soft: the arrangement is traced to its end, and what it breaks
  // is reported with amounts instead of cutting the trace short.
  const inst = compileProblem({
    ...problem,
    parameters: { ...problem.parameters, ignoreTimeWindows: true, ignoreCapacity: true },
  });
  const orderIndex = new Map(problem.orders.map((o, i) => [o.id, i]));
  const vehicleIndex = new Map(problem.vehicles.map((v, k) => [v.id, k]));
  const violations: Violation[] = [];
  const planned = routes.map((r) => {
    const v = vehicleIndex.get(r.vehicleId);
    if (v === undefined) throw new Error(`vehicle ${r.vehicleId} is not a vehicle of the problem`);
    const seq = r.orderIds.map((id) => {
      const o = orderIndex.get(id);
      if (o === undefined) throw new Error(`order ${id} is not an order of the problem`);
      return o;
    });
    const before = violations.length;
    const route = planRoute(inst, v, seq, violations);
    // Hard constraints are not traced as excesses: name the first one the arrangement breaks.
    const sim = simulateRoute(inst, v, seq, seq.length);
    const kind = failKind[sim.fail];
    if (!sim.feasible && kind && !violations.slice(before).some((x) => x.kind === kind))
      violations.push({
        kind,
        vehicleId: r.vehicleId,
        ...(kind === 'CAPACITY' ? { dimension: problem.dimensions[sim.failDim] ?? String(sim.failDim) } : {}),
        amount: 1,
      });
    return route;
  });
  const served = new Set(routes.flatMap((r) => r.orderIds));
  const sum = (f: (r: (typeof planned)[number]) => number): number => planned.reduce((s, r) => s + f(r), 0);
  const unassigned = problem.orders
    .filter((o) => !served.has(o.id))
    .map((o) => ({ orderId: o.id, reason: 'NO_FEASIBLE_INSERTION' as const }));
  return {
    routes: planned,
    unassigned,
    violations,
    totals: {
      vehicles: planned.length,
      distance: sum((r) => r.distance),
      duration: sum((r) => r.duration),
      waiting: sum((r) => r.waiting),
      cost: sum((r) => r.cost),
      assigned: served.size,
      unassigned: unassigned.length,
    },
    iterations: 0,
    elapsedMs: Date.now() - started,
    stoppedBy: 'ITERATIONS',
  };
}

function emptyPlan(problem: Problem, started: number): Plan {
  const unassigned = problem.orders.map((o) => ({ orderId: o.id, reason: 'NO_FEASIBLE_INSERTION' as const }));
  return {
    routes: [],
    unassigned,
    violations: [],
    totals: {
      vehicles: 0,
      distance: 0,
      duration: 0,
      waiting: 0,
      cost: 0,
      assigned: 0,
      unassigned: unassigned.length,
    },
    iterations: 0,
    elapsedMs: Date.now() - started,
    stoppedBy: 'ITERATIONS',
  };
}
