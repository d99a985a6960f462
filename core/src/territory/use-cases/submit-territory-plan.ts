import {
  domainOk,
  validationFailure,
  type DomainResult,
  type ServerNotice,
} from '../../daily-plan/result.js';
import type { TerritoryPlanGateway } from '../ports.js';
import { queueFlagOf, type TerritoryPlanDraft } from '../territory-plan.rules.js';
import { validateTerritoryPlan } from '../territory.validation.js';

/** Confirm (queue false) or Confirm & Queue (queue true) of the territory plan dialog. */
export async function submitTerritoryPlan(
  ports: { readonly plans: TerritoryPlanGateway },
  draft: TerritoryPlanDraft,
  jobParameterDto: Readonly<Record<string, unknown>>,
  button: 'confirm' | 'confirmAndQueue',
): Promise<DomainResult<ServerNotice>> {
  const issues = validateTerritoryPlan(draft);
  if (issues.length > 0 || draft.depotRefNo === null) return validationFailure(issues);
  const answer = await ports.plans.submitPlan({
    jobRefNo: draft.jobRefNo,
    depotRefNo: draft.depotRefNo,
    locationRefNos: [...draft.locationRefNos],
    jobParameterDto: { ...jobParameterDto },
    queue: queueFlagOf(button),
  });
  return answer.ok ? domainOk(answer.value) : answer;
}
