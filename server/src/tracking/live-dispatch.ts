import type { FastifyInstance } from 'fastify';
import { encodePolyline, type LatLng } from '@rota/core';
import {
  arrangeMove,
  dispatchWarningKinds,
  type DispatchVisit,
  type DispatchWarning,
  type DispatchWarningKind,
  type MoveRefusal,
  type RouteDispatchEvent,
  type LiveStopMove,
  type LiveStopMoveAnswer,
} from '@rota/core/tracking';
import {
  planGivenRoutes,
  type GivenRoute,
  type Plan,
  type PlannedRoute,
  type Violation,
} from '@rota/optimizer';
import type { JobRecord } from '../daily-plan/job.repository.js';
import { fail, ok, type Answer } from '../platform/answer.js';
import type { Platform } from '../platform/context.js';
import { translate, type Translator } from '../platform/i18n.js';
import { createHubPublisher, groupName } from '../realtime/index.js';
import { travelMatrixFor } from '../routing/travel-matrix-for.js';
import { buildProblem, type BuiltProblem } from '../solver/problem-builder.js';
import { planLegShapes, vehiclePlaces, type LegShapes } from '../solver/result-store.js';
import { publishDriverRouteChange } from './driver-route-publish.js';
import {
  liveRouteIdOf,
  lockRoutes,
  rewriteRoutes,
  type RouteStopWrite,
  type RouteVehicleWrite,
} from './live-dispatch.repository.js';
import {
  insertLog,
  listPlannedStops,
  listTrackedVehicles,
  listVisitEvents,
  type PlannedStop,
  type TrackedRouteVehicle,
} from './tracking.repository.js';

/** A measure of a live route needs no solve: only the travel matrix and the given order. */
const MEASURE_LIMIT_MS = 60_000;

class PlanChanged extends Error {}

const refusalStatus: Record<MoveRefusal['reason'], number> = {
  unknownStop: 404,
  stopStarted: 409,
  unknownPosition: 400,
  beforeStarted: 409,
  unchanged: 409,
};
const refusalField: Record<MoveRefusal['reason'], string> = {
  unknownStop: 'visitOrder',
  stopStarted: 'visitOrder',
  unknownPosition: 'afterVisitOrder',
  beforeStarted: 'afterVisitOrder',
  unchanged: 'afterVisitOrder',
};

const violationKey = (v: Violation) =>
  `${v.kind}|${v.vehicleId ?? ''}|${v.orderId ?? ''}|${v.dimension ?? ''}`;

/** One route the move changes: its vehicle, its stops now and its visits (stop ids) after. */
interface Affected {
  vehicle: TrackedRouteVehicle;
  stops: PlannedStop[];
  visitIds: readonly number[];
}

/**
 * Moves a stop of a job's live plan (see core's `arrangeMove` for what is refused), measures the
 * changed routes again with the plan's travel matrix the way the solver measures a planner's
 * arrangement (`planGivenRoutes`), stores them in place, logs the move and tells Track & Trace
 * and the drivers of both routes. What the new order breaks is answered as warnings.
 */
export async function moveLiveStop(
  platform: Platform,
  server: FastifyInstance,
  job: JobRecord,
  move: LiveStopMove,
  t: Translator,
): Promise<Answer> {
  const orm = platform.db.orm;
  const jobRefNo = job.refNo;
  const routeId = await liveRouteIdOf(orm, job.id);
  const vehicles = routeId === null ? [] : await listTrackedVehicles(orm, job.id);
  if (routeId === null || vehicles.length === 0)
    return fail(409, 'tracking.dispatch.notLive', { params: { jobRefNo } });
  const vehicleOf = (field: 'vehicleRefNo' | 'toVehicleRefNo', vehicleRefNo: string) => {
    const found = vehicles.find((v) => v.vehicleRefNo === vehicleRefNo);
    if (found) return { ok: true as const, vehicle: found };
    return {
      ok: false as const,
      answer: fail(404, 'tracking.dispatch.unknownVehicle', {
        params: { vehicleRefNo, jobRefNo },
        validation: [{ field, message: 'tracking.dispatch.unknownVehicle' }],
      }),
    };
  };
  const source = vehicleOf('vehicleRefNo', move.vehicleRefNo);
  if (!source.ok) return source.answer;
  const target = vehicleOf('toVehicleRefNo', move.toVehicleRefNo ?? move.vehicleRefNo);
  if (!target.ok) return target.answer;
  const sameRoute = source.vehicle.routeVehicleId === target.vehicle.routeVehicleId;
  const routeVehicleIds = [...new Set([source.vehicle.routeVehicleId, target.vehicle.routeVehicleId])];
  const [stops, events] = await Promise.all([
    listPlannedStops(orm, routeVehicleIds),
    listVisitEvents(orm, job.id),
  ]);
  const started = new Set(events.map((e) => e.stopId));
  const visitsOf = (routeVehicleId: number): DispatchVisit[] =>
    (stops.get(routeVehicleId) ?? [])
      .filter((s) => s.type === 'visit')
      .map((s) => ({ stopId: s.stopId, visitOrder: s.visitOrder, started: started.has(s.stopId) }));
  const arranged = arrangeMove(
    visitsOf(source.vehicle.routeVehicleId),
    sameRoute ? null : visitsOf(target.vehicle.routeVehicleId),
    move.visitOrder,
    move.afterVisitOrder,
  );
  if (!arranged.ok) {
    const { reason, params } = arranged.refusal;
    const named = reason === 'unknownPosition' ? target.vehicle : source.vehicle;
    return fail(refusalStatus[reason], `tracking.dispatch.${reason}`, {
      params: { ...params, vehicleRefNo: named.vehicleRefNo, jobRefNo },
      validation: [{ field: refusalField[reason], message: `tracking.dispatch.${reason}` }],
    });
  }
  const movedStop = (stops.get(source.vehicle.routeVehicleId) ?? []).find(
    (s) => s.visitOrder === move.visitOrder,
  ) as PlannedStop;
  if (move.locationRefNo !== undefined && movedStop.locationRefNo !== move.locationRefNo)
    return fail(409, 'tracking.dispatch.planChanged', { params: { jobRefNo } });
  const affected: Affected[] = [
    {
      vehicle: source.vehicle,
      stops: stops.get(source.vehicle.routeVehicleId) ?? [],
      visitIds: arranged.arrangement.get('source') ?? [],
    },
    ...(sameRoute
      ? []
      : [
          {
            vehicle: target.vehicle,
            stops: stops.get(target.vehicle.routeVehicleId) ?? [],
            visitIds: arranged.arrangement.get('target') ?? [],
          },
        ]),
  ];

  const built = await buildProblem(orm, job.id, travelMatrixFor(platform.db, platform.config.routing), {
    maxTimeLimitMs: MEASURE_LIMIT_MS,
  });
  const stopById = new Map([...stops.values()].flat().map((s) => [s.stopId, s]));
  const ordersOf = (ids: readonly number[]) =>
    ids.flatMap((id) => (stopById.get(id)?.orders ?? []).map((o) => String(o.orderId)));
  const known = new Set(built.problem.orders.map((o) => o.id));
  const given = (visitIds: (a: Affected) => readonly number[]): GivenRoute[] =>
    affected.map((a) => ({ vehicleId: String(a.vehicle.vehicleId), orderIds: ordersOf(visitIds(a)) }));
  const now = given((a) => a.stops.filter((s) => s.type === 'visit').map((s) => s.stopId));
  const after = given((a) => a.visitIds);
  if (
    after.some((r) => r.orderIds.some((id) => !known.has(id))) ||
    !affected.every((a) => built.problem.vehicles.some((v) => v.id === String(a.vehicle.vehicleId)))
  )
    return fail(409, 'tracking.dispatch.planChanged', { params: { jobRefNo } });
  const before = planGivenRoutes(built.problem, now);
  const plan = planGivenRoutes(built.problem, after);
  const { startPlaces, endPlaces } = vehiclePlaces(built.problem);
  const shapes = await planLegShapes(plan, built.context, { startPlaces, endPlaces });
  const writes = affected.map((a) =>
    routeWrite(
      a,
      plan.routes.find((r) => r.vehicleId === String(a.vehicle.vehicleId)),
      built,
      {
        start: startPlaces[String(a.vehicle.vehicleId)] ?? null,
        end: endPlaces[String(a.vehicle.vehicleId)] ?? null,
        shapes,
      },
      stopById,
    ),
  );

  try {
    await orm.transaction(async (tx) => {
      const locked = await lockRoutes(tx, routeVehicleIds);
      // Someone reported at a stop or moved one since it was read: measure again from the new state.
      const same = affected.every((a) => {
        const ids = locked.visits.get(a.vehicle.routeVehicleId) ?? [];
        const read = a.stops.filter((s) => s.type === 'visit').map((s) => s.stopId);
        return ids.length === read.length && ids.every((id, i) => id === read[i]);
      });
      if (!same || [...locked.started].some((id) => !started.has(id))) throw new PlanChanged();
      await rewriteRoutes(tx, routeId, writes);
    });
  } catch (error) {
    if (error instanceof PlanChanged)
      return fail(409, 'tracking.dispatch.planChanged', { params: { jobRefNo } });
    throw error;
  }

  const warnings = warningsOf(before, plan, affected, t, built);
  const logParams = {
    location: movedStop.locationName,
    from: source.vehicle.vehiclePlate,
    plate: target.vehicle.vehiclePlate,
  };
  await insertLog(orm, {
    jobId: job.id,
    vehicleId: target.vehicle.vehicleId,
    level: warnings.length > 0 ? 'Warning' : 'Info',
    code: 'STOP_MOVED',
    message: translate('en', 'tracking.dispatch.log', logParams),
    messageKey: 'tracking.dispatch.log',
    params: logParams,
    eventDate: platform.now().toISOString(),
  });
  await publishMove(platform, server, job, affected);

  const fresh = await listPlannedStops(orm, routeVehicleIds);
  const answer: LiveStopMoveAnswer = {
    jobRefNo,
    routes: affected.map((a) => ({
      vehicleRefNo: a.vehicle.vehicleRefNo,
      stops: (fresh.get(a.vehicle.routeVehicleId) ?? [])
        .filter((s) => s.type === 'visit')
        .map((s) => ({
          visitOrder: s.visitOrder,
          locationRefNo: s.locationRefNo,
          locationName: s.locationName,
          plannedArrival: s.arrival,
          plannedServiceEnd: s.serviceEnd,
          orderRefNos: s.orders.map((o) => o.orderRefNo),
        })),
    })),
    warnings,
  };
  return ok(answer, {
    messageKey: warnings.length > 0 ? 'tracking.dispatch.movedWithWarnings' : 'tracking.dispatch.moved',
    params: { location: movedStop.locationName, plate: target.vehicle.vehiclePlate, count: warnings.length },
  });
}

/** Tells Track & Trace (the job's group) and the drivers of the changed routes. */
async function publishMove(
  platform: Platform,
  server: FastifyInstance,
  job: JobRecord,
  affected: readonly Affected[],
): Promise<void> {
  const event: RouteDispatchEvent = {
    jobRefNo: job.refNo,
    vehicleRefNos: affected.map((a) => a.vehicle.vehicleRefNo),
    message: translate('en', 'tracking.dispatch.changed', { jobRefNo: job.refNo }),
  };
  await createHubPublisher(server.backplane)
    .send('trackandtracehub', groupName({ jobRefNo: job.refNo }), 'ReceiveRouteDispatch', event)
    .catch((error: unknown) => server.log.warn({ err: error }, 'route dispatch not sent'));
  await publishDriverRouteChange(platform.db.orm, server, job, 'DISPATCH', [], {
    vehicleIds: affected.map((a) => a.vehicle.vehicleId),
  });
}

/** What the new order breaks that the old one did not, in the reader's language. */
function warningsOf(
  before: Plan,
  after: Plan,
  affected: readonly Affected[],
  t: Translator,
  built: BuiltProblem,
): DispatchWarning[] {
  const known = new Set(before.violations.map(violationKey));
  const kinds: readonly string[] = dispatchWarningKinds;
  const vehicle = (id: string | undefined) =>
    affected.find((a) => String(a.vehicle.vehicleId) === id)?.vehicle;
  const orderRef = new Map(
    affected.flatMap((a) =>
      a.stops.flatMap((s) => s.orders.map((o) => [String(o.orderId), o.orderRefNo] as const)),
    ),
  );
  const seen = new Set<string>();
  return after.violations
    .filter((v) => kinds.includes(v.kind) && !known.has(violationKey(v)))
    .flatMap((v) => {
      const key = violationKey(v);
      if (seen.has(key)) return [];
      seen.add(key);
      const routeVehicle = vehicle(v.vehicleId);
      const orderRefNo = v.orderId ? (orderRef.get(v.orderId) ?? v.orderId) : null;
      const dimension = v.dimension ?? built.problem.dimensions[0] ?? '';
      const messageKey =
        v.kind === 'TIME_WINDOW' && orderRefNo === null
          ? 'tracking.dispatch.warning.TIME_WINDOW_SHIFT'
          : `tracking.dispatch.warning.${v.kind}`;
      return [
        {
          kind: v.kind as DispatchWarningKind,
          vehicleRefNo: routeVehicle?.vehicleRefNo ?? v.vehicleId ?? '',
          orderRefNo,
          message: t(messageKey, {
            plate: routeVehicle?.vehiclePlate ?? v.vehicleId ?? '',
            order: orderRefNo ?? '',
            dimension: t(`tracking.dispatch.dimension.${dimension}`),
          }),
        },
      ];
    });
}

/**
 * A route as it is written after the move: its start, its visits (their rows kept) and reload
 * stops in the measured order with the measured times, and its end.
 */
function routeWrite(
  affected: Affected,
  planned: PlannedRoute | undefined,
  built: BuiltProblem,
  places: { start: number | null; end: number | null; shapes: LegShapes },
  stopById: ReadonlyMap<number, PlannedStop>,
): RouteVehicleWrite {
  const { context } = built;
  const at = (seconds: number) => new Date(context.dayStartMs + seconds * 1000).toISOString();
  const startRow = affected.stops.find((s) => s.type === 'start');
  const lastRow = affected.stops.at(-1);
  const endRow = places.end !== null && lastRow?.type === 'depot' ? lastRow : undefined;
  const placeOf = (index: number | null, row: PlannedStop | undefined) => {
    const place = index === null ? undefined : context.places[index];
    if (place) return { index, place };
    return {
      index: null,
      place: {
        locationId: null,
        refNo: row?.locationRefNo ?? '',
        name: row?.locationName ?? '',
        lat: row?.latitude ?? 0,
        lng: row?.longitude ?? 0,
      },
    };
  };
  const stopOfOrder = new Map<string, PlannedStop>();
  for (const id of affected.visitIds) {
    const stop = stopById.get(id);
    if (stop) for (const o of stop.orders) stopOfOrder.set(String(o.orderId), stop);
  }
  const departure = planned
    ? at(planned.departure)
    : (startRow?.serviceEnd ?? new Date(context.dayStartMs).toISOString());
  type Entry = RouteStopWrite & { index: number | null };
  const start = placeOf(places.start, startRow);
  const entries: Entry[] = [
    {
      id: startRow?.stopId ?? null,
      type: 'start',
      index: start.index,
      place: start.place,
      arrival: departure,
      waiting: 0,
      serviceStart: departure,
      serviceEnd: departure,
      load: planned?.stops[0]?.loadAfter.map(() => 0) ?? [],
      distanceFromPrevious: 0,
      durationFromPrevious: 0,
      trip: 1,
      polyline: null,
    },
  ];
  for (const stop of planned?.stops ?? []) {
    const last = entries.at(-1) as Entry;
    const row = stop.kind === 'ORDER' ? stopOfOrder.get(stop.orderId) : undefined;
    if (row && last.id === row.stopId) {
      last.serviceEnd = at(stop.serviceEnd);
      last.load = stop.loadAfter;
      continue;
    }
    const here = placeOf(stop.location, row);
    entries.push({
      id: row?.stopId ?? null,
      type: row ? 'visit' : 'depot',
      index: here.index,
      place: row
        ? {
            locationId: here.place.locationId,
            refNo: row.locationRefNo,
            name: row.locationName,
            lat: row.latitude,
            lng: row.longitude,
          }
        : here.place,
      arrival: at(stop.arrival),
      waiting: stop.waiting,
      serviceStart: at(stop.serviceStart),
      serviceEnd: at(stop.serviceEnd),
      load: stop.loadAfter,
      distanceFromPrevious: stop.distanceFromPrevious,
      durationFromPrevious: stop.durationFromPrevious,
      trip: stop.trip,
      polyline: null,
    });
  }
  const endTime = planned ? at(planned.end) : departure;
  if (endRow) {
    const end = placeOf(places.end, endRow);
    const last = entries.at(-1) as Entry;
    entries.push({
      id: endRow.stopId,
      type: 'depot',
      index: end.index,
      place: end.place,
      arrival: endTime,
      waiting: 0,
      serviceStart: endTime,
      serviceEnd: endTime,
      load: last.load,
      distanceFromPrevious: planned?.distanceToEnd ?? 0,
      durationFromPrevious: planned?.durationToEnd ?? 0,
      trip: last.trip,
      polyline: null,
    });
  }
  // Each leg's points: the road's shape when the engine gave one, else a straight line.
  const routePoints: LatLng[] = [];
  entries.forEach((entry, i) => {
    const previous = entries[i - 1];
    if (!previous) return;
    const road =
      previous.index !== null && entry.index !== null
        ? places.shapes.get(`${previous.index}>${entry.index}`)
        : undefined;
    const leg = road ?? [
      { lat: previous.place.lat, lng: previous.place.lng },
      { lat: entry.place.lat, lng: entry.place.lng },
    ];
    entry.polyline = encodePolyline(leg.map((p) => ({ lat: p.lat, lng: p.lng })));
    routePoints.push(...(routePoints.length > 0 ? leg.slice(1) : leg));
  });
  const capacity = context.capacities[String(affected.vehicle.vehicleId)] ?? [];
  const used = [0, 1, 2].map((d) => ((capacity[d] ?? 0) > 0 ? (planned?.capacityUsed[d] ?? 0) : null));
  return {
    routeVehicleId: affected.vehicle.routeVehicleId,
    departure,
    endTime,
    distance: planned?.distance ?? 0,
    duration: planned?.duration ?? 0,
    waiting: planned?.waiting ?? 0,
    service: planned?.service ?? 0,
    cost: planned?.cost ?? 0,
    trips: planned?.trips ?? 1,
    used,
    polyline: encodePolyline(
      routePoints.length > 0 ? routePoints : entries.map((e) => ({ lat: e.place.lat, lng: e.place.lng })),
    ),
    stops: entries.map(({ index: _index, ...stop }) => stop),
  };
}
