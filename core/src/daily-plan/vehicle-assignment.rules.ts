import type { JobVehiclesRequest } from './vehicle-driver.schema.js';

/** Vehicle assignment change dialog: current vehicleRefNo -> chosen replacement vehicleRefNo. */
export type VehicleReplacements = Readonly<Record<string, string>>;

/** Choose a replacement for a vehicle; null (clearing the selection) removes the mapping. */
export function chooseReplacement(
  replacements: VehicleReplacements,
  currentVehicleRefNo: string,
  newVehicleRefNo: string | null,
): VehicleReplacements {
  const next: Record<string, string> = { ...replacements };
  if (newVehicleRefNo === null) delete next[currentVehicleRefNo];
  else next[currentVehicleRefNo] = newVehicleRefNo;
  return next;
}

/**
 * A vehicle of the job gets a star when it was chosen as the replacement of another vehicle while
 * it has no new choice itself (its own route would be left without a vehicle). A vehicle outside
 * the job is free and never starred.
 */
export function starredVehicles(
  jobVehicleRefNos: readonly string[],
  replacements: VehicleReplacements,
): string[] {
  const inJob = new Set(jobVehicleRefNos);
  const starred = new Set<string>();
  for (const [current, replacement] of Object.entries(replacements)) {
    if (replacement !== current && inJob.has(replacement) && replacements[replacement] === undefined) {
      starred.add(replacement);
    }
  }
  return [...starred].sort();
}

export const starredVehiclesMessageKey = 'dailyPlan.selectForStarredVehicles';

/** Save All is disabled while any vehicle is starred. */
export function isSaveAllDisabled(
  jobVehicleRefNos: readonly string[],
  replacements: VehicleReplacements,
): boolean {
  return starredVehicles(jobVehicleRefNos, replacements).length > 0;
}

/** Body of POST jobs/{jobRefNo}/job-vehicles. */
export function toJobVehiclesRequest(
  jobRefNo: string,
  replacements: VehicleReplacements,
): JobVehiclesRequest {
  return {
    jobRefNo,
    jobVehicles: Object.entries(replacements)
      .filter(([current, replacement]) => current !== replacement)
      .map(([currentVehicleRefNo, newVehicleRefNo]) => ({ currentVehicleRefNo, newVehicleRefNo })),
  };
}
