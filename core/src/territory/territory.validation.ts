import { validateJobReference } from '../daily-plan/job.validation.js';
import { fieldIssue, type FieldIssue } from '../daily-plan/result.js';
import { parsePolygon } from '../shared/geo.js';
import type { TerritoryPlanDraft } from './territory-plan.rules.js';

/** Territory plan dialog: reference (3 to 36, allowed characters), depot and at least one location. */
export function validateTerritoryPlan(draft: TerritoryPlanDraft): FieldIssue[] {
  const issues = [...validateJobReference(draft.jobRefNo, 'jobRefNo')];
  if (draft.depotRefNo === null || draft.depotRefNo === '')
    issues.push(fieldIssue('depotRefNo', 'territory.depotRequired'));
  if (draft.locationRefNos.length === 0) {
    issues.push(fieldIssue('locationRefNos', 'territory.selectAtLeastOneLocation'));
  }
  return issues;
}

/** Change Territory needs exactly one territory. */
export function validateTerritoryChoice(selectedTerritoryIds: readonly number[]): FieldIssue[] {
  return selectedTerritoryIds.length === 1
    ? []
    : [fieldIssue('territoryId', 'territory.oneTerritoryMustBeSelected')];
}

/** Update or delete needs a selected row (a warning). */
export function validateRowSelected(selectedCount: number): FieldIssue[] {
  return selectedCount > 0 ? [] : [fieldIssue('row', 'territory.selectRow')];
}

/** Visit Order on a territory with no locations. */
export function validateVisitOrderAvailable(locationCount: number): FieldIssue[] {
  return locationCount > 0 ? [] : [fieldIssue('locationList', 'territory.noLocationInTerritory')];
}

export type TerritoryFormDraft = {
  readonly name: string | null;
  readonly polygon: string | null;
  readonly startDate: string | null;
  readonly endDate: string | null;
};

/** Add/update territory form: a name, a readable polygon of 3 or more points, a forward date range. */
export function validateTerritoryForm(draft: TerritoryFormDraft): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (draft.name === null || draft.name.trim() === '')
    issues.push(fieldIssue('name', 'territory.nameRequired'));
  const points = draft.polygon === null ? null : parsePolygon(draft.polygon, 'latlng');
  if (points === null || points.length < 3) issues.push(fieldIssue('polygon', 'territory.polygonRequired'));
  if (
    draft.startDate !== null &&
    draft.endDate !== null &&
    draft.endDate.slice(0, 10) < draft.startDate.slice(0, 10)
  ) {
    issues.push(fieldIssue('endDate', 'territory.endDateAfterStart'));
  }
  return issues;
}
