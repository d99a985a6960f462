import type { PeriodicPlan, PeriodicProblem, Weekday } from './types.js';

interface PeriodicViolation {
  readonly locationId?: string;
  readonly message: string;
}

/**
 * Checks a plan against its problem without trusting the planner: every location is visited as
 * often as required (or reported, with the shortfall), on distinct allowed working days, in one
 * territory only; every stop starts its service within its window and every route ends within the
 * working day; the route times add up.
 */
export function checkPeriodicPlan(problem: PeriodicProblem, plan: PeriodicPlan): PeriodicViolation[] {
  const out: PeriodicViolation[] = [];
  const byId = new Map(problem.locations.map((l) => [l.id, l]));
  const workingDays = new Set(problem.workingDays ?? [0, 1, 2, 3, 4]);
  const dayStart = problem.dayStart ?? 8 * 3600;
  const dayEnd = problem.dayEnd ?? 18 * 3600;
  const days = new Map<string, Weekday[]>();
  const territoryOf = new Map<string, number>();
  for (const territory of plan.territories)
    for (const id of territory.locationIds) {
      if (territoryOf.has(id)) out.push({ locationId: id, message: 'location is in two territories' });
      territoryOf.set(id, territory.index);
    }
  for (const route of plan.routes) {
    if (!workingDays.has(route.day)) out.push({ message: `route on day ${route.day}, not a working day` });
    let previous = dayStart;
    for (const stop of route.stops) {
      const location = byId.get(stop.locationId);
      if (!location) {
        out.push({ locationId: stop.locationId, message: 'stop at an unknown location' });
        continue;
      }
      (days.get(stop.locationId) ?? days.set(stop.locationId, []).get(stop.locationId)!).push(route.day);
      if (territoryOf.get(stop.locationId) !== route.territory)
        out.push({ locationId: stop.locationId, message: 'visited by a route of another territory' });
      const window = location.timeWindows?.[route.day];
      const earliest = Math.max(dayStart, window?.start ?? dayStart);
      const latest = Math.min(dayEnd, window?.end ?? dayEnd);
      if (stop.serviceStart < earliest - 1e-6 || stop.serviceStart > latest + 1e-6)
        out.push({
          locationId: stop.locationId,
          message: `service starts outside its window on day ${route.day}`,
        });
      if (stop.serviceStart < stop.arrival - 1e-6 || stop.arrival < previous - 1e-6)
        out.push({ locationId: stop.locationId, message: 'stop times go backwards' });
      if (Math.abs(stop.departure - stop.serviceStart - location.serviceDuration) > 1e-6)
        out.push({ locationId: stop.locationId, message: 'service duration not kept' });
      previous = stop.departure;
    }
    if (route.end > dayEnd + 1e-6)
      out.push({ message: `route of territory ${route.territory} ends after the day` });
  }
  const reported = new Map(plan.unplaced.map((u) => [u.locationId, u]));
  for (const location of problem.locations) {
    const visits = days.get(location.id) ?? [];
    const required = Math.max(0, Math.floor(location.weeklyFrequency));
    if (new Set(visits).size !== visits.length)
      out.push({ locationId: location.id, message: 'visited twice on the same day' });
    for (const d of visits)
      if (!location.allowedDays.includes(d))
        out.push({ locationId: location.id, message: `visited on day ${d}, which is not allowed` });
    if (visits.length > required)
      out.push({ locationId: location.id, message: 'visited more often than required' });
    const report = reported.get(location.id);
    if (visits.length < required && (!report || report.placed !== visits.length))
      out.push({
        locationId: location.id,
        message: `visited ${visits.length} of ${required} times and not reported`,
      });
  }
  return out;
}
