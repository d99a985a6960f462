import { describe, expect, it } from 'vitest';
import { dailyPlanMessages, type Job, type JobStatusUpdate } from '@rota/core/daily-plan';
import { dailyPlanScreenTexts } from './daily-plan.messages.js';
import { jobNoticeToast, localiseJobStatusUpdate, withJobUpdate } from './job-notice.model.js';

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

const turkish = (key: string, params: Record<string, string | number>) =>
  (dailyPlanMessages.tr[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));

describe('a live update in the reader language', () => {
  it('says the message and the result from their keys, not the server English', () => {
    const update: JobStatusUpdate = {
      ...base,
      result: '6/6 orders planned on 1 vehicle, 12.5 km',
      resultKey: 'dailyPlan.server.result',
      resultParams: { assigned: 6, total: 6, vehicles: 1, count: 1, km: '12.5' },
      message: 'Solving started.',
      messageKey: 'dailyPlan.server.solvingStarted',
      messageParams: {},
    };
    const local = localiseJobStatusUpdate(update, turkish);
    expect(local.message).toBe('Çözüm başladı.');
    expect(local.result).toBe('6/6 sipariş 1 araca planlandı, 12.5 km');
  });

  it('keeps the server text when no key came', () => {
    expect(localiseJobStatusUpdate(base, turkish)).toMatchObject({ message: base.message, result: null });
  });
});

describe('a jobs-grid row after a live update', () => {
  const row: Job = {
    jobRefNo: 'MORNING-1',
    status: 'QUEUED',
    statusDisplay: 'QUEUED',
    orderCount: 9,
    vehicleCount: 2,
    runTime: null,
    startedAt: null,
    endDate: null,
    taskDate: null,
    version: null,
    createDate: '2026-11-25T06:00:00.000Z',
    updateDate: null,
    result: null,
  };
  const progress = { elapsedSeconds: 4, vehicles: 3, unassignedOrders: 2, totalOrders: 9 };

  it('carries the solver progress while solving and drops it at the end', () => {
    const solving = withJobUpdate(row, { ...base, status: 'SOLVING', progress });
    expect(solving).toMatchObject({ status: 'SOLVING', progress });
    expect(withJobUpdate(solving, base)).toMatchObject({ status: 'SUCCESS', progress: null, runTime: 3 });
  });

  it('leaves another job row as it is', () => {
    expect(withJobUpdate(row, { ...base, jobRefNo: 'OTHER', status: 'SOLVING', progress })).toBe(row);
  });
});
