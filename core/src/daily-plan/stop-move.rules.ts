/**
 * What a planned stop moved by hand (to another vehicle, after another stop, with a serve-before)
 * would break, told before the move is saved: a vehicle that cannot do an order's operation type, a
 * vehicle loaded past its capacity, a time window the stop can no longer reach, and pins the move
 * overrides. The warnings do not block the move: Reoptimize decides, and names what it could not keep.
 */

/** Capacity dimensions, in the order the optimizer reads them: weight, volume, insured value. */
export const CAPACITY_DIMENSIONS = ['weight', 'volume', 'insurance'] as const;
export type CapacityDimension = (typeof CAPACITY_DIMENSIONS)[number];
export type Loads = Readonly<Record<CapacityDimension, number>>;

export const noLoad: Loads = { weight: 0, volume: 0, insurance: 0 };

/** A vehicle type's or one vehicle's capability for an operation type (orders/{refNo}/constraints). */
export interface CapabilityRow {
  readonly vehicleRefNo?: string | null | undefined;
  readonly vehicleTypeRefNo?: string | null | undefined;
  readonly isCapable: boolean;
}

/** The vehicle a stop goes to: capacities (0 or less: unlimited) and what it carries now. */
export interface MoveVehicle {
  readonly refNo: string;
  readonly vehicleTypeRefNo: string | null;
  readonly name: string;
  readonly capacity: Loads | null;
  readonly load: Loads | null;
}

/** A time window in minutes after midnight. */
export interface MinuteWindow {
  readonly start: number;
  readonly end: number;
}

/** An order on the moved stop, with what the plan must respect for it. */
export interface MoveOrder {
  readonly refNo: string;
  readonly operationTypeName: string;
  readonly loads: Loads | null;
  /** Capability rows of the order's operation type; null when they could not be read. */
  readonly capabilities: readonly CapabilityRow[] | null;
  /** Its own serve window, its location's and its operation type's windows, each a union. */
  readonly windows: readonly (readonly MinuteWindow[])[];
}

export interface PlannedStopMove {
  readonly orders: readonly MoveOrder[];
  readonly fromVehicleRefNo: string;
  readonly to: MoveVehicle;
  /** Earliest minute the stop can be served at its new place (end of the stop it follows), if known. */
  readonly earliestMinute: number | null;
  /** A serve-before (minutes) the planner sets for the stop, if any. */
  readonly serveBeforeMinute: number | null;
  readonly pinnedStop: boolean;
  /** The moved stop leaves or joins a pinned route. */
  readonly pinnedRoute: string | null;
}

export type MoveWarning =
  | { readonly kind: 'capability'; readonly orderRefNo: string; readonly operationTypeName: string }
  | {
      readonly kind: 'capacity';
      readonly dimension: CapacityDimension;
      readonly needed: number;
      readonly capacity: number;
    }
  | {
      readonly kind: 'timeWindow';
      readonly orderRefNo: string;
      readonly latest: number;
      readonly earliest: number;
    }
  | { readonly kind: 'pinnedStop' }
  | { readonly kind: 'pinnedRoute'; readonly vehicle: string };

/**
 * Whether a vehicle can do an operation type: its own row wins over its type's; no row means it
 * can (the optimizer's rule: only operation types some vehicle cannot do become required skills).
 */
export function isVehicleCapable(
  vehicle: { readonly refNo: string; readonly vehicleTypeRefNo: string | null },
  rows: readonly CapabilityRow[],
): boolean {
  const own = rows.find((r) => r.vehicleRefNo && r.vehicleRefNo === vehicle.refNo);
  const byType = rows.find(
    (r) => !r.vehicleRefNo && r.vehicleTypeRefNo && r.vehicleTypeRefNo === vehicle.vehicleTypeRefNo,
  );
  return (own ?? byType)?.isCapable ?? true;
}

export const addLoads = (a: Loads, b: Loads): Loads => ({
  weight: a.weight + b.weight,
  volume: a.volume + b.volume,
  insurance: a.insurance + b.insurance,
});

/** Loads a vehicle carries now, from its capacity and the plan's used fractions (null: unknown, none). */
export function loadOfFractions(
  capacity: Loads,
  used: Readonly<Record<CapacityDimension, number | null>>,
): Loads {
  const of = (d: CapacityDimension) => (capacity[d] > 0 ? (used[d] ?? 0) * capacity[d] : 0);
  return { weight: of('weight'), volume: of('volume'), insurance: of('insurance') };
}

/** Dimensions where `load` plus `added` goes past a limited capacity (a rounding hair is allowed). */
export function capacityOverruns(
  capacity: Loads,
  load: Loads,
  added: Loads,
): { dimension: CapacityDimension; needed: number; capacity: number }[] {
  return CAPACITY_DIMENSIONS.flatMap((dimension) => {
    const limit = capacity[dimension];
    const needed = load[dimension] + added[dimension];
    return limit > 0 && needed > limit * (1 + 1e-9) + 1e-6 ? [{ dimension, needed, capacity: limit }] : [];
  });
}

/**
 * The latest minute an order can still be served: every window list must hold the service, so
 * the earliest of the lists' last ends (null: no window at all).
 */
export function latestServiceMinute(windows: readonly (readonly MinuteWindow[])[]): number | null {
  const ends = windows.filter((list) => list.length > 0).map((list) => Math.max(...list.map((w) => w.end)));
  return ends.length === 0 ? null : Math.min(...ends);
}

/** What a move would break; empty when nothing is known to break. */
export function stopMoveWarnings(move: PlannedStopMove): MoveWarning[] {
  const warnings: MoveWarning[] = [];
  const changesVehicle = move.to.refNo !== move.fromVehicleRefNo;
  if (move.pinnedStop && changesVehicle) warnings.push({ kind: 'pinnedStop' });
  if (move.pinnedRoute !== null) warnings.push({ kind: 'pinnedRoute', vehicle: move.pinnedRoute });
  for (const order of move.orders)
    if (order.capabilities && !isVehicleCapable(move.to, order.capabilities))
      warnings.push({
        kind: 'capability',
        orderRefNo: order.refNo,
        operationTypeName: order.operationTypeName,
      });
  if (changesVehicle && move.to.capacity && move.to.load) {
    const added = move.orders.reduce((sum, o) => addLoads(sum, o.loads ?? noLoad), noLoad);
    for (const over of capacityOverruns(move.to.capacity, move.to.load, added))
      warnings.push({ kind: 'capacity', ...over });
  }
  const earliest = move.earliestMinute;
  if (earliest !== null)
    for (const order of move.orders) {
      const own = latestServiceMinute(order.windows);
      const latest =
        move.serveBeforeMinute === null
          ? own
          : Math.min(own ?? move.serveBeforeMinute, move.serveBeforeMinute);
      if (latest !== null && earliest > latest)
        warnings.push({ kind: 'timeWindow', orderRefNo: order.refNo, latest, earliest });
    }
  return warnings;
}

/** Minutes after midnight of an HH:mm (or HH:mm:ss) time; null when it is not one. */
export function minuteOfDay(text: string | null | undefined): number | null {
  const match = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(text ?? '');
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : null;
}

/** HH:mm of minutes after midnight. */
export function clockOfMinute(minute: number): string {
  const m = Math.max(0, Math.round(minute));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** An order's own serve window (serveAfter–serveBefore) as a window list; empty when it has none. */
export function serveWindow(serveAfter: string | null | undefined, serveBefore: string | null | undefined) {
  const start = minuteOfDay(serveAfter);
  const end = minuteOfDay(serveBefore);
  return start === null && end === null ? [] : [{ start: start ?? 0, end: end ?? 24 * 60 }];
}

/**
 * Time window rows of a location or operation type that hold on the plan day: undated or dated
 * that day. Rows limited to some weekdays are left out (their day list is not read here).
 */
export function windowsOfDay(
  rows: readonly {
    startTime: string;
    endTime: string;
    date?: string | null | undefined;
    days?: string | null | undefined;
    locationRefNo?: string | null | undefined;
    operationTypeRefNo?: string | null | undefined;
  }[],
  day: string | null,
): MinuteWindow[][] {
  const applying = rows.filter((r) => (!r.date || r.date === day) && !r.days);
  const list = (pick: (r: (typeof rows)[number]) => boolean): MinuteWindow[] =>
    applying.filter(pick).flatMap((r) => {
      const start = minuteOfDay(r.startTime);
      const end = minuteOfDay(r.endTime);
      return start === null || end === null ? [] : [{ start, end }];
    });
  return [list((r) => !!r.locationRefNo), list((r) => !r.locationRefNo && !!r.operationTypeRefNo)];
}
