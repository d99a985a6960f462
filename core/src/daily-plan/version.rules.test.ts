import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  jobResultPath,
  jobSummaryPath,
  managePath,
  retryNavigation,
  trackAndTracePath,
} from './daily-plan.routes.js';
import type { RouteVersion } from './route-result.schema.js';
import { reoptimizationOutcomeView, sourceRouteIdOf, versionAction } from './version.rules.js';

const version = (
  v: number,
  routeId: string,
  isFeasible: boolean,
  sourceVersion: number | null,
): RouteVersion => ({
  version: v,
  sourceVersion,
  routeId,
  isFeasible,
  numberOfChanges: 0,
  distance: 0,
  duration: '00:00:00',
});

describe('version actions', () => {
  it('gives Go to feasible versions, disabled for the current route, and Retry otherwise', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.string(), fc.string(), (isFeasible, routeId, current) => {
        const action = versionAction({ isFeasible, routeId }, current);
        if (isFeasible) expect(action).toEqual({ kind: 'go', disabled: routeId === current });
        else expect(action).toEqual({ kind: 'retry' });
      }),
    );
  });

  it('finds the source route of a version', () => {
    const versions = [version(1, 'r1', true, null), version(2, 'r2', false, 1)];
    expect(sourceRouteIdOf(versions, versions[1]!)).toBe('r1');
    expect(sourceRouteIdOf(versions, versions[0]!)).toBeNull();
  });

  it('builds the retry link with its navigation state', () => {
    expect(retryNavigation('JOB-1', 'r1', 'r2')).toEqual({
      path: '/daily-plan/JOB-1/r1/r2/result',
      state: { isRetrying: true, retryRouteId: 'r2' },
    });
  });

  it('builds the daily plan addresses', () => {
    expect(managePath('J 1')).toBe('/daily-plan/J%201/result');
    expect(
      jobResultPath({ jobRefNo: 'J', processedRouteId: 'p', routeId: 'r', isGetReoptimizationResults: true }),
    ).toBe('/daily-plan/J/p/r/true/result');
    expect(jobSummaryPath('J')).toBe('/daily-plan/J/summary');
    expect(trackAndTracePath('J')).toBe('/daily-plan/track-and-trace/J');
  });

  it('colours reoptimisation outcomes', () => {
    expect(reoptimizationOutcomeView(null).messageKey).toBe('dailyPlan.reoptimizing');
    const feasible = { isFeasible: true, description: [], resultsForSolution: [] };
    expect(reoptimizationOutcomeView(feasible)).toMatchObject({ colour: 'green', next: 'open-new-route' });
    expect(reoptimizationOutcomeView({ ...feasible, isFeasible: false })).toMatchObject({
      colour: 'red',
      next: 'retry',
    });
  });
});
