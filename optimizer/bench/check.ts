import type { InstanceSolution, ParsedInstance } from '@rota/optimizer';
import { routeDistance } from '@rota/optimizer';

/**
 * Checks an instance solution from scratch: every customer exactly once, capacity, time windows
 * (service starts by the due date, return by the depot's due date), fleet size.
 */
export function checkInstanceSolution(
  parsed: ParsedInstance,
  solution: InstanceSolution,
): { distance: number; errors: string[] } {
  const { problem, customerIds } = parsed;
  const errors: string[] = [];
  const index = new Map(customerIds.map((id, i) => [id, i]));
  const seen = new Set<number>();
  const m = problem.matrices;
  const vehicle = problem.vehicles[0];
  const cap = vehicle?.capacity[0] ?? Infinity;
  if (solution.routes.length > problem.vehicles.length)
    errors.push(`${solution.routes.length} routes > fleet ${problem.vehicles.length}`);
  solution.routes.forEach((route, ri) => {
    let load = 0;
    let t = vehicle?.shift.start ?? 0;
    let prev = 0;
    for (const id of route) {
      const i = index.get(id);
      const order = i === undefined ? undefined : problem.orders[i];
      if (i === undefined || !order) {
        errors.push(`route ${ri}: unknown customer ${id}`);
        continue;
      }
      if (seen.has(id)) errors.push(`customer ${id} visited twice`);
      seen.add(id);
      load += order.amounts[0] ?? 0;
      t += Number(m.duration[prev * m.size + order.location] ?? 0);
      const tw = order.timeWindows?.[0];
      if (tw) {
        if (t > tw.end + 1e-6) errors.push(`customer ${id} served at ${t.toFixed(2)} after ${tw.end}`);
        t = Math.max(t, tw.start);
      }
      t += order.serviceDuration;
      prev = order.location;
    }
    t += Number(m.duration[prev * m.size] ?? 0);
    if (t > (vehicle?.shift.end ?? Infinity) + 1e-6) errors.push(`route ${ri} returns at ${t.toFixed(2)}`);
    if (load > cap) errors.push(`route ${ri} load ${load} > ${cap}`);
  });
  if (seen.size !== customerIds.length) errors.push(`${customerIds.length - seen.size} customers not served`);
  return { distance: routeDistance(parsed, solution.routes), errors };
}
