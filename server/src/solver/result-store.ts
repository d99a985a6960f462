import { encodePolyline, type LatLng } from '@rota/core';
import type { Plan, PlannedRoute, PlannedStop, ViolationKind } from '@rota/optimizer';
import { rows, sql, type Orm } from '../db/database.js';
import type { ProblemContext } from './problem-builder.js';

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
  const [versionRow] = await rows<{ next: number }>(
    tx,
    sql`SELECT coalesce(max(version), 0) + 1 AS next FROM job_routes WHERE job_id = ${context.jobId}`,
  );
  const version = versionRow?.next ?? 1;
  const [route] = await rows<{ id: number }>(
    tx,
    sql`INSERT INTO job_routes (job_id, version, source_route_id, status, is_feasible, total_distance, total_duration,
          total_waiting, total_cost, iterations, travel_model, violations)
        VALUES (${context.jobId}, ${version}, ${options.sourceRouteId}, ${options.outcome}, ${options.outcome === 'SUCCESS'},
          ${plan.totals.distance}, ${plan.totals.duration}, ${plan.totals.waiting}, ${plan.totals.cost}, ${plan.iterations},
          ${JSON.stringify({ ...context.model, ...context.basis })}::jsonb, ${JSON.stringify(plan.violations)}::jsonb)
        RETURNING id`,
  );
  const routeId = (route as { id: number }).id;
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
    const [vehicleRow] = await rows<{ id: number }>(
      tx,
      sql`INSERT INTO route_vehicles (route_id, vehicle_id, colour_index, departure, end_time, distance, duration, waiting,
            service, cost, trips, weight_capacity_used, volume_capacity_used, insurance_capacity_used, polyline)
          VALUES (${routeId}, ${Number(planned.vehicleId)}, ${colour}, ${at(planned.departure)}, ${at(planned.end)},
            ${planned.distance}, ${planned.duration}, ${planned.waiting}, ${planned.service}, ${planned.cost}, ${planned.trips},
            ${used(0)}, ${used(1)}, ${used(2)}, ${encodePolyline(routePoints.length > 0 ? routePoints : points.map((p) => ({ lat: p.lat, lng: p.lng })))})
          RETURNING id`,
    );
    const routeVehicleId = (vehicleRow as { id: number }).id;
    const values = stops.map((s, i) => {
      const place = context.places[s.place] as (typeof context.places)[number];
      const shape = legPoints[i];
      const leg = shape ? encodePolyline(shape.map((p) => ({ lat: p.lat, lng: p.lng }))) : null;
      return sql`(${routeVehicleId}, ${s.visitOrder}, ${s.type}, ${place.locationId}, ${place.refNo}, ${place.name},
        ${place.lat}, ${place.lng}, ${at(s.arrival)}, ${s.waiting}, ${at(s.serviceStart)}, ${at(s.serviceEnd)},
        ${JSON.stringify(s.load)}::jsonb, ${s.distanceFromPrevious}, ${s.durationFromPrevious}, ${s.trip}, ${leg})`;
    });
    const inserted = await rows<{ id: number; visit_order: number }>(
      tx,
      sql`INSERT INTO route_stops (route_vehicle_id, visit_order, type, location_id, location_ref_no, location_name,
            latitude, longitude, arrival, waiting, service_start, service_end, load, distance_from_previous,
            duration_from_previous, trip, polyline)
          VALUES ${sql.join(values, sql`, `)} RETURNING id, visit_order`,
    );
    const idOf = new Map(inserted.map((r) => [r.visit_order, r.id]));
    const links = stops.flatMap((s) =>
      s.orderIds.map((orderId, i) => sql`(${idOf.get(s.visitOrder)}, ${Number(orderId)}, ${i + 1})`),
    );
    if (links.length > 0) {
      await tx.execute(
        sql`INSERT INTO route_stop_orders (route_stop_id, order_id, sequence) VALUES ${sql.join(links, sql`, `)}`,
      );
    }
  }
  if (plan.unassigned.length > 0) {
    const values = plan.unassigned.map(
      (u) => sql`(${routeId}, ${Number(u.orderId)}, ${u.reason}, ${u.dimension ?? null})`,
    );
    await tx.execute(
      sql`INSERT INTO route_unassigned_orders (route_id, order_id, reason, dimension) VALUES ${sql.join(values, sql`, `)}`,
    );
  }
  return { routeId, version };
}
