import type { LocationChangesRequest } from '@rota/core/daily-plan';

type Lists<T> = { [K in keyof T]-?: NonNullable<T[K]> };
import type { GivenRoute, Order, Plan, Problem } from '@rota/optimizer';
import { ordersOfRoute, type ParentRoute } from './adhoc.repository.js';

/** What a reoptimisation sends to the engine, split as the planner's pins and moves demand. */
export interface ReoptimizationSetup {
  /** Routes kept as arranged (pinned, or given a stop at a chosen position), measured as given. */
  given: { problem: Problem; routes: GivenRoute[] } | null;
  /** The rest, for the solver: free vehicles and the orders not on a kept route. */
  free: Problem | null;
  /** Orders with nowhere to go: every vehicle they may use is kept as arranged or at the limit. */
  stranded: string[];
  /** Orders that must be planned for the version to be feasible: planned before, or added. */
  mustPlan: Set<string>;
  /** Where each held order must be: pinned stops and stops moved to a vehicle. */
  heldTo: Map<string, string>;
}

/** A reoptimisation request with every list present. */
export type RequestParts = Lists<Omit<LocationChangesRequest, 'parentRouteId'>>;

/** A planner's request the parent route cannot carry out (a stop or vehicle it does not have). */
export class ChangeRejected extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

const hhmmSeconds = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 3600 + (m ?? 0) * 60;
};

/**
 * The planner's changes applied to the parent version:
 * - removed orders leave their stops (a stop left without orders goes);
 * - a stop moved after another stop goes there, and that route is kept in the planner's order;
 * - a stop moved to a vehicle without a position is held to that vehicle (placed last when that
 *   route is kept as arranged, else placed by the solver);
 * - a pinned route is kept as it is (apart from the planner's own moves into or out of it);
 * - a pinned stop is held to its vehicle; serve-before changes close the stop's time windows;
 * - everything else (other routes, added orders, orders the parent left unplanned) is optimised
 *   again by the solver over the vehicles not kept.
 */
export function setUpReoptimization(
  problem: Problem,
  parent: ParentRoute,
  request: RequestParts,
  orders: { added: readonly number[]; removed: readonly number[] },
  dayStartMs: number,
): ReoptimizationSetup {
  const stopById = new Map(parent.stops.map((s) => [String(s.id), s]));
  const vehicleOfRv = new Map(parent.routeVehicles.map((rv) => [String(rv.id), String(rv.vehicleId)]));
  const visit = (id: string) => {
    const stop = stopById.get(id);
    if (!stop || stop.type !== 'visit')
      throw new ChangeRejected('adhoc.server.unknownStop', { routeLocationId: id });
    return stop;
  };
  const vehicleOf = (rvId: string) => {
    const vehicle = vehicleOfRv.get(rvId);
    if (!vehicle) throw new ChangeRejected('adhoc.server.unknownRouteVehicle', { routeVehicleId: rvId });
    return vehicle;
  };
  const removed = new Set(orders.removed.map(String));
  // Sequences of stops (ids) per vehicle, visits only, in the parent's order.
  const sequences = new Map<string, string[]>(parent.routeVehicles.map((rv) => [String(rv.vehicleId), []]));
  for (const s of parent.stops)
    if (s.type === 'visit') sequences.get(String(s.vehicleId))?.push(String(s.id));
  const ordersOf = new Map(
    parent.stops.map((s) => [String(s.id), s.orderIds.map(String).filter((o) => !removed.has(o))]),
  );
  const kept = new Set(request.pinnedRouteVehicleIds.map(vehicleOf));
  const heldStop = new Map<string, string>();
  const take = (stopId: string) => {
    for (const seq of sequences.values()) {
      const at = seq.indexOf(stopId);
      if (at >= 0) seq.splice(at, 1);
    }
  };
  const appendLater: [string, string][] = [];
  const targetOf = new Map(
    request.locationVehicleChanges.map((c) => [c.routeLocationId, vehicleOf(c.movedToRouteVehicleId)]),
  );
  for (const change of request.locationVisitOrderChanges) {
    visit(change.routeLocationId);
    const after = visit(change.movedAfterRouteLocationId);
    if (change.routeLocationId === change.movedAfterRouteLocationId)
      throw new ChangeRejected('adhoc.server.afterItself', { routeLocationId: change.routeLocationId });
    const vehicle = String(after.vehicleId);
    const asked = targetOf.get(change.routeLocationId);
    if (asked !== undefined && asked !== vehicle)
      throw new ChangeRejected('adhoc.server.positionOnOtherVehicle', {
        routeLocationId: change.routeLocationId,
      });
    take(change.routeLocationId);
    const seq = sequences.get(vehicle) as string[];
    // The stop it follows may itself have moved: follow it where it is now.
    const host = [...sequences.entries()].find(([, s]) => s.includes(change.movedAfterRouteLocationId));
    const hostSeq = host ? host[1] : seq;
    hostSeq.splice(hostSeq.indexOf(change.movedAfterRouteLocationId) + 1, 0, change.routeLocationId);
    kept.add(host ? host[0] : vehicle);
    heldStop.set(change.routeLocationId, host ? host[0] : vehicle);
  }
  for (const change of request.locationVehicleChanges) {
    visit(change.routeLocationId);
    if (request.locationVisitOrderChanges.some((c) => c.routeLocationId === change.routeLocationId)) continue;
    const vehicle = vehicleOf(change.movedToRouteVehicleId);
    take(change.routeLocationId);
    heldStop.set(change.routeLocationId, vehicle);
    appendLater.push([change.routeLocationId, vehicle]);
  }
  for (const [stopId, vehicle] of appendLater)
    if (kept.has(vehicle)) (sequences.get(vehicle) as string[]).push(stopId);
  for (const id of request.pinnedRouteLocationIds) {
    const stop = visit(id);
    if (!heldStop.has(id)) heldStop.set(id, String(stop.vehicleId));
  }

  // Orders: the parent's, plus added, minus removed.
  const inVersion = new Set([...ordersOfRoute(parent).map(String), ...orders.added.map(String)]);
  removed.forEach((o) => inVersion.delete(o));
  const heldTo = new Map<string, string>();
  for (const [stopId, vehicle] of heldStop)
    for (const o of ordersOf.get(stopId) ?? []) heldTo.set(o, vehicle);
  const closing = new Map<string, number>();
  for (const change of request.locationTimeWindowChanges) {
    const stop = visit(change.routeLocationId);
    const endOfService = (stop.serviceEndMs - dayStartMs) / 1000;
    const before = hhmmSeconds(change.serveBefore);
    if (before < Math.floor(endOfService / 60) * 60)
      throw new ChangeRejected('adhoc.server.serveBeforeTooEarly', {
        routeLocationId: change.routeLocationId,
      });
    for (const o of ordersOf.get(change.routeLocationId) ?? []) closing.set(o, before);
  }
  const withChanges = (o: Order): Order => {
    const close = closing.get(o.id);
    const held = heldTo.get(o.id);
    const windows =
      close === undefined
        ? o.timeWindows
        : (o.timeWindows && o.timeWindows.length > 0 ? o.timeWindows : [{ start: 0, end: 86_400 }])
            .map((w) => ({ start: w.start, end: Math.min(w.end, close) }))
            .filter((w) => w.end >= w.start);
    return {
      ...o,
      ...(windows !== undefined
        ? { timeWindows: windows.length > 0 ? windows : [{ start: 0, end: 0 }] }
        : {}),
      ...(held !== undefined ? { allowedVehicles: [held] } : {}),
    };
  };
  const versionOrders = problem.orders.filter((o) => inVersion.has(o.id)).map(withChanges);
  const keptRoutes: GivenRoute[] = [...kept].map((vehicleId) => ({
    vehicleId,
    orderIds: (sequences.get(vehicleId) ?? []).flatMap((s) => ordersOf.get(s) ?? []),
  }));
  const onKept = new Set(keptRoutes.flatMap((r) => r.orderIds));
  const freeOrders = versionOrders.filter((o) => !onKept.has(o.id));
  const freeVehicles = problem.vehicles.filter((v) => !kept.has(v.id));
  const usedKept = keptRoutes.filter((r) => r.orderIds.length > 0).length;
  const parameters = problem.parameters ?? {};
  const maxLeft =
    parameters.maxVehicles === undefined ? undefined : Math.max(0, parameters.maxVehicles - usedKept);
  const stranded = freeOrders
    .filter(
      (o) =>
        freeVehicles.length === 0 ||
        maxLeft === 0 ||
        (o.allowedVehicles && kept.has(o.allowedVehicles[0] as string)),
    )
    .map((o) => o.id);
  const solvable = freeOrders.filter((o) => !stranded.includes(o.id));
  const mustPlan = new Set(
    [...parent.stops.flatMap((s) => s.orderIds.map(String)), ...orders.added.map(String)].filter((o) =>
      inVersion.has(o),
    ),
  );
  return {
    given:
      usedKept > 0
        ? {
            problem: {
              ...problem,
              vehicles: problem.vehicles.filter((v) => kept.has(v.id)),
              orders: versionOrders.filter((o) => onKept.has(o.id)),
            },
            routes: keptRoutes,
          }
        : null,
    free:
      solvable.length > 0
        ? {
            ...problem,
            vehicles: freeVehicles,
            orders: solvable,
            parameters: {
              ...parameters,
              ...(maxLeft !== undefined ? { maxVehicles: maxLeft } : {}),
              minVehicles: Math.max(0, (parameters.minVehicles ?? 0) - usedKept),
            },
          }
        : null,
    stranded,
    mustPlan,
    heldTo,
  };
}

/** The kept routes and the solver's plan as one plan over the job's vehicles. */
export function combinePlans(
  problem: Problem,
  given: Plan | null,
  solved: Plan | null,
  stranded: readonly string[],
): Plan {
  const order = new Map(problem.vehicles.map((v, i) => [v.id, i]));
  const routes = [...(given?.routes ?? []), ...(solved?.routes ?? [])].sort(
    (a, b) => (order.get(a.vehicleId) ?? 0) - (order.get(b.vehicleId) ?? 0),
  );
  const unassigned = [
    ...(given?.unassigned ?? []),
    ...(solved?.unassigned ?? []),
    ...stranded.map((orderId) => ({ orderId, reason: 'VEHICLE_LIMIT' as const })),
  ];
  const sum = (f: (r: (typeof routes)[number]) => number) => routes.reduce((s, r) => s + f(r), 0);
  return {
    routes,
    unassigned,
    violations: [...(given?.violations ?? []), ...(solved?.violations ?? [])],
    totals: {
      vehicles: routes.length,
      distance: sum((r) => r.distance),
      duration: sum((r) => r.duration),
      waiting: sum((r) => r.waiting),
      cost: sum((r) => r.cost),
      assigned: routes.reduce((s, r) => s + r.stops.filter((x) => x.kind === 'ORDER').length, 0),
      unassigned: unassigned.length,
    },
    iterations: solved?.iterations ?? 0,
    elapsedMs: (given?.elapsedMs ?? 0) + (solved?.elapsedMs ?? 0),
    stoppedBy: solved?.stoppedBy ?? 'ITERATIONS',
  };
}
