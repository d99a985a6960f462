import { lazy, type ComponentType } from 'react';

/** Master-data screens of their own (beyond the generic grid pages): a path and its page. */
export interface SpecialScreen {
  path: string;
  Page: ComponentType;
}

// Each screen's code loads only when it is opened.
const GeofencingPage = lazy(() =>
  import('./geofencing/GeofencingPage.js').then((m) => ({ default: m.GeofencingPage })),
);
const WorkflowsPage = lazy(() =>
  import('./workflows/WorkflowsPage.js').then((m) => ({ default: m.WorkflowsPage })),
);

const LocationsPage = lazy(() => import('./LocationsPage.js').then((m) => ({ default: m.LocationsPage })));
const OrdersPage = lazy(() => import('./OrdersPage.js').then((m) => ({ default: m.OrdersPage })));
const VehiclesPage = lazy(() => import('./VehiclesPage.js').then((m) => ({ default: m.VehiclesPage })));
const DriversPage = lazy(() => import('./DriversPage.js').then((m) => ({ default: m.DriversPage })));
const DataUploadPage = lazy(() =>
  import('../uploads/DataUploadPage.js').then((m) => ({ default: m.DataUploadPage })),
);
const TerritoryDataUploadPage = lazy(() =>
  import('../uploads/TerritoryDataUploadPage.js').then((m) => ({ default: m.TerritoryDataUploadPage })),
);

export const specialScreens: SpecialScreen[] = [
  { path: '/data-management/locations', Page: LocationsPage },
  { path: '/data-management/orders', Page: OrdersPage },
  { path: '/data-management/vehicles', Page: VehiclesPage },
  { path: '/data-management/drivers', Page: DriversPage },
  { path: '/data-management/geofencing', Page: GeofencingPage },
  { path: '/data-management/workflows', Page: WorkflowsPage },
  { path: '/data-management/data-upload', Page: DataUploadPage },
  { path: '/territory-planning/territory-data-upload', Page: TerritoryDataUploadPage },
];
