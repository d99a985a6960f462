import { describe, expect, it } from 'vitest';
import { jobStatusUpdateSchema } from '@rota/core/daily-plan';
import { translate } from '../platform/i18n.js';
import { statusUpdateOf, type JobRecord } from './job.repository.js';
import { registerDailyPlanMessages } from './messages.js';

registerDailyPlanMessages();

const job: JobRecord = {
  id: 1,
  refNo: 'MORNING-1',
  distributionCenterId: 1,
  status: 'FAILED',
  taskDate: '2026-11-25',
  parameters: {},
  runTime: 2,
  startedAt: '2026-11-25T06:00:00.000Z',
  endDate: '2026-11-25T06:00:02.000Z',
  result: 'The server stopped while this job was solving; rerun it.',
  resultKey: 'dailyPlan.server.interrupted',
  resultParams: {},
  failureReason: null,
  currentRouteId: null,
  createdAt: '2026-11-25T05:59:00.000Z',
  updatedAt: '2026-11-25T06:00:02.000Z',
};

describe('a joboperationhub update', () => {
  it("keeps the spec's English message and result, with their keys and values beside them", () => {
    const params = { seconds: 3, vehicles: 2, unassigned: 4 };
    const text = translate('en', 'dailyPlan.server.solvingProgress', params);
    const update = jobStatusUpdateSchema.parse(
      statusUpdateOf(job, { key: 'dailyPlan.server.solvingProgress', params, text }),
    );
    expect(update).toMatchObject({
      message: 'Solving: 3 s, 2 vehicles, 4 orders not yet planned.',
      messageKey: 'dailyPlan.server.solvingProgress',
      messageParams: params,
      result: job.result,
      resultKey: 'dailyPlan.server.interrupted',
    });
    expect(translate('tr', update.messageKey ?? '', update.messageParams ?? {})).toBe(
      'Çözülüyor: 3 sn, 2 araç, 4 sipariş henüz planlanmadı.',
    );
    expect(translate('tr', update.resultKey ?? '')).toBe(
      'Bu iş çözülürken sunucu durdu; yeniden çalıştırın.',
    );
  });

  it('sends a text without a key (a solver thread’s own reason) as it is, and no message as nulls', () => {
    const reason = 'The solver stopped unexpectedly (exit code 3).';
    expect(statusUpdateOf(job, { key: null, params: {}, text: reason })).toMatchObject({
      message: reason,
      messageKey: null,
    });
    expect(statusUpdateOf({ ...job, resultKey: null, resultParams: null })).toMatchObject({
      message: null,
      messageKey: null,
      messageParams: null,
      resultKey: null,
    });
  });
});
