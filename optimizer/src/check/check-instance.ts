import type { InstanceSolution, ParsedInstance } from '../instances/instance.types.js';
import type { CheckReport, RouteToCheck } from './check-plan.js';
import { checkRoutes } from './check-plan.js';

/**
 * Checks a benchmark solution (routes of the instance's customer numbers, in visit order) with
 * the independent checker: route i is driven by the instance's vehicle i; with `requireAll` every
 * customer must be served. A customer number the instance does not have is reported as an unknown order.
 */
export function checkInstanceSolution(
  parsed: ParsedInstance,
  solution: InstanceSolution,
  requireAll = true,
): CheckReport {
  const { problem, customerIds } = parsed;
  const orderOf = new Map(customerIds.map((id, i) => [id, problem.orders[i]?.id]));
  const routes: RouteToCheck[] = solution.routes.map((route, i) => ({
    vehicleId: problem.vehicles[i]?.id ?? `#${i + 1} (beyond the fleet of ${problem.vehicles.length})`,
    orderIds: route.map((customer) => orderOf.get(customer) ?? `customer ${customer}`),
  }));
  return checkRoutes(problem, routes, requireAll);
}
