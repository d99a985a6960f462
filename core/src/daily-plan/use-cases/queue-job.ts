import type { JobInput } from '../job-input.schema.js';
import {
  clampVehicleCountParameters,
  validateDistributionCenter,
  validateJobReference,
  validateMultiTrip,
  vehicleCountBounds,
} from '../job.validation.js';
import type { JobGateway } from '../ports.js';
import { domainFail, validationFailure, type DomainResult, type ServerNotice } from '../result.js';

export type QueueJobCommand = {
  readonly input: JobInput;
  /** Roles of the signed-in user: an Admin must name the distribution center. */
  readonly roles: readonly string[];
  /** Default minimum of minNumberOfVehicles from the parameter definitions. */
  readonly defaultMinVehicles?: number;
};

/**
 * Confirm (queue false) or Confirm & Queue (queue true) in the job modal: validate, keep the
 * vehicle-count bounds within the selection, then submit POST jobs/partial-job.
 */
export async function queueJob(
  ports: { readonly jobs: JobGateway },
  command: QueueJobCommand,
): Promise<DomainResult<ServerNotice>> {
  const { input } = command;
  const issues = [
    ...validateJobReference(input.refNo),
    ...validateDistributionCenter(command.roles, input.distributionCenterId),
    ...validateMultiTrip(input.jobParameterDto),
  ];
  if (issues.length > 0) return validationFailure(issues);
  const noOrders = input.orderRefNoList.length < 1 && input.allOrders !== true;
  if (input.queue && (noOrders || input.vehicleRefNoList.length < 1)) {
    return domainFail('EMPTY_SELECTION', 'dailyPlan.selectAtLeastOneOrderAndVehicle');
  }
  const bounds = vehicleCountBounds(input.vehicleRefNoList.length, command.defaultMinVehicles);
  return ports.jobs.submitJobInput({
    ...input,
    jobParameterDto: clampVehicleCountParameters(input.jobParameterDto, bounds),
  });
}
