import type { JobStatus } from './job-status.schema.js';
import type { Approval } from './job.schema.js';
import { dailyPlanListPath, trackAndTracePath } from './daily-plan.routes.js';

export type ApprovalState = 'pending' | 'approved' | 'discarded';

/** isApproved: null pending, true approved, false discarded. */
export function approvalState(isApproved: boolean | null): ApprovalState {
  if (isApproved === null) return 'pending';
  return isApproved ? 'approved' : 'discarded';
}

/** A tooltip is either the server's own text or one of our i18n keys. */
export type Tooltip = { readonly text: string } | { readonly messageKey: string };

export type OverviewApprovalView =
  | {
      readonly kind: 'actions';
      readonly discard: { readonly disabled: boolean };
      readonly goLive: { readonly disabled: boolean; readonly tooltip: Tooltip | null };
    }
  | { readonly kind: 'badge'; readonly badge: 'approved' | 'discarded'; readonly disabled: true };

export const vehiclesAlreadyInUseKey = 'dailyPlan.vehiclesAlreadyInUse';

/**
 * What the overview bar shows: Discard and Go Live while pending, otherwise a disabled badge.
 * Both buttons wait while the job has unsaved location changes; Go Live also needs
 * approval.shouldBeApproved, and then explains why with disapprovalReason or the default text.
 */
export function overviewApprovalView(
  overview: { readonly isApproved: boolean | null; readonly approval: Approval },
  hasUnsavedLocationChanges: boolean,
): OverviewApprovalView {
  const state = approvalState(overview.isApproved);
  if (state !== 'pending') return { kind: 'badge', badge: state, disabled: true };
  const blockedByApproval = !overview.approval.shouldBeApproved;
  const reason = overview.approval.disapprovalReason;
  const tooltip: Tooltip | null = blockedByApproval
    ? reason !== null && reason.trim() !== ''
      ? { text: reason }
      : { messageKey: vehiclesAlreadyInUseKey }
    : null;
  return {
    kind: 'actions',
    discard: { disabled: hasUnsavedLocationChanges },
    goLive: { disabled: hasUnsavedLocationChanges || blockedByApproval, tooltip },
  };
}

/** Order management, visit order or vehicle changes, removal and double-click edit: pending plans only. */
export function isAdHocEditingAllowed(isApproved: boolean | null): boolean {
  return isApproved === null;
}

/** AWAITING_APPROVAL shows the change-vehicle-assignments button. */
export function showsChangeVehicleAssignments(routeStatus: JobStatus): boolean {
  return routeStatus === 'AWAITING_APPROVAL';
}

/**
 * The reoptimisation modal opens for a REOPTIMIZING route, when a reoptimize answer has code 0,
 * or when the address carries the result flag true.
 */
export function opensReoptimizationModal(input: {
  readonly routeStatus?: JobStatus;
  readonly reoptimizeResponseCode?: number | null;
  readonly isGetReoptimizationResults?: boolean;
}): boolean {
  return (
    input.routeStatus === 'REOPTIMIZING' ||
    input.reoptimizeResponseCode === 0 ||
    input.isGetReoptimizationResults === true
  );
}

/** Where the approve call leads: track and trace when the discard flag is set, else the job list. */
export function pathAfterApprove(jobRefNo: string, discardFlag: boolean): string {
  return discardFlag ? trackAndTracePath(jobRefNo) : dailyPlanListPath;
}

/**
 * Approval of a plan as the server answers it: vehicles used in another approved job cannot be
 * reused, so such a plan may not go live (the UI then shows the default reason).
 */
export function approvalOf(
  jobVehicleRefNos: readonly string[],
  vehiclesInOtherApprovedJobs: Iterable<string>,
): Approval {
  const busy = new Set(vehiclesInOtherApprovedJobs);
  return jobVehicleRefNos.some((refNo) => busy.has(refNo))
    ? { shouldBeApproved: false, disapprovalReason: null }
    : { shouldBeApproved: true, disapprovalReason: null };
}
