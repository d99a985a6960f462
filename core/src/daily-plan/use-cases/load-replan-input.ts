import { checkSingleRowSelection } from '../job-actions.rules.js';
import type { JobInput } from '../job-input.schema.js';
import type { JobGateway } from '../ports.js';
import { domainFail, type DomainResult } from '../result.js';

/** Replan from the header: one selected row, whose input prefills the job modal in Update mode. */
export async function loadReplanInput(
  ports: { readonly jobs: JobGateway },
  selected: readonly { readonly jobRefNo: string }[],
): Promise<DomainResult<JobInput>> {
  const selection = checkSingleRowSelection(selected.length);
  if (!selection.ok) return selection;
  const [job] = selected;
  if (job === undefined) return domainFail('NO_ROW', 'dailyPlan.selectAtLeastOneRow');
  return ports.jobs.getJobInput(job.jobRefNo);
}
