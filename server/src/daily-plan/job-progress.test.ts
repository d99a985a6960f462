import { describe, expect, it } from 'vitest';
import { jobStatusUpdateSchema } from '@rota/core/daily-plan';
import { progressOf } from './job-progress.js';

describe('solver progress on joboperationhub', () => {
  it('carries the solver’s count of unplanned orders, the vehicles and whole seconds', () => {
    const live = progressOf(
      {
        bestCost: 10,
        unassigned: 4,
        unassignedOrderIds: ['a', 'b', 'c', 'd'],
        vehicles: 3,
        elapsedMs: 2600,
        iteration: 9,
      },
      40,
    );
    expect(live).toEqual({ elapsedSeconds: 3, vehicles: 3, unassignedOrders: 4, totalOrders: 40 });
    const update = jobStatusUpdateSchema.parse({
      jobRefNo: 'J',
      status: 'SOLVING',
      runTime: 2.6,
      endDate: null,
      startedAt: null,
      result: null,
      message: 'Solving: 3 s, 3 vehicles, 4 orders not yet planned.',
      progress: live,
    });
    expect(update.progress).toEqual(live);
  });
});
