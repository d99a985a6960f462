import { overviewApprovalView, pathAfterApprove, vehiclesAlreadyInUseKey } from '../approval.rules.js';
import type { JobOverview } from '../job.schema.js';
import type { JobGateway } from '../ports.js';
import { domainFail, domainOk, type DomainResult, type ServerNotice } from '../result.js';

export type ApproveJobCommand = {
  readonly overview: JobOverview;
  readonly routeId: string;
  /** true discards the plan, false approves it (Go Live). */
  readonly discard: boolean;
  readonly hasUnsavedLocationChanges: boolean;
};

export type ApproveJobOutcome = { readonly notice: ServerNotice; readonly nextPath: string };

/** Go Live or Discard from the overview bar, with the same gating as the buttons. */
export async function approveJob(
  ports: { readonly jobs: JobGateway },
  command: ApproveJobCommand,
): Promise<DomainResult<ApproveJobOutcome>> {
  const view = overviewApprovalView(command.overview, command.hasUnsavedLocationChanges);
  if (view.kind === 'badge') return domainFail('ALREADY_DECIDED', `dailyPlan.${view.badge}`);
  const button = command.discard ? view.discard : view.goLive;
  if (button.disabled) {
    if (command.hasUnsavedLocationChanges)
      return domainFail('UNSAVED_CHANGES', 'dailyPlan.unsavedLocationChanges');
    const tooltip = view.goLive.tooltip;
    const error = { code: 'APPROVAL_BLOCKED', messageKey: vehiclesAlreadyInUseKey };
    return {
      ok: false,
      error: tooltip !== null && 'text' in tooltip ? { ...error, message: tooltip.text } : error,
    };
  }
  const jobRefNo = command.overview.refNo;
  const answer = await ports.jobs.approveJob(
    jobRefNo,
    command.routeId,
    command.discard ? { discard: true } : {},
  );
  if (!answer.ok) return answer;
  return domainOk({ notice: answer.value, nextPath: pathAfterApprove(jobRefNo, command.discard) });
}
