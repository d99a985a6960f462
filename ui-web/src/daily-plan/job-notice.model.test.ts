import { describe, expect, it } from 'vitest';
import type { JobStatusUpdate } from '@rota/core/daily-plan';
import { dailyPlanScreenTexts } from './daily-plan.messages.js';
import { jobNoticeToast } from './job-notice.model.js';

const base: JobStatusUpdate = {
  jobRefNo: 'MORNING-1',
  status: 'SUCCESS',
  runTime: 3,
  endDate: null,
  startedAt: null,
  result: null,
  message: 'Solved: 97 of 97 orders planned.',
};

describe('the jobs list toast of a live update', () => {
  it('names the job in the reader language at the start and end of a solve', () => {
    expect(jobNoticeToast({ ...base, status: 'SOLVING', message: 'Solving started.' })).toEqual({
      kind: 'info',
      key: 'dailyPlanUi.notice.solving',
      params: { jobRefNo: 'MORNING-1' },
    });
    expect(jobNoticeToast(base)).toMatchObject({ kind: 'success', key: 'dailyPlanUi.notice.solved' });
    expect(jobNoticeToast({ ...base, status: 'INFEASIBLE' })).toMatchObject({ kind: 'warning' });
    expect(jobNoticeToast({ ...base, status: 'FAILED', message: 'Worker crashed' })).toMatchObject({
      kind: 'error',
      key: 'dailyPlanUi.notice.failed',
    });
  });

  it('stays quiet on progress ticks, on updates without a message and on other statuses', () => {
    const progress = { elapsedSeconds: 4, vehicles: 3, unassignedOrders: 2, totalOrders: 9 };
    expect(jobNoticeToast({ ...base, status: 'SOLVING', progress })).toBeNull();
    expect(jobNoticeToast({ ...base, message: null })).toBeNull();
    expect(jobNoticeToast({ ...base, status: 'QUEUED' })).toBeNull();
  });

  it('has its texts in English and Turkish', () => {
    for (const key of ['solving', 'solved', 'infeasible', 'failed']) {
      expect(dailyPlanScreenTexts.en[`dailyPlanUi.notice.${key}`]).toContain('{{jobRefNo}}');
      expect(dailyPlanScreenTexts.tr[`dailyPlanUi.notice.${key}`]).toContain('{{jobRefNo}}');
    }
  });
});
