import { describe, expect, it } from 'vitest';
import { checkPeriodicPlan } from './check.js';
import { planPeriodic } from './plan.js';
import type { PeriodicLocation, PeriodicProblem, Weekday } from './types.js';
import { dayPatterns, spreadOf } from './visit-days.js';

const depot = { lat: 41.0, lng: 29.0 };
const at = (i: number, extra: Partial<PeriodicLocation> = {}): PeriodicLocation => ({
  id: `L${i}`,
  lat: depot.lat + ((i % 7) - 3) * 0.004,
  lng: depot.lng + (Math.floor(i / 7) - 3) * 0.005,
  weeklyFrequency: 1,
  allowedDays: [0, 1, 2, 3, 4],
  demand: 1,
  serviceDuration: 300,
  ...extra,
});
const problem = (
  locations: PeriodicLocation[],
  vehicles = 2,
  extra: Partial<PeriodicProblem> = {},
): PeriodicProblem => ({
  depot,
  vehicles: Array.from({ length: vehicles }, (_, v) => ({ id: `V${v}`, capacity: 100 })),
  locations,
  ...extra,
});
const daysOf = (plan: ReturnType<typeof planPeriodic>, id: string) =>
  plan.routes.filter((r) => r.stops.some((s) => s.locationId === id)).map((r) => r.day);

describe('visit day patterns', () => {
  it('lists k distinct allowed days, the most evenly spread first', () => {
    const patterns = dayPatterns([0, 1, 2, 3, 4], 2);
    expect(patterns).toHaveLength(10);
    // Monday-Thursday, Tuesday-Friday and Monday-Friday leave gaps of 3 and 4 days.
    expect(patterns.slice(0, 3).map((p) => p.days)).toEqual([
      [0, 3],
      [0, 4],
      [1, 4],
    ]);
    expect(patterns.at(-1)!.spread).toBeGreaterThan(patterns[0]!.spread);
    expect(dayPatterns([0, 2, 4], 3).map((p) => p.days)).toEqual([[0, 2, 4]]);
    expect(dayPatterns([1, 2], 3)).toEqual([]);
  });

  it('scores an even week as 0', () => {
    expect(spreadOf([0])).toBe(0);
    expect(spreadOf([0, 1, 2, 3, 4, 5, 6] as Weekday[])).toBe(0);
    expect(spreadOf([0, 1])).toBeGreaterThan(spreadOf([0, 3]));
  });
});

describe('planPeriodic', () => {
  it('visits each location as often as required, on allowed days, spread through the week', () => {
    const locations = Array.from({ length: 49 }, (_, i) =>
      at(i, { weeklyFrequency: 1 + (i % 3), allowedDays: i % 4 === 0 ? [0, 2, 4] : [0, 1, 2, 3, 4] }),
    );
    const p = problem(locations);
    const plan = planPeriodic(p, { seed: 1 });
    expect(checkPeriodicPlan(p, plan)).toEqual([]);
    expect(plan.unplaced).toEqual([]);
    for (const location of locations) {
      const days = daysOf(plan, location.id);
      expect(days).toHaveLength(location.weeklyFrequency);
      for (const d of days) expect(location.allowedDays).toContain(d);
    }
    // Twice a week with every workday allowed: never on consecutive days.
    for (const location of locations.filter((l) => l.weeklyFrequency === 2 && l.allowedDays.length === 5)) {
      const [a, b] = daysOf(plan, location.id).sort();
      expect(b! - a!).toBeGreaterThanOrEqual(2);
    }
    expect(plan.territories).toHaveLength(2);
    expect(plan.stats.placedVisits).toBe(locations.reduce((s, l) => s + l.weeklyFrequency, 0));
  });

  it('reports what cannot fit and why, and places what can', () => {
    const locations = [
      at(1, { weeklyFrequency: 3, allowedDays: [1, 3] }),
      at(2, { weeklyFrequency: 2, allowedDays: [5, 6] }),
      at(3, { demand: 500 }),
      at(4, {
        timeWindows: [{ start: 19 * 3600, end: 20 * 3600 }, null, null, null, null],
        allowedDays: [0],
      }),
      at(5, { weeklyFrequency: 2 }),
    ];
    const p = problem(locations);
    const plan = planPeriodic(p);
    expect(checkPeriodicPlan(p, plan)).toEqual([]);
    expect(plan.unplaced).toEqual([
      { locationId: 'L1', required: 3, placed: 2, reason: 'TOO_FEW_ALLOWED_DAYS' },
      { locationId: 'L2', required: 2, placed: 0, reason: 'NO_ALLOWED_DAY' },
      { locationId: 'L3', required: 1, placed: 0, reason: 'DEMAND_EXCEEDS_CAPACITY' },
      { locationId: 'L4', required: 1, placed: 0, reason: 'NO_ALLOWED_DAY' },
    ]);
    expect(daysOf(plan, 'L1').sort()).toEqual([1, 3]);
    expect(daysOf(plan, 'L5')).toHaveLength(2);
  });

  it('reports visits no route can take within the working day', () => {
    // Ten locations, each needing 2 hours every day, for one vehicle with a 10-hour day.
    const locations = Array.from({ length: 10 }, (_, i) =>
      at(i, { weeklyFrequency: 5, serviceDuration: 2 * 3600 }),
    );
    const p = problem(locations, 1);
    const plan = planPeriodic(p);
    expect(checkPeriodicPlan(p, plan)).toEqual([]);
    const full = plan.unplaced.filter((u) => u.reason === 'ROUTE_FULL');
    expect(full.length).toBeGreaterThan(0);
    expect(plan.stats.placedVisits).toBeLessThanOrEqual(5 * 4);
    for (const route of plan.routes) expect(route.end).toBeLessThanOrEqual(18 * 3600);
  });

  it('starts every service within its window', () => {
    const morning = { start: 8 * 3600, end: 9 * 3600 };
    const locations = Array.from({ length: 20 }, (_, i) =>
      at(i, i % 2 === 0 ? { timeWindows: [morning, morning, morning, morning, morning] } : {}),
    );
    const p = problem(locations, 1);
    const plan = planPeriodic(p);
    expect(checkPeriodicPlan(p, plan)).toEqual([]);
    for (const route of plan.routes)
      for (const stop of route.stops)
        if (Number(stop.locationId.slice(1)) % 2 === 0)
          expect(stop.serviceStart).toBeLessThanOrEqual(9 * 3600);
  });

  it('answers an empty plan without vehicles or locations', () => {
    expect(planPeriodic(problem([], 2)).routes).toEqual([]);
    const noFleet = planPeriodic(problem([at(1)], 0));
    expect(noFleet.territories).toEqual([]);
    expect(noFleet.unplaced).toEqual([{ locationId: 'L1', required: 1, placed: 0, reason: 'ROUTE_FULL' }]);
  });

  it('reports progress and stops when asked', () => {
    const locations = Array.from({ length: 49 }, (_, i) => at(i, { weeklyFrequency: 2 }));
    const seen: number[] = [];
    const plan = planPeriodic(problem(locations), {
      onProgress: (p) => seen.push(p.percent),
      shouldStop: () => true,
    });
    expect(seen.at(-1)).toBe(100);
    expect(plan.routes.length).toBeGreaterThan(0);
  });

  it('the checker finds a visit on a day that is not allowed', () => {
    const p = problem([at(1, { allowedDays: [0] })], 1);
    const plan = planPeriodic(p);
    const moved = { ...plan, routes: plan.routes.map((r) => ({ ...r, day: 2 as Weekday })) };
    expect(checkPeriodicPlan(p, moved).map((v) => v.message)).toContain(
      'visited on day 2, which is not allowed',
    );
  });
});
