/**
 * Stops and routes the planner pinned before Reoptimize, per job, kept on the client beside the
 * pending location changes (they survive a reload until Reoptimize or Undo). Stops are named by
 * `routeLocationId`, routes by `routeVehicleId`.
 */
export type PinnedItems = { readonly stops: readonly string[]; readonly routes: readonly string[] };
export type PinStore = Readonly<Record<string, PinnedItems>>;

export const emptyPinStore: PinStore = {};
const nothingPinned: PinnedItems = { stops: [], routes: [] };

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The pins of a job; anything malformed in a stored value counts as not pinned. */
export function pinsOf(store: PinStore, jobRefNo: string): PinnedItems {
  const found: unknown = Object.prototype.hasOwnProperty.call(store, jobRefNo) ? store[jobRefNo] : undefined;
  if (!found || typeof found !== 'object') return nothingPinned;
  const { stops, routes } = found as Record<string, unknown>;
  return { stops: texts(stops), routes: texts(routes) };
}

function withPins(store: PinStore, jobRefNo: string, pins: PinnedItems): PinStore {
  const next: Record<string, PinnedItems> = { ...store };
  if (pins.stops.length === 0 && pins.routes.length === 0) delete next[jobRefNo];
  else next[jobRefNo] = pins;
  return next;
}

const toggled = (list: readonly string[], value: string): string[] =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** Pins a stop, or unpins it when it was pinned. */
export function togglePinnedStop(store: PinStore, jobRefNo: string, routeLocationId: string): PinStore {
  const pins = pinsOf(store, jobRefNo);
  return withPins(store, jobRefNo, { ...pins, stops: toggled(pins.stops, routeLocationId) });
}

/** Pins a whole route, or unpins it when it was pinned. */
export function togglePinnedRoute(store: PinStore, jobRefNo: string, routeVehicleId: string): PinStore {
  const pins = pinsOf(store, jobRefNo);
  return withPins(store, jobRefNo, { ...pins, routes: toggled(pins.routes, routeVehicleId) });
}

/** Forgets a job's pins (after Reoptimize is accepted, or Undo). */
export function clearPins(store: PinStore, jobRefNo: string): PinStore {
  return withPins(store, jobRefNo, nothingPinned);
}
