import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canConfigure,
  canManage,
  canTrack,
  checkSingleRowSelection,
  isRerunVisible,
  jobRowActions,
} from './job-actions.rules.js';
import { jobStatusValues, type JobStatus } from './job-status.schema.js';

const status = fc.constantFrom(...jobStatusValues);

describe('row actions by job status', () => {
  it('follows the spec examples', () => {
    expect(jobRowActions('AWAITING_CONFIGURATION')).toEqual({
      details: true,
      configure: true,
      track: false,
      manage: false,
    });
    for (const s of ['SUCCESS', 'APPROVED', 'INPROGRESS', 'COMPLETED', 'MODIFIED'] as JobStatus[]) {
      expect(jobRowActions(s)).toEqual({ details: true, configure: false, track: true, manage: true });
    }
    for (const s of ['AWAITING_APPROVAL', 'REOPTIMIZING'] as JobStatus[]) {
      expect(canTrack(s)).toBe(false);
      expect(canManage(s)).toBe(true);
    }
    for (const s of ['QUEUED', 'SOLVING', 'FAILED', 'INFEASIBLE', 'DISCARDED', 'CANCELLED'] as JobStatus[]) {
      expect(jobRowActions(s)).toEqual({ details: true, configure: false, track: false, manage: false });
    }
  });

  it('keeps Configure exclusive and Track a subset of Manage', () => {
    fc.assert(
      fc.property(status, (s) => {
        const actions = jobRowActions(s);
        expect(actions.details).toBe(true);
        if (actions.track) expect(actions.manage).toBe(true);
        if (actions.configure) expect(actions.manage || actions.track).toBe(false);
        expect(canConfigure(s)).toBe(s === 'AWAITING_CONFIGURATION');
      }),
    );
  });

  it('hides Rerun exactly when a selected job is solving', () => {
    fc.assert(
      fc.property(fc.array(status.map((s) => ({ status: s }))), (selected) => {
        expect(isRerunVisible(selected)).toBe(!selected.some((job) => job.status === 'SOLVING'));
      }),
    );
  });

  it('lets Replan and Rerun act on one row only', () => {
    expect(checkSingleRowSelection(1).ok).toBe(true);
    const many = checkSingleRowSelection(2);
    expect(!many.ok && many.error.messageKey).toBe('dailyPlan.selectAtMostOneRow');
    const none = checkSingleRowSelection(0);
    expect(!none.ok && none.error.messageKey).toBe('dailyPlan.selectAtLeastOneRow');
    fc.assert(
      fc.property(fc.nat(1000), (count) => {
        expect(checkSingleRowSelection(count).ok).toBe(count === 1);
      }),
    );
  });
});
