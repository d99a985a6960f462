import { ROLES } from '../auth/access.rules.js';
import type { JobInput, VehicleConfiguration } from './job-input.schema.js';

export type JobModalMode = 'Add' | 'Update' | 'Info';
export const jobModalTabValues = [
  'Job',
  'Orders',
  'Vehicles',
  'Configuration',
  'Parameters',
  'Drivers',
] as const;
export type JobModalTab = (typeof jobModalTabValues)[number];

/** Tabs in order; Drivers only in Info mode. */
export function jobModalTabs(mode: JobModalMode): JobModalTab[] {
  return jobModalTabValues.filter((tab) => tab !== 'Drivers' || mode === 'Info');
}

/** The reference is typed in Add mode only; Update (replan, configure) keeps it fixed. */
export function isReferenceEditable(mode: JobModalMode): boolean {
  return mode === 'Add';
}

export function isJobModalReadOnly(mode: JobModalMode): boolean {
  return mode === 'Info';
}

export type JobDraft = Pick<
  JobInput,
  | 'refNo'
  | 'distributionCenterId'
  | 'orderRefNoList'
  | 'vehicleRefNoList'
  | 'vehicleConfigurations'
  | 'vehicleDrivers'
>;

/**
 * Changing the distribution center (Admin) clears the order and vehicle selections, the
 * configurations and the drivers; the lists of the new center are then loaded again.
 */
export function chooseDistributionCenter(
  draft: JobDraft,
  distributionCenterId: JobDraft['distributionCenterId'],
): JobDraft {
  if (draft.distributionCenterId === distributionCenterId) return draft;
  return {
    ...draft,
    distributionCenterId,
    orderRefNoList: [],
    vehicleRefNoList: [],
    vehicleConfigurations: [],
    vehicleDrivers: [],
  };
}

/** A new vehicle selection keeps the configurations and drivers of the vehicles still selected. */
export function chooseJobVehicles(draft: JobDraft, vehicleRefNos: readonly string[]): JobDraft {
  const selected = [...new Set(vehicleRefNos)];
  return {
    ...draft,
    vehicleRefNoList: selected,
    vehicleConfigurations: draft.vehicleConfigurations.filter((c) => selected.includes(c.vehicleRefNo)),
    vehicleDrivers: draft.vehicleDrivers.filter((d) => selected.includes(d.vehicleRefNo)),
  };
}

/** Save the Configuration tab's row of one selected vehicle (replacing an earlier one). */
export function configureVehicle(draft: JobDraft, configuration: VehicleConfiguration): JobDraft {
  if (!draft.vehicleRefNoList.includes(configuration.vehicleRefNo)) return draft;
  return {
    ...draft,
    vehicleConfigurations: [
      ...draft.vehicleConfigurations.filter((c) => c.vehicleRefNo !== configuration.vehicleRefNo),
      configuration,
    ],
  };
}

/** Selected vehicles that still lack a configuration, in selection order. */
export function unconfiguredVehicles(draft: JobDraft): string[] {
  const configured = new Set(draft.vehicleConfigurations.map((c) => c.vehicleRefNo));
  return draft.vehicleRefNoList.filter((refNo) => !configured.has(refNo));
}

/**
 * Where the modal's places come from: an Admin picks the center among the depots and then loads
 * origins and destinations of that center; other users load them without a center.
 */
export function jobModalPlaceSources(
  roles: readonly string[],
  distributionCenterId: JobDraft['distributionCenterId'],
): {
  readonly loadsDepotsAsCenters: boolean;
  readonly originsQuery: { readonly distributionCenterId?: string };
} {
  const admin = roles.includes(ROLES.admin);
  const center =
    distributionCenterId === null || distributionCenterId === undefined ? '' : String(distributionCenterId);
  return {
    loadsDepotsAsCenters: admin,
    originsQuery: admin && center !== '' ? { distributionCenterId: center } : {},
  };
}

/** The jobs grid shows distributionCenterName only to DC Managers. */
export function showsDistributionCenterNameColumn(roles: readonly string[]): boolean {
  return roles.includes(ROLES.dcManager);
}
