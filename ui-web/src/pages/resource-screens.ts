import type { MasterDataResource } from '@rota/core';

/** A tab of a generic master-data screen: the grid of one registry entry. */
export interface ScreenTab {
  id: string;
  labelKey: string;
  resource: MasterDataResource;
}

/** A master-data screen made only of registry grids (spec 02 §2); the first tab opens. */
export interface ResourceScreen {
  route: string;
  titleKey: string;
  tabs: ScreenTab[];
}

export const resourceScreens: ResourceScreen[] = [
  {
    route: '/data-management/cargo-types',
    titleKey: 'masterData.page.cargoTypes',
    tabs: [{ id: 'cargo-types', labelKey: 'masterData.page.cargoTypes', resource: 'cargoTypes' }],
  },
  {
    route: '/data-management/operation-types',
    titleKey: 'masterData.page.operationTypes',
    tabs: [{ id: 'operation-types', labelKey: 'masterData.page.operationTypes', resource: 'operationTypes' }],
  },
  {
    route: '/data-management/constraints/time-window-constraints',
    titleKey: 'masterData.page.timeWindowConstraints',
    tabs: [
      { id: 'location', labelKey: 'masterData.tab.locationTimeWindows', resource: 'locationTimeWindows' },
      {
        id: 'operation-type',
        labelKey: 'masterData.tab.operationTypeTimeWindows',
        resource: 'operationTypeTimeWindows',
      },
    ],
  },
  {
    route: '/data-management/constraints/vehicle-availability-constraints',
    titleKey: 'masterData.page.vehicleAvailabilityConstraints',
    tabs: [
      {
        id: 'vehicle-type',
        labelKey: 'masterData.tab.vehicleTypeOperationType',
        resource: 'vehicleTypeOperationTypeConstraints',
      },
      {
        id: 'vehicle',
        labelKey: 'masterData.tab.vehicleOperationType',
        resource: 'vehicleOperationTypeConstraints',
      },
    ],
  },
  {
    route: '/data-management/distribution-center',
    titleKey: 'masterData.page.distributionCenter',
    tabs: [
      { id: 'dcs', labelKey: 'masterData.tab.dcs', resource: 'distributionCenters' },
      { id: 'regions', labelKey: 'masterData.tab.regions', resource: 'regions' },
    ],
  },
];
