import {
  addLoads,
  clockOfMinute,
  loadOfFractions,
  minuteOfDay,
  noLoad,
  serveWindow,
  stopMoveWarnings,
  windowsOfDay,
  type Loads,
  type MoveOrder,
  type MoveWarning,
  type OrderConstraints,
} from '@rota/core';
import type { LocationChange, RouteLocation, RouteResult } from '@rota/core/daily-plan';
import { showTime } from '../../i18n/format.js';

/** What the result page reads besides the route to judge a move: fleet, order loads, constraints. */
export interface MoveFacts {
  readonly vehicles: ReadonlyMap<string, { vehicleTypeRefNo: string | null; capacity: Loads }>;
  readonly loads: ReadonlyMap<string, Loads>;
  /** Per order: its constraints; null when they could not be read; absent while loading. */
  readonly constraints: ReadonlyMap<string, OrderConstraints | null>;
}

export const noFacts: MoveFacts = { vehicles: new Map(), loads: new Map(), constraints: new Map() };

/** A move as the Location Change modal holds it, or as a pending change names it. */
export interface MoveDraft {
  readonly routeLocationId: string;
  readonly toRouteVehicleId: string;
  readonly afterRouteLocationId: string | null;
  readonly serveBefore: string;
}

export interface Pins {
  readonly stops: readonly string[];
  readonly routes: readonly string[];
}

export const draftOfChange = (change: LocationChange): MoveDraft => ({
  routeLocationId: change.id,
  toRouteVehicleId: change.vehicle.routeVehicleId,
  afterRouteLocationId: change.positionAfter?.routeLocationId ?? null,
  serveBefore: change.locationTimeWindowChanges[0]?.serveBefore ?? '',
});

type Vehicle = RouteResult['vehicleWithAssignedLocations'][number];

function locate(route: Pick<RouteResult, 'vehicleWithAssignedLocations'>, routeLocationId: string) {
  for (const vehicle of route.vehicleWithAssignedLocations) {
    const stop = vehicle.locations.find((s) => s.routeLocationId === routeLocationId);
    if (stop) return { vehicle, stop };
  }
  return null;
}

const loadOfStop = (stop: RouteLocation, facts: MoveFacts): Loads =>
  stop.orders.reduce((sum, o) => addLoads(sum, facts.loads.get(o.refNo) ?? noLoad), noLoad);

/** Minutes after midnight, on the page's clock, of a planned time. */
const minuteOfPlanned = (iso: string | null): number | null => (iso ? minuteOfDay(showTime(iso)) : null);

/**
 * What a vehicle carries once the other pending moves are done: the plan's used fractions of its
 * capacity, plus stops moved onto it, less stops moved off it.
 */
function loadAfterOtherMoves(
  route: Pick<RouteResult, 'vehicleWithAssignedLocations'>,
  vehicle: Vehicle,
  capacity: Loads,
  others: readonly MoveDraft[],
  facts: MoveFacts,
): Loads {
  let load = loadOfFractions(capacity, {
    weight: vehicle.weightCapacityUsed,
    volume: vehicle.volumeCapacityUsed,
    insurance: vehicle.insuranceCapacityUsed,
  });
  for (const other of others) {
    const found = locate(route, other.routeLocationId);
    if (!found || found.vehicle.routeVehicleId === other.toRouteVehicleId) continue;
    const moved = loadOfStop(found.stop, facts);
    if (other.toRouteVehicleId === vehicle.routeVehicleId) load = addLoads(load, moved);
    else if (found.vehicle.routeVehicleId === vehicle.routeVehicleId)
      load = {
        weight: Math.max(0, load.weight - moved.weight),
        volume: Math.max(0, load.volume - moved.volume),
        insurance: Math.max(0, load.insurance - moved.insurance),
      };
  }
  return load;
}

/** Core's warnings of one move, from the route on screen, the facts read and the pins. */
export function warningsOfDraft(
  route: Pick<RouteResult, 'vehicleWithAssignedLocations'>,
  draft: MoveDraft,
  facts: MoveFacts,
  pins: Pins,
  otherDrafts: readonly MoveDraft[] = [],
  planDay: string | null = null,
): MoveWarning[] {
  const found = locate(route, draft.routeLocationId);
  const target = route.vehicleWithAssignedLocations.find((v) => v.routeVehicleId === draft.toRouteVehicleId);
  if (!found || !target) return [];
  const { stop, vehicle: from } = found;
  const fleet = facts.vehicles.get(target.vehicleRefNo);
  const orders = stop.orders.map((o): MoveOrder => {
    const constraints = facts.constraints.get(o.refNo);
    return {
      refNo: o.refNo,
      operationTypeName: o.operationTypeName,
      loads: facts.loads.get(o.refNo) ?? null,
      capabilities: constraints ? constraints.capabilities : null,
      windows: constraints
        ? [
            serveWindow(constraints.serveAfter, constraints.serveBefore),
            ...windowsOfDay(constraints.timeWindows, planDay ?? o.date),
          ]
        : [],
    };
  });
  const after = draft.afterRouteLocationId ? locate(route, draft.afterRouteLocationId) : null;
  const changesVehicle = target.routeVehicleId !== from.routeVehicleId;
  const touched = [
    ...(changesVehicle ? [from, target] : []),
    ...(after && !changesVehicle ? [target] : []),
  ].find((v) => pins.routes.includes(v.routeVehicleId));
  return stopMoveWarnings({
    orders,
    fromVehicleRefNo: from.vehicleRefNo,
    to: {
      refNo: target.vehicleRefNo,
      vehicleTypeRefNo: fleet?.vehicleTypeRefNo ?? null,
      name: target.vehicleName,
      capacity: fleet?.capacity ?? null,
      load: fleet
        ? loadAfterOtherMoves(
            route,
            target,
            fleet.capacity,
            otherDrafts.filter((d) => d.routeLocationId !== draft.routeLocationId),
            facts,
          )
        : null,
    },
    earliestMinute: after ? minuteOfPlanned(after.stop.endTime) : null,
    serveBeforeMinute: minuteOfDay(draft.serveBefore),
    pinnedStop: pins.stops.includes(stop.routeLocationId),
    pinnedRoute: touched ? touched.vehicleName : null,
  });
}

/** Warnings of every pending change, by the moved stop's routeLocationId. */
export function warningsOfChanges(
  route: Pick<RouteResult, 'vehicleWithAssignedLocations'>,
  changes: readonly LocationChange[],
  facts: MoveFacts,
  pins: Pins,
): Map<string, MoveWarning[]> {
  const drafts = changes.map(draftOfChange);
  const out = new Map<string, MoveWarning[]>();
  for (const draft of drafts) {
    const warnings = warningsOfDraft(route, draft, facts, pins, drafts);
    if (warnings.length > 0) out.set(draft.routeLocationId, warnings);
  }
  return out;
}

/** i18next key and values of one warning. */
export function warningText(
  warning: MoveWarning,
  vehicle: string,
  number: (value: number) => string,
): { key: string; params: Record<string, string> } {
  switch (warning.kind) {
    case 'capability':
      return {
        key: 'adhocUi.warn.capability',
        params: { vehicle, operationType: warning.operationTypeName, order: warning.orderRefNo },
      };
    case 'capacity':
      return {
        key: `adhocUi.warn.capacity.${warning.dimension}`,
        params: { vehicle, needed: number(warning.needed), capacity: number(warning.capacity) },
      };
    case 'timeWindow':
      return {
        key: 'adhocUi.warn.timeWindow',
        params: {
          order: warning.orderRefNo,
          latest: clockOfMinute(warning.latest),
          earliest: clockOfMinute(warning.earliest),
        },
      };
    case 'pinnedStop':
      return { key: 'adhocUi.warn.pinnedStop', params: {} };
    case 'pinnedRoute':
      return { key: 'adhocUi.warn.pinnedRoute', params: { vehicle: warning.vehicle } };
  }
}
