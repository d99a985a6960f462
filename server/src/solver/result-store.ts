import { encodePolyline, type LatLng } from '@rota/core';
import type { Plan, PlannedRoute, PlannedStop, ViolationKind } from '@rota/optimizer';
import type { Orm } from '../db/database.js';
import type { ProblemContext } from './problem-builder.js';
import {
  insertRouteStopOrders,
  insertRouteStops,
  insertRouteVehicle,
  insertRouteVersion,
  insertUnassignedOrders,
  nextRouteVersion,
  type RouteStopRow,
} from './route-version.repository.js';

export type PlanOutcome = 'SUCCESS' | 'INFEASIBLE';

/** A stop as stored: consecutive orders at one place are one stop. */
export interface StoredStop {
  visitOrder: number;
  type: 'start' | 'depot' | 'visit';
  place: number;
  arrival: number;
  waiting: number;
  serviceStart: number;
  serviceEnd: number;
  load: readonly number[];
  distanceFromPrevious: number;
  durationFromPrevious: number;
  trip: number;
  orderIds: string[];
}

/** Violations a job allowed by relaxing a constraint do not make the plan infeasible. */
export function relaxedKinds(parameters: {
  ignoreTimeWindows?: boolean;
  ignoreCapacity?: boolean;
  ignoreCapabilities?: boolean;
}): ViolationKind[] {
  return [
    ...(parameters.ignoreTimeWindows ? (['TIME_WINDOW'] as const) : []),
    ...(parameters.ignoreCapacity ? (['CAPACITY'] as const) : []),
    ...(parameters.ignoreCapabilities ? (['SKILL'] as const) : []),
  ];
}

/** Reported, never refused: see planOutcome. */
const SOFT_KINDS: readonly ViolationKind[] = ['AVOID_AREA', 'SYNCHRONIZED_ARRIVAL'];

/**
 * SUCCESS unless a hard constraint is broken or nothing could be planned. Crossing an avoid area
 * is a penalty, not a refusal: legs are straight lines offline, and a road may well go around.
 * A synchronized return to the depot that the plan cannot meet is reported, not refused.
 */
export function planOutcome(plan: Plan, orderCount: number, relaxed: readonly ViolationKind[]): PlanOutcome {
  const hard = plan.violations.filter((v) => !relaxed.includes(v.kind) && !SOFT_KINDS.includes(v.kind));
  if (hard.length > 0) return 'INFEASIBLE';
  if (orderCount > 0 && plan.totals.assigned === 0) return 'INFEASIBLE';
  return 'SUCCESS';
}

/** The start, the visits (orders at one place in a row merged) and depot reloads, and the end. */
export function storedStops(route: PlannedRoute, startPlace: number, endPlace: number | null): StoredStop[] {
  const dims = route.capacityUsed.length;
  const initialLoad = route.stops[0]
    ? route.stops[0].loadAfter.map(() => 0)
    : new Array<number>(dims).fill(0);
  const stops: StoredStop[] = [
    {
      visitOrder: 0,
      type: 'start',
      place: startPlace,
      arrival: route.departure,
      waiting: 0,
      serviceStart: route.departure,
      serviceEnd: route.departure,
      load: initialLoad,
      distanceFromPrevious: 0,
      durationFromPrevious: 0,
      trip: 1,
      orderIds: [],
    },
  ];
  for (const stop of route.stops as readonly PlannedStop[]) {
    const last = stops[stops.length - 1] as StoredStop;
    const mergeable =
      stop.kind === 'ORDER' &&
      last.type === 'visit' &&
      last.place === stop.location &&
      stop.trip === last.trip &&
      stop.durationFromPrevious === 0 &&
      stop.waiting === 0 &&
      stop.serviceStart === last.serviceEnd;
    if (mergeable) {
      last.serviceEnd = stop.serviceEnd;
      last.load = stop.loadAfter;
      last.orderIds.push(stop.orderId);
      continue;
    }
    stops.push({
      visitOrder: stops.length,
      type: stop.kind === 'RELOAD' ? 'depot' : 'visit',
      place: stop.location,
      arrival: stop.arrival,
      waiting: stop.waiting,
      serviceStart: stop.serviceStart,
      serviceEnd: stop.serviceEnd,
      load: stop.loadAfter,
      distanceFromPrevious: stop.distanceFromPrevious,
      durationFromPrevious: stop.durationFromPrevious,
      trip: stop.trip,
      orderIds: stop.kind === 'ORDER' ? [stop.orderId] : [],
    });
  }
  if (endPlace !== null) {
    const last = stops[stops.length - 1] as StoredStop;
    stops.push({
      visitOrder: stops.length,
      type: 'depot',
      place: endPlace,
      arrival: route.end,
      waiting: 0,
      serviceStart: route.end,
      serviceEnd: route.end,
      load: last.load,
      distanceFromPrevious: route.distanceToEnd,
      durationFromPrevious: route.durationToEnd,
      trip: last.trip,
      orderIds: [],
    });
  }
  return stops;
}

export interface StoreOptions {
  outcome: PlanOutcome;
  /** Route this one was made from (rerun keeps the chain of versions). */
  sourceRouteId: number | null;
  startPlaces: Record<string, number>;
  endPlaces: Record<string, number | null>;
  /** Road shapes of the plan's legs (`planLegShapes`); a leg without one is a straight line. */
  shapes?: LegShapes;
}

/** Road shapes by leg, keyed `from>to` (place indexes). */
export type LegShapes = ReadonlyMap<string, readonly LatLng[]>;

const legKey = (from: number, to: number) => `${from}>${to}`;

/** Where each vehicle of a problem starts and ends (place indexes), as storing a plan needs them. */
export function vehiclePlaces(problem: {
  vehicles: readonly {
    id: string;
    startLocation?: number | undefined;
    endLocation?: number | null | undefined;
  }[];
}): Pick<StoreOptions, 'startPlaces' | 'endPlaces'> {
  const startPlaces: Record<string, number> = {};
  const endPlaces: Record<string, number | null> = {};
  for (const v of problem.vehicles) {
    if (v.startLocation !== undefined) startPlaces[v.id] = v.startLocation;
    endPlaces[v.id] = v.endLocation ?? null;
  }
  return { startPlaces, endPlaces };
}

/**
 * The road shapes of every leg of a plan from its context's engine, fetched before the plan is
 * stored (outside its transaction); empty under the straight-line estimate.
 */
export async function planLegShapes(
  plan: Plan,
  context: ProblemContext,
  places: Pick<StoreOptions, 'startPlaces' | 'endPlaces'>,
): Promise<LegShapes> {
  const shapes = new Map<string, readonly LatLng[]>();
  if (!context.shapes) return shapes;
  const legs = new Map<string, readonly [number, number]>();
  for (const planned of plan.routes) {
    const start = places.startPlaces[planned.vehicleId] ?? planned.stops[0]?.location ?? 0;
    const stops = storedStops(planned, start, places.endPlaces[planned.vehicleId] ?? null);
    for (let i = 1; i < stops.length; i++) {
      const from = (stops[i - 1] as StoredStop).place;
      const to = (stops[i] as StoredStop).place;
      if (from !== to) legs.set(legKey(from, to), [from, to]);
    }
  }
  const list = [...legs.values()];
  const answers = await context.shapes(list);
  list.forEach(([from, to], i) => {
    const points = answers[i];
    if (points && points.length >= 2) shapes.set(legKey(from, to), points);
  });
  return shapes;
}

/** Writes a plan as the job's next route version; answers the new route's id and version. */
export async function storePlan(
  tx: Orm,
  plan: Plan,
  context: ProblemContext,
  options: StoreOptions,
): Promise<{ routeId: number; version: number }> {
  const at = (seconds: number) => new Date(context.dayStartMs + seconds * 1000).toISOString();
  const version = await nextRouteVersion(tx, context.jobId);
  const routeId = await insertRouteVersion(tx, {
    jobId: context.jobId,
    version,
    sourceRouteId: options.sourceRouteId,
    status: options.outcome,
    isFeasible: options.outcome === 'SUCCESS',
    totals: plan.totals,
    iterations: plan.iterations,
    travelModel: { ...context.model, ...context.basis },
    violations: plan.violations,
  });
  let colour = 0;
  for (const planned of plan.routes) {
    colour += 1;
    const start = options.startPlaces[planned.vehicleId] ?? planned.stops[0]?.location ?? 0;
    const end = options.endPlaces[planned.vehicleId] ?? null;
    const stops = storedStops(planned, start, end);
    const points: LatLng[] = stops.map((s) => context.places[s.place] as LatLng);
    // Each leg's points, from the previous stop to this one: the road's shape, else a straight line.
    const legPoints = stops.map((s, i): readonly LatLng[] | null => {
      const previous = i > 0 ? (stops[i - 1] as StoredStop) : null;
      if (!previous) return null;
      const road = options.shapes?.get(legKey(previous.place, s.place));
      const here = points[i] as LatLng;
      const before = points[i - 1] as LatLng;
      return (
        road ?? [
          { lat: before.lat, lng: before.lng },
          { lat: here.lat, lng: here.lng },
        ]
      );
    });
    const routePoints: LatLng[] = [];
    for (const leg of legPoints) {
      if (leg) routePoints.push(...(routePoints.length > 0 ? leg.slice(1) : leg));
    }
    const capacity = context.capacities[planned.vehicleId] ?? [];
    const used = (d: number) => ((capacity[d] ?? 0) > 0 ? (planned.capacityUsed[d] ?? 0) : null);
    const routeVehicleId = await insertRouteVehicle(tx, {
      routeId,
      vehicleId: Number(planned.vehicleId),
      colour,
      departure: at(planned.departure),
      end: at(planned.end),
      distance: planned.distance,
      duration: planned.duration,
      waiting: planned.waiting,
      service: planned.service,
      cost: planned.cost,
      trips: planned.trips,
      used: [used(0), used(1), used(2)],
      polyline: encodePolyline(
        routePoints.length > 0 ? routePoints : points.map((p) => ({ lat: p.lat, lng: p.lng })),
      ),
    });
    const stopRows = stops.map((s, i): RouteStopRow => {
      const place = context.places[s.place] as (typeof context.places)[number];
      const shape = legPoints[i];
      const leg = shape ? encodePolyline(shape.map((p) => ({ lat: p.lat, lng: p.lng }))) : null;
      return {
        visitOrder: s.visitOrder,
        type: s.type,
        locationId: place.locationId,
        refNo: place.refNo,
        name: place.name,
        lat: place.lat,
        lng: place.lng,
        arrival: at(s.arrival),
        waiting: s.waiting,
        serviceStart: at(s.serviceStart),
        serviceEnd: at(s.serviceEnd),
        load: s.load,
        distanceFromPrevious: s.distanceFromPrevious,
        durationFromPrevious: s.durationFromPrevious,
        trip: s.trip,
        polyline: leg,
      };
    });
    const inserted = await insertRouteStops(tx, routeVehicleId, stopRows);
    const idOf = new Map(inserted.map((r) => [r.visit_order, r.id]));
    const links = stops.flatMap((s) =>
      s.orderIds.map((orderId, i) => ({
        stopId: idOf.get(s.visitOrder),
        orderId: Number(orderId),
        sequence: i + 1,
      })),
    );
    if (links.length > 0) await insertRouteStopOrders(tx, links);
  }
  if (plan.unassigned.length > 0) await insertUnassignedOrders(tx, routeId, plan.unassigned);
  return { routeId, version };
}
