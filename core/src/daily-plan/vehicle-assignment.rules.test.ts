import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chooseReplacement,
  isSaveAllDisabled,
  starredVehicles,
  toJobVehiclesRequest,
  type VehicleReplacements,
} from './vehicle-assignment.rules.js';

const jobVehicles = ['V1', 'V2', 'V3'];
const vehicleArb = fc.constantFrom('V1', 'V2', 'V3', 'V4', 'V5');
const stepArb = fc.tuple(fc.constantFrom(...jobVehicles), fc.option(vehicleArb, { nil: null }));

describe('vehicle assignment change dialog', () => {
  it('stars a job vehicle chosen for another while it has no new choice itself', () => {
    let replacements: VehicleReplacements = {};
    replacements = chooseReplacement(replacements, 'V1', 'V2');
    expect(starredVehicles(jobVehicles, replacements)).toEqual(['V2']);
    expect(isSaveAllDisabled(jobVehicles, replacements)).toBe(true);
    replacements = chooseReplacement(replacements, 'V2', 'V4');
    expect(starredVehicles(jobVehicles, replacements)).toEqual([]);
    expect(toJobVehiclesRequest('J', replacements)).toEqual({
      jobRefNo: 'J',
      jobVehicles: [
        { currentVehicleRefNo: 'V1', newVehicleRefNo: 'V2' },
        { currentVehicleRefNo: 'V2', newVehicleRefNo: 'V4' },
      ],
    });
    replacements = chooseReplacement(replacements, 'V2', null);
    expect(replacements).toEqual({ V1: 'V2' });
    expect(starredVehicles(jobVehicles, replacements)).toEqual(['V2']);
  });

  it('stars exactly the chosen job vehicles without a choice of their own', () => {
    fc.assert(
      fc.property(fc.array(stepArb), (steps) => {
        const replacements = steps.reduce<VehicleReplacements>(
          (acc, [c, n]) => chooseReplacement(acc, c, n),
          {},
        );
        const starred = starredVehicles(jobVehicles, replacements);
        for (const v of starred) {
          expect(jobVehicles).toContain(v);
          expect(replacements[v]).toBeUndefined();
          expect(Object.entries(replacements).some(([c, n]) => n === v && c !== v)).toBe(true);
        }
        expect(isSaveAllDisabled(jobVehicles, replacements)).toBe(starred.length > 0);
        const last = steps.at(-1);
        if (last !== undefined && last[1] === null) expect(replacements[last[0]]).toBeUndefined();
      }),
    );
  });
});
