import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VehicleConfiguration } from './job-input.schema.js';
import {
  chooseDistributionCenter,
  chooseJobVehicles,
  configureVehicle,
  isJobModalReadOnly,
  isReferenceEditable,
  jobModalPlaceSources,
  jobModalTabs,
  showsDistributionCenterNameColumn,
  unconfiguredVehicles,
  type JobDraft,
} from './job-modal.rules.js';

const place = { refNo: 'D', name: 'Depot', latitude: 41, longitude: 29 };
const config = (vehicleRefNo: string): VehicleConfiguration => ({
  vehicleRefNo,
  shiftStart: '08:00',
  shiftEnd: '17:00',
  departureLocation: place,
  arrivalLocation: place,
});
const draft: JobDraft = {
  refNo: 'JOB-1',
  distributionCenterId: 1,
  orderRefNoList: ['O1'],
  vehicleRefNoList: ['V1', 'V2'],
  vehicleConfigurations: [config('V1')],
  vehicleDrivers: [{ vehicleRefNo: 'V2', driverRefNo: 'D2' }],
};
const vehicle = fc.constantFrom('V1', 'V2', 'V3', 'V4');

describe('job modal', () => {
  it('shows Drivers in Info mode only and fixes the reference outside Add', () => {
    expect(jobModalTabs('Add')).toEqual(['Job', 'Orders', 'Vehicles', 'Configuration', 'Parameters']);
    expect(jobModalTabs('Info').at(-1)).toBe('Drivers');
    expect(isReferenceEditable('Add')).toBe(true);
    expect(isReferenceEditable('Update')).toBe(false);
    expect(isJobModalReadOnly('Info')).toBe(true);
  });

  it('clears the selections when the distribution center changes', () => {
    expect(chooseDistributionCenter(draft, 1)).toBe(draft);
    expect(chooseDistributionCenter(draft, 2)).toEqual({
      refNo: 'JOB-1',
      distributionCenterId: 2,
      orderRefNoList: [],
      vehicleRefNoList: [],
      vehicleConfigurations: [],
      vehicleDrivers: [],
    });
  });

  it('keeps configurations and drivers of selected vehicles only', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.array(vehicle), fc.option(vehicle, { nil: null }))), (steps) => {
        let current = draft;
        for (const [selection, configured] of steps) {
          current = chooseJobVehicles(current, selection);
          if (configured !== null) current = configureVehicle(current, config(configured));
        }
        for (const c of current.vehicleConfigurations)
          expect(current.vehicleRefNoList).toContain(c.vehicleRefNo);
        for (const d of current.vehicleDrivers) expect(current.vehicleRefNoList).toContain(d.vehicleRefNo);
        const refs = current.vehicleConfigurations.map((c) => c.vehicleRefNo);
        expect(new Set(refs).size).toBe(refs.length);
        expect(unconfiguredVehicles(current).length + refs.length).toBe(current.vehicleRefNoList.length);
      }),
    );
    expect(unconfiguredVehicles(draft)).toEqual(['V2']);
  });
});

describe('job modal places and grid columns by role', () => {
  it('loads depots as centers for Admin and origins of the chosen center', () => {
    expect(jobModalPlaceSources(['Admin'], 4)).toEqual({
      loadsDepotsAsCenters: true,
      originsQuery: { distributionCenterId: '4' },
    });
    expect(jobModalPlaceSources(['Admin'], null)).toEqual({ loadsDepotsAsCenters: true, originsQuery: {} });
    expect(jobModalPlaceSources(['DC Manager'], 4)).toEqual({
      loadsDepotsAsCenters: false,
      originsQuery: {},
    });
    expect(showsDistributionCenterNameColumn(['DC Manager'])).toBe(true);
    expect(showsDistributionCenterNameColumn(['Admin', 'Region Manager'])).toBe(false);
  });
});
