import { ROLES } from '../auth/access.rules.js';
import { isReferenceLongEnough } from '../daily-plan/job.validation.js';
import type { TerritoryPlanStatus } from './territory-plan.schema.js';

/** Configure is allowed only in AWAITING_CONFIGURATION. */
export function canConfigureTerritoryPlan(status: TerritoryPlanStatus): boolean {
  return status === 'AWAITING_CONFIGURATION';
}

/** Confirm submits with queue false; Confirm & Queue with queue true. */
export function queueFlagOf(button: 'confirm' | 'confirmAndQueue'): boolean {
  return button === 'confirmAndQueue';
}

export type TerritoryPlanDraft = {
  readonly jobRefNo: string;
  readonly depotRefNo: string | null;
  readonly locationRefNos: readonly string[];
};

/** Confirm & Queue is disabled with a reference of 2 characters or fewer, no location or no depot. */
export function isTerritoryConfirmAndQueueDisabled(draft: TerritoryPlanDraft): boolean {
  return (
    !isReferenceLongEnough(draft.jobRefNo) || draft.locationRefNos.length === 0 || draft.depotRefNo === null
  );
}

/** Clearing (or changing) the depot resets the chosen locations. */
export function chooseTerritoryPlanDepot(
  draft: TerritoryPlanDraft,
  depotRefNo: string | null,
): TerritoryPlanDraft {
  return depotRefNo === draft.depotRefNo ? draft : { ...draft, depotRefNo, locationRefNos: [] };
}

export const inactiveTerritoryColour = '#666370';

/** A territory is active on a day (YYYY-MM-DD) between its start and end dates; open ends count. */
export function isTerritoryActive(
  territory: { readonly startDate: string | null; readonly endDate: string | null },
  today: string,
): boolean {
  const day = today.slice(0, 10);
  const start = territory.startDate?.slice(0, 10) ?? null;
  const end = territory.endDate?.slice(0, 10) ?? null;
  return (start === null || start <= day) && (end === null || day <= end);
}

/** The territory map's distribution center filter appears to Admin only. */
export function showsDistributionCenterFilter(roles: readonly string[]): boolean {
  return roles.includes(ROLES.admin);
}
