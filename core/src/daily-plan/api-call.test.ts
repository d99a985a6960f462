import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiPath, checkApiRegistry } from './api-call.js';
import { dailyPlanApi } from './daily-plan.api.js';

describe('daily plan API registry', () => {
  it('names every path parameter in its params schema, once per method and path', () => {
    expect(checkApiRegistry(dailyPlanApi)).toEqual([]);
  });

  it('reports mismatched parameters, duplicates, absolute paths and GET bodies', () => {
    const answer = z.unknown();
    const problems = checkApiRegistry({
      a: { method: 'GET', path: 'jobs/:jobRefNo', response: answer, summary: 'a' },
      b: {
        method: 'GET',
        path: 'jobs/:jobRefNo',
        params: z.object({ jobRefNo: z.string() }),
        response: answer,
        summary: 'b',
      },
      c: { method: 'GET', path: '/x', body: answer, response: answer, summary: 'c' },
    });
    expect(problems).toHaveLength(4);
  });

  it('fills path parameters', () => {
    expect(apiPath(dailyPlanApi.approveJob, { jobRefNo: 'JOB 1', routeId: 'r/2' })).toBe(
      'jobs/JOB%201/r%2F2/approve',
    );
    expect(apiPath(dailyPlanApi.versions)).toBe('jobs/:jobRefNo/versions');
  });

  it('validates bodies with the area schemas', () => {
    expect(dailyPlanApi.rerunJob.body.safeParse({ jobRefNo: 'J' }).success).toBe(true);
    expect(dailyPlanApi.deleteJobs.body.safeParse([]).success).toBe(false);
    expect(dailyPlanApi.orderTrackingLabels.response).toBe('blob');
    expect(dailyPlanApi.orderTrackingLabels.timezoneOffset).toBe(false);
  });
});
