import type {
  Order,
  Plan,
  PlannedRoute,
  PlannedStop,
  Problem,
  Progress,
  UnassignedOrder,
  Violation,
} from './model/index.js';
import { at } from './engine/indexing.js';
import { checkShape } from './engine/instance.js';

/** Orders (of the original problem) each visit of the solved problem stands for. */
type VisitMembers = ReadonlyMap<string, readonly Order[]>;

const sameVisitKey = (o: Order): string =>
  JSON.stringify([
    o.location,
    o.type,
    o.timeWindows ?? [],
    [...(o.requiredSkills ?? [])].sort(),
    [...(o.allowedVehicles ?? [])].sort(),
    o.optional ?? false,
    o.skipPenalty ?? null,
    o.territory ?? null,
  ]);

/**
 * serviceDurationFunction MAX: orders at one location with the same type, time windows, skills,
 * territory and optionality become one visit whose service takes the longest of their durations
 * and whose amounts are summed (while the sum fits every vehicle). Other functions (SUM, the
 * default) leave the problem as it is: each order adds its full duration.
 */
export function mergeVisits(problem: Problem): { problem: Problem; members: VisitMembers } | null {
  if (problem.parameters?.serviceDurationFunction !== 'MAX') return null;
  // The amounts and capacities are read by dimension below, before the problem is compiled.
  checkShape(problem);
  const D = problem.dimensions.length;
  const rate = (problem.parameters.vehicleCapacityUtilizationRate ?? 100) / 100;
  const fits = Array.from({ length: D }, (_, d) =>
    problem.vehicles.reduce((m, v) => Math.min(m, at(v.capacity, d) * rate), Infinity),
  );
  const groups = new Map<string, Order[][]>();
  const visits: Order[][] = [];
  for (const o of problem.orders) {
    const key = sameVisitKey(o);
    const open = groups.get(key) ?? [];
    groups.set(key, open);
    const room = open.find((g) =>
      Array.from(
        { length: D },
        (_, d) => g.reduce((s, x) => s + at(x.amounts, d), 0) + at(o.amounts, d),
      ).every((sum, d) => sum <= at(fits, d) + 1e-9),
    );
    if (room) room.push(o);
    else {
      const g = [o];
      open.push(g);
      visits.push(g);
    }
  }
  const members = new Map<string, readonly Order[]>();
  const orders = visits.map((g) => {
    const first = g[0] as Order;
    members.set(first.id, g);
    if (g.length === 1) return first;
    return {
      ...first,
      amounts: Array.from({ length: D }, (_, d) => g.reduce((s, x) => s + at(x.amounts, d), 0)),
      serviceDuration: Math.max(...g.map((x) => x.serviceDuration)),
    };
  });
  return { problem: { ...problem, orders }, members };
}

function expandStop(stop: PlannedStop, group: readonly Order[]): PlannedStop[] {
  if (stop.kind !== 'ORDER' || group.length <= 1) return [stop];
  const sign = (o: Order): number => (o.type === 'PICKUP' ? 1 : -1);
  // Load before the visit, then each order's own change.
  let load = stop.loadAfter.map((l, d) => group.reduce((s, o) => s - sign(o) * at(o.amounts, d), l));
  return group.map((o, i) => {
    load = load.map((l, d) => l + sign(o) * at(o.amounts, d));
    const first = i === 0;
    return {
      ...stop,
      orderId: o.id,
      arrival: first ? stop.arrival : stop.serviceEnd,
      waiting: first ? stop.waiting : 0,
      serviceStart: first ? stop.serviceStart : stop.serviceEnd,
      serviceEnd: stop.serviceEnd,
      loadAfter: load,
      distanceFromPrevious: first ? stop.distanceFromPrevious : 0,
      durationFromPrevious: first ? stop.durationFromPrevious : 0,
    };
  });
}

/** Maps a plan of merged visits back to the orders: one stop, unassignment and violation each. */
export function expandPlan(plan: Plan, members: VisitMembers): Plan {
  const of = (id: string): readonly { id: string }[] => members.get(id) ?? [{ id }];
  const routes: PlannedRoute[] = plan.routes.map((r) => ({
    ...r,
    stops: r.stops.flatMap((s) => expandStop(s, members.get(s.orderId) ?? [])),
  }));
  const unassigned: UnassignedOrder[] = plan.unassigned.flatMap((u) =>
    of(u.orderId).map((o) => ({ ...u, orderId: o.id })),
  );
  const violations: Violation[] = plan.violations.flatMap((v) =>
    v.orderId === undefined ? [v] : of(v.orderId).map((o) => ({ ...v, orderId: o.id })),
  );
  const total = [...members.values()].reduce((s, g) => s + g.length, 0);
  return {
    ...plan,
    routes,
    unassigned,
    violations,
    totals: { ...plan.totals, assigned: total - unassigned.length, unassigned: unassigned.length },
  };
}

/** Progress on merged visits counted in orders, so it agrees with the plan's totals. */
export function expandProgress(progress: Progress, members: VisitMembers): Progress {
  const unassignedOrderIds = progress.unassignedOrderIds.flatMap((id) =>
    (members.get(id) ?? [{ id }]).map((o) => o.id),
  );
  return { ...progress, unassigned: unassignedOrderIds.length, unassignedOrderIds };
}
