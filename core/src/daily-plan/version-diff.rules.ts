import type { RouteResult } from './route-result.schema.js';
import type { StopChange, VersionDiff, VehicleUseChange } from './version-diff.schema.js';

/** One version as the diff reads it: its route result and its total cost. */
export type DiffSide = {
  readonly version: number;
  readonly cost: number;
  readonly route: Pick<RouteResult, 'routeId' | 'vehicleWithAssignedLocations'>;
};

type Placement = {
  readonly vehicleRefNo: string;
  readonly plate: string;
  readonly visitOrder: number;
  readonly locationName: string;
};

function placements(route: DiffSide['route']): Map<string, Placement> {
  const out = new Map<string, Placement>();
  for (const vehicle of route.vehicleWithAssignedLocations)
    for (const stop of vehicle.locations)
      for (const order of stop.orders)
        out.set(order.refNo, {
          vehicleRefNo: vehicle.vehicleRefNo,
          plate: vehicle.vehicleName,
          visitOrder: stop.visitOrder,
          locationName: stop.locationName,
        });
  return out;
}

/** Items of `a` kept in a longest common subsequence of `a` and `b`. */
export function longestCommonSubsequence(a: readonly string[], b: readonly string[]): Set<string> {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table = new Array<number>(rows * cols).fill(0);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i * cols + j] =
        a[i] === b[j]
          ? (table[(i + 1) * cols + j + 1] ?? 0) + 1
          : Math.max(table[(i + 1) * cols + j] ?? 0, table[i * cols + j + 1] ?? 0);
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      kept.add(a[i] as string);
      i++;
      j++;
    } else if ((table[(i + 1) * cols + j] ?? 0) >= (table[i * cols + j + 1] ?? 0)) i++;
    else j++;
  }
  return kept;
}

/** Orders of a vehicle in visit order (orders of one stop in their listed order). */
function sequenceOn(
  map: Map<string, Placement>,
  vehicleRefNo: string,
  only: (ref: string) => boolean,
): string[] {
  return [...map.entries()]
    .filter(([ref, p]) => p.vehicleRefNo === vehicleRefNo && only(ref))
    .sort((x, y) => x[1].visitOrder - y[1].visitOrder)
    .map(([ref]) => ref);
}

/**
 * The stop-level difference between two versions: each order moved to another vehicle, taken out
 * of its sequence on the same vehicle (the fewest orders whose removal leaves both sequences
 * equal), added or removed; vehicles used in only one version; and distance, duration and cost
 * deltas (newer minus older).
 */
export function diffRouteVersions(from: DiffSide, to: DiffSide): VersionDiff {
  const before = placements(from.route);
  const after = placements(to.route);
  const changes: StopChange[] = [];
  const sameVehicle = (ref: string) => before.get(ref)?.vehicleRefNo === after.get(ref)?.vehicleRefNo;
  const vehicles = new Set([...before.values(), ...after.values()].map((p) => p.vehicleRefNo));
  const keptInSequence = new Set<string>();
  for (const vehicle of vehicles) {
    const kept = longestCommonSubsequence(
      sequenceOn(before, vehicle, (ref) => after.has(ref) && sameVehicle(ref)),
      sequenceOn(after, vehicle, (ref) => before.has(ref) && sameVehicle(ref)),
    );
    kept.forEach((ref) => keptInSequence.add(ref));
  }
  const refs = [...new Set([...before.keys(), ...after.keys()])].sort();
  let unchangedOrders = 0;
  for (const ref of refs) {
    const a = before.get(ref);
    const b = after.get(ref);
    const kind = !a
      ? 'added'
      : !b
        ? 'removed'
        : !sameVehicle(ref)
          ? 'moved'
          : keptInSequence.has(ref)
            ? null
            : 'resequenced';
    if (kind === null) {
      unchangedOrders++;
      continue;
    }
    changes.push({
      orderRefNo: ref,
      locationName: (b ?? a)?.locationName ?? '',
      kind,
      fromVehicle: a?.plate ?? null,
      toVehicle: b?.plate ?? null,
      fromVisitOrder: a?.visitOrder ?? null,
      toVisitOrder: b?.visitOrder ?? null,
    });
  }
  const used = (side: DiffSide) =>
    new Map(side.route.vehicleWithAssignedLocations.map((v) => [v.vehicleRefNo, v]));
  const usedBefore = used(from);
  const usedAfter = used(to);
  const vehicleChanges: VehicleUseChange[] = [
    ...[...usedAfter.values()]
      .filter((v) => !usedBefore.has(v.vehicleRefNo))
      .map((v) => ({ vehicleRefNo: v.vehicleRefNo, vehicleName: v.vehicleName, change: 'added' as const })),
    ...[...usedBefore.values()]
      .filter((v) => !usedAfter.has(v.vehicleRefNo))
      .map((v) => ({ vehicleRefNo: v.vehicleRefNo, vehicleName: v.vehicleName, change: 'removed' as const })),
  ];
  const total = (side: DiffSide, f: (v: { distance: number; duration: number }) => number) =>
    side.route.vehicleWithAssignedLocations.reduce((s, v) => s + f(v), 0);
  return {
    fromVersion: from.version,
    toVersion: to.version,
    fromRouteId: from.route.routeId,
    toRouteId: to.route.routeId,
    changes,
    vehicles: vehicleChanges,
    unchangedOrders,
    distanceDelta: total(to, (v) => v.distance) - total(from, (v) => v.distance),
    durationDelta: total(to, (v) => v.duration) - total(from, (v) => v.duration),
    costDelta: to.cost - from.cost,
  };
}
