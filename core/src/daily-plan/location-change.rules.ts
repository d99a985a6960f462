import type { LocationChange, LocationChangesRequest, OrderChange } from './location-change.schema.js';

/** Pending location changes per job, kept on the client until Reoptimize. */
export type LocationChangeStore = Readonly<Record<string, readonly LocationChange[]>>;

export const emptyLocationChangeStore: LocationChangeStore = {};

export function changesOf(store: LocationChangeStore, jobRefNo: string): readonly LocationChange[] {
  return store[jobRefNo] ?? [];
}

export function hasPendingLocationChanges(store: LocationChangeStore, jobRefNo: string): boolean {
  return changesOf(store, jobRefNo).length > 0;
}

/** A change that puts the stop back where it was planned, with nothing else to do. */
export function isMoveBack(change: LocationChange): boolean {
  return (
    change.vehicle.routeVehicleId === change.fromVehicle.routeVehicleId &&
    change.positionAfter === null &&
    change.locationTimeWindowChanges.length === 0
  );
}

function withJob(
  store: LocationChangeStore,
  jobRefNo: string,
  changes: readonly LocationChange[],
): LocationChangeStore {
  const next: Record<string, readonly LocationChange[]> = { ...store };
  if (changes.length === 0) delete next[jobRefNo];
  else next[jobRefNo] = changes;
  return next;
}

/**
 * Save a move: it replaces an earlier change of the same stop; a move back to the original
 * vehicle with no position removes the pending change instead.
 */
export function saveLocationChange(
  store: LocationChangeStore,
  jobRefNo: string,
  change: LocationChange,
): LocationChangeStore {
  const others = changesOf(store, jobRefNo).filter((existing) => existing.id !== change.id);
  if (isMoveBack(change)) return withJob(store, jobRefNo, others);
  const current = changesOf(store, jobRefNo);
  const index = current.findIndex((existing) => existing.id === change.id);
  const next = index < 0 ? [...current, change] : current.map((c, i) => (i === index ? change : c));
  return withJob(store, jobRefNo, next);
}

/** Revoke one pending change. */
export function revokeLocationChange(
  store: LocationChangeStore,
  jobRefNo: string,
  changeId: string,
): LocationChangeStore {
  return withJob(
    store,
    jobRefNo,
    changesOf(store, jobRefNo).filter((change) => change.id !== changeId),
  );
}

/** Undo Changes (after the confirmation): forget every pending change of the job. */
export function undoLocationChanges(store: LocationChangeStore, jobRefNo: string): LocationChangeStore {
  return withJob(store, jobRefNo, []);
}

/** Reoptimize needs at least one location change or one order to add or remove. */
export function canReoptimize(
  changes: readonly LocationChange[],
  orderChange: Pick<OrderChange, 'ordersToAdd' | 'ordersToRemove'> | null,
): boolean {
  return (
    changes.length > 0 ||
    (orderChange !== null && (orderChange.ordersToAdd.length > 0 || orderChange.ordersToRemove.length > 0))
  );
}

/** Body of POST adhoc/location-changes from the pending changes of a job. */
export function toLocationChangesRequest(
  parentRouteId: string,
  changes: readonly LocationChange[],
): LocationChangesRequest {
  return {
    parentRouteId,
    locationVehicleChanges: changes
      .filter((change) => change.vehicle.routeVehicleId !== change.fromVehicle.routeVehicleId)
      .map((change) => ({
        routeLocationId: change.id,
        movedToRouteVehicleId: change.vehicle.routeVehicleId,
      })),
    locationVisitOrderChanges: changes.flatMap((change) =>
      change.positionAfter === null
        ? []
        : [{ routeLocationId: change.id, movedAfterRouteLocationId: change.positionAfter.routeLocationId }],
    ),
    locationTimeWindowChanges: changes.flatMap((change) => change.locationTimeWindowChanges),
  };
}

/** Save Changes waits until the vehicle changed, a position was chosen, or a change is pending. */
export function isSaveLocationChangeDisabled(input: {
  readonly vehicleChanged: boolean;
  readonly positionChosen: boolean;
  readonly pendingChangeExists: boolean;
}): boolean {
  return !input.vehicleChanged && !input.positionChosen && !input.pendingChangeExists;
}
