import { describe, expect, it } from 'vitest';
import { checkPeriodicPlan, planPeriodic, type PeriodicPlan, type Weekday } from '@rota/optimizer';
import { periodicRegion } from './periodic-region.js';

/** A tenth of the benchmark region: the same mix, small enough for every test run. */
const problem = periodicRegion({ locations: 300, vehicles: 10, seed: 5, overConstrainedShare: 0.05 });

describe('periodic planner on a generated region', () => {
  let plan: PeriodicPlan;
  it('plans the region', () => {
    plan = planPeriodic(problem, { seed: 3 });
    expect(plan.territories).toHaveLength(10);
    expect(checkPeriodicPlan(problem, plan)).toEqual([]);
  });

  it('visits every location its required number of times, on distinct allowed days', () => {
    const visits = new Map<string, Weekday[]>();
    for (const route of plan.routes)
      for (const stop of route.stops)
        visits.set(stop.locationId, [...(visits.get(stop.locationId) ?? []), route.day]);
    let checked = 0;
    for (const location of problem.locations) {
      const days = visits.get(location.id) ?? [];
      const usable = location.allowedDays.filter((d) => d <= 4);
      expect(new Set(days).size).toBe(days.length);
      for (const d of days) expect(location.allowedDays).toContain(d);
      if (usable.length >= location.weeklyFrequency) {
        expect(days, location.id).toHaveLength(location.weeklyFrequency);
        checked++;
      } else {
        // Fewer allowed days than visits: every allowed day is used and the shortfall is reported.
        expect(days).toHaveLength(usable.length);
        expect(plan.unplaced.find((u) => u.locationId === location.id)).toEqual({
          locationId: location.id,
          required: location.weeklyFrequency,
          placed: usable.length,
          reason: 'TOO_FEW_ALLOWED_DAYS',
        });
      }
    }
    expect(checked).toBeGreaterThan(250);
    expect(plan.unplaced.length).toBe(problem.locations.length - checked);
    expect(plan.stats.placedVisits).toBe(plan.stats.feasibleVisits);
    expect(plan.stats.placedOnAllowedDays).toBe(plan.stats.placedVisits);
  });

  it('keeps every territory-day within 10 % of the mean workload', () => {
    const workloads = plan.routes.map((r) => r.workload);
    expect(workloads).toHaveLength(10 * 5);
    const mean = workloads.reduce((s, w) => s + w, 0) / workloads.length;
    expect(Math.max(...workloads) / mean).toBeLessThanOrEqual(1.1);
    expect(Math.min(...workloads) / mean).toBeGreaterThanOrEqual(0.9);
    expect(plan.stats.maxOverMean).toBeCloseTo(Math.max(...workloads) / mean, 6);
  });

  it('gives each territory its own locations and a polygon around them', () => {
    const all = plan.territories.flatMap((t) => t.locationIds);
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(problem.locations.length);
    for (const territory of plan.territories) expect(territory.polygon.length).toBeGreaterThanOrEqual(3);
  });

  it('answers the same plan for the same seed', () => {
    const again = planPeriodic(problem, { seed: 3 });
    expect(again.routes.map((r) => r.stops.map((s) => s.locationId))).toEqual(
      plan.routes.map((r) => r.stops.map((s) => s.locationId)),
    );
  });
});
