import type { ResourceGatewayOptions } from '@rota/adapters-http';

/** Registry: one entry per generic master-data screen (spec 02 §2, §7). */
export interface ResourceScreen {
  route: string;
  /** REST path under /api. */
  endpoint: string;
  titleKey: string;
  /** The singular name used in toasts ("{item} successfully added"). */
  itemName: string;
  idField: string;
  nameField: string;
  /** Where the rows sit in the list answer (e.g. `locationResultList`); a bare list otherwise. */
  listField?: string;
  columns?: string[];
  gridHeight?: string;
  pageSize?: number;
  canDelete?: boolean;
  gateway?: ResourceGatewayOptions;
  /** A Map view of the rows: points from two fields, or areas from a polygon text field. */
  map?:
    | { latField: string; lngField: string; coordinatePath?: (id: string) => string }
    | { polygonField: string };
}

export const resourceScreens: ResourceScreen[] = [
  {
    route: '/data-management/cargo-types',
    endpoint: 'cargo-types',
    titleKey: 'nav.cargoTypes',
    itemName: 'Cargo type',
    idField: 'refNo',
    nameField: 'name',
    columns: ['refNo', 'name', 'description'],
  },
  {
    route: '/data-management/operation-types',
    endpoint: 'operation-types',
    titleKey: 'nav.operationTypes',
    itemName: 'Operation type',
    idField: 'refNo',
    nameField: 'name',
    columns: ['refNo', 'name', 'actionDisplay', 'serviceDuration', 'description', 'createDate', 'updateDate'],
  },
  {
    route: '/data-management/locations',
    endpoint: 'locations',
    titleKey: 'nav.locations',
    itemName: 'Location',
    idField: 'refNo',
    nameField: 'name',
    listField: 'locationResultList',
    pageSize: 10,
    // Dragging a marker saves its coordinates (spec 02 "Locations", PATCH /locations/{refNo}/coordinate).
    map: {
      latField: 'latitude',
      lngField: 'longitude',
      coordinatePath: (refNo) => `locations/${encodeURIComponent(refNo)}/coordinate`,
    },
    gridHeight: '70vh',
  },
  {
    route: '/data-management/orders',
    endpoint: 'orders',
    titleKey: 'nav.orders',
    itemName: 'Order',
    idField: 'refNo',
    nameField: 'name',
    listField: 'orderResultDetails',
    gridHeight: '70vh',
  },
  {
    route: '/data-management/vehicles',
    endpoint: 'vehicles',
    titleKey: 'nav.vehicles',
    itemName: 'Vehicle',
    idField: 'refNo',
    nameField: 'plate',
    listField: 'vehicleResultList',
    gridHeight: '70vh',
  },
];
