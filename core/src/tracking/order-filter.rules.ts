import type { OrderTrackingTab } from './order-tab.rules.js';
import { parseSelectOption } from './order-tab.rules.js';
import type {
  OrderTrackingFilter,
  TrackingLocationOption,
  TrackingOrderOption,
  TrackingVehicleOption,
} from './order-tracking.schema.js';

/** The filter bar's choices: one job; many vehicles, clients, locations and orders. */
export type OrderFilterSelection = {
  readonly job: string | null;
  readonly clients: readonly string[];
  readonly locations: readonly string[];
  readonly orders: readonly string[];
  readonly vehicles: readonly string[];
};

export const emptyOrderFilterSelection: OrderFilterSelection = {
  job: null,
  clients: [],
  locations: [],
  orders: [],
  vehicles: [],
};

/** Choosing a job clears client, location, order and vehicle. */
export function chooseJob(_selection: OrderFilterSelection, job: string | null): OrderFilterSelection {
  return { ...emptyOrderFilterSelection, job };
}

/** Choosing clients clears location, order and vehicle selections. */
export function chooseClients(
  selection: OrderFilterSelection,
  clients: readonly string[],
): OrderFilterSelection {
  return { ...selection, clients: [...clients], locations: [], orders: [], vehicles: [] };
}

/** Choosing locations clears orders. */
export function chooseLocations(
  selection: OrderFilterSelection,
  locations: readonly string[],
): OrderFilterSelection {
  return { ...selection, locations: [...locations], orders: [] };
}

export function chooseOrders(
  selection: OrderFilterSelection,
  orders: readonly string[],
): OrderFilterSelection {
  return { ...selection, orders: [...orders] };
}

export function chooseVehicles(
  selection: OrderFilterSelection,
  vehicles: readonly string[],
): OrderFilterSelection {
  return { ...selection, vehicles: [...vehicles] };
}

/** Location options narrow to the selected clients. */
export function locationOptions(
  filter: Pick<OrderTrackingFilter, 'locations'>,
  selection: OrderFilterSelection,
): TrackingLocationOption[] {
  if (selection.clients.length === 0) return [...filter.locations];
  return filter.locations.filter((l) => l.clientRefNo !== null && selection.clients.includes(l.clientRefNo));
}

/** Vehicle options narrow to the selected clients. */
export function vehicleOptions(
  filter: Pick<OrderTrackingFilter, 'vehicles'>,
  selection: OrderFilterSelection,
): TrackingVehicleOption[] {
  if (selection.clients.length === 0) return [...filter.vehicles];
  return filter.vehicles.filter((v) => v.clientRefNos.some((c) => selection.clients.includes(c)));
}

/** Order options narrow by the selected locations and clients. */
export function orderOptions(
  filter: Pick<OrderTrackingFilter, 'orders'>,
  selection: OrderFilterSelection,
): TrackingOrderOption[] {
  return filter.orders.filter(
    (o) =>
      (selection.locations.length === 0 ||
        (o.locationRefNo !== null && selection.locations.includes(o.locationRefNo))) &&
      (selection.clients.length === 0 ||
        (o.clientRefNo !== null && selection.clients.includes(o.clientRefNo))),
  );
}

/** Query parameters job, clients, locations, vehicles, orders and selectOption, as a flat list. */
export function orderFilterToQuery(
  selection: OrderFilterSelection,
  tab: OrderTrackingTab,
): [name: string, value: string][] {
  const pairs: [string, string][] = [];
  if (selection.job !== null) pairs.push(['job', selection.job]);
  for (const name of ['clients', 'locations', 'vehicles', 'orders'] as const) {
    for (const value of selection[name]) pairs.push([name, value]);
  }
  if (tab !== 'ALL') pairs.push(['selectOption', tab]);
  return pairs;
}

/** Read the selection back from the address; a list may also be written comma-separated. */
export function orderFilterFromQuery(pairs: readonly (readonly [string, string])[]): {
  readonly selection: OrderFilterSelection;
  readonly tab: OrderTrackingTab;
} {
  const all = (name: string) =>
    pairs
      .filter(([n]) => n === name)
      .flatMap(([, v]) => v.split(','))
      .map((v) => v.trim())
      .filter((v) => v !== '');
  const job = pairs.find(([n]) => n === 'job')?.[1] ?? null;
  return {
    selection: {
      job: job === '' ? null : job,
      clients: all('clients'),
      locations: all('locations'),
      orders: all('orders'),
      vehicles: all('vehicles'),
    },
    tab: parseSelectOption(pairs.find(([n]) => n === 'selectOption')?.[1]),
  };
}
