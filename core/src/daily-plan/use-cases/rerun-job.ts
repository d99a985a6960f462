import type { JobStatus } from '../job-status.schema.js';
import { checkSingleRowSelection } from '../job-actions.rules.js';
import type { JobGateway } from '../ports.js';
import { domainFail, type DomainResult, type ServerNotice } from '../result.js';

/** Rerun from the Daily Plans header: one selected row, not while it is solving. */
export async function rerunJob(
  ports: { readonly jobs: JobGateway },
  selected: readonly { readonly jobRefNo: string; readonly status: JobStatus }[],
): Promise<DomainResult<ServerNotice>> {
  const selection = checkSingleRowSelection(selected.length);
  if (!selection.ok) return selection;
  const [job] = selected;
  if (job === undefined) return domainFail('NO_ROW', 'dailyPlan.selectAtLeastOneRow');
  if (job.status === 'SOLVING') return domainFail('JOB_RUNNING', 'dailyPlan.jobRunning');
  return ports.jobs.rerunJob({ jobRefNo: job.jobRefNo });
}
