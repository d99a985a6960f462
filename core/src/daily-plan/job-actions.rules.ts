import type { JobStatus } from './job-status.schema.js';
import { domainFail, domainOk, type DomainResult } from './result.js';

/** Statuses in which a job has routes to follow live. */
export const trackableStatuses: readonly JobStatus[] = [
  'SUCCESS',
  'APPROVED',
  'INPROGRESS',
  'COMPLETED',
  'MODIFIED',
];

/** Statuses whose result page can be managed: the trackable ones plus approval and reoptimisation. */
export const manageableStatuses: readonly JobStatus[] = [
  ...trackableStatuses,
  'AWAITING_APPROVAL',
  'REOPTIMIZING',
];

export function canConfigure(status: JobStatus): boolean {
  return status === 'AWAITING_CONFIGURATION';
}

export function canTrack(status: JobStatus): boolean {
  return trackableStatuses.includes(status);
}

export function canManage(status: JobStatus): boolean {
  return manageableStatuses.includes(status);
}

export type JobRowActions = {
  readonly details: boolean;
  readonly configure: boolean;
  readonly track: boolean;
  readonly manage: boolean;
};

/** Row actions of the Daily Plans grid for one job; Details is always there. */
export function jobRowActions(status: JobStatus): JobRowActions {
  return {
    details: true,
    configure: canConfigure(status),
    track: canTrack(status),
    manage: canManage(status),
  };
}

/** Rerun is hidden while a selected job is solving. */
export function isRerunVisible(selected: readonly { readonly status: JobStatus }[]): boolean {
  return !selected.some((job) => job.status === 'SOLVING');
}

/** Replan and Rerun act on exactly one selected row. */
export function checkSingleRowSelection(selectedCount: number): DomainResult<void> {
  if (selectedCount > 1) return domainFail('TOO_MANY_ROWS', 'dailyPlan.selectAtMostOneRow');
  if (selectedCount < 1) return domainFail('NO_ROW', 'dailyPlan.selectAtLeastOneRow');
  return domainOk(undefined);
}
