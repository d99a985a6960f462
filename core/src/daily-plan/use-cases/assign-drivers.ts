import { toVehicleDriversRequest } from '../driver-assignment.rules.js';
import type { JobGateway, VehicleDriverGateway } from '../ports.js';
import { approveJob, type ApproveJobCommand, type ApproveJobOutcome } from './approve-job.js';
import { domainFail, domainOk, type DomainResult, type ServerNotice } from '../result.js';
import type { DriverVehicleRow, VehicleDriverData } from '../vehicle-driver.schema.js';
import {
  isSaveAllDisabled,
  toJobVehiclesRequest,
  type VehicleReplacements,
} from '../vehicle-assignment.rules.js';

export type AssignDriversCommand = {
  readonly jobRefNo: string;
  readonly rows: readonly DriverVehicleRow[];
  /** Vehicle replacements chosen in the same dialog, if any. */
  readonly replacements?: VehicleReplacements;
};

/**
 * Save All of the driver assignment modal: refused while a vehicle is starred; vehicle
 * replacements go first (POST job-vehicles), then the drivers (POST vehicle-drivers).
 */
export async function assignDrivers(
  ports: { readonly drivers: VehicleDriverGateway },
  command: AssignDriversCommand,
): Promise<DomainResult<ServerNotice>> {
  const replacements = command.replacements ?? {};
  const jobVehicleRefNos = command.rows.map((row) => row.vehicleRefNo);
  if (isSaveAllDisabled(jobVehicleRefNos, replacements)) {
    return domainFail('STARRED_VEHICLES', 'dailyPlan.selectForStarredVehicles');
  }
  const vehicles = toJobVehiclesRequest(command.jobRefNo, replacements);
  if (vehicles.jobVehicles.length > 0) {
    const answer = await ports.drivers.saveJobVehicles(vehicles);
    if (!answer.ok) return answer;
  }
  return ports.drivers.saveVehicleDrivers(toVehicleDriversRequest(command.jobRefNo, command.rows));
}

/** Load the modal's data; no data at all is the warning "Drivers not found.". */
export async function loadDriverAssignment(
  ports: { readonly drivers: VehicleDriverGateway },
  jobRefNo: string,
): Promise<DomainResult<VehicleDriverData>> {
  const answer = await ports.drivers.getVehicleDrivers(jobRefNo);
  if (!answer.ok) return answer;
  if (answer.value === null || answer.value.vehicles.length === 0) {
    return domainFail('NO_DRIVER_DATA', 'dailyPlan.driversNotFound');
  }
  return domainOk(answer.value);
}

/**
 * Confirm & Go Live of the driver assignment modal on the result page: save the assignments,
 * then approve the plan with the same gating as the Go Live button.
 */
export async function confirmDriversAndGoLive(
  ports: { readonly drivers: VehicleDriverGateway; readonly jobs: JobGateway },
  command: AssignDriversCommand & Omit<ApproveJobCommand, 'discard'>,
): Promise<DomainResult<ApproveJobOutcome>> {
  const saved = await assignDrivers(ports, command);
  if (!saved.ok) return saved;
  return approveJob(ports, { ...command, discard: false });
}
