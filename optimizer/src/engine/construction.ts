import type { SharedSolution } from '../model/index.js';
import { recreate } from './recreate.js';
import { fleetLowerBound } from './plan-measures.js';
import type { Sol } from './solution.js';
import { draftOf } from './solution.js';
import { seedDistantRoutes } from './seed.js';
import type { Runner } from './search-run.js';
import { adopt, pastDeadline, report, usePricing } from './search-run.js';

/**
 * The first plan: `start` when given (its orders left out put in by cheapest insertion), else
 * every order placed by cheapest insertion; then the steps' blinks and new routes are set.
 */
export function construct(run: Runner, start?: SharedSolution): Sol {
  const inst = run.full;
  const { weights } = inst;
  // The first plan is built on legs alone when the fleet is minimised first.
  if (weights.vehicle > weights.cost && weights.vehicle > weights.clustering) usePricing(run, run.legsOnly);
  const first = draftOf(start ? adopt(run.inst, start) : { routes: [], unassigned: [], cost: 0, missing: 0 });
  if (start) run.warm = true;
  // Seeds: as many routes as capacity alone needs (at least the minimum fleet), farthest first.
  const seeded =
    inst.problem.parameters?.startFromTheMostDistantLocation && !start
      ? seedDistantRoutes(run.inst, first, Math.max(1, inst.minVehicles, fleetLowerBound(inst)))
      : new Set<number>();
  // The first plan respects the deadline too: past it, the orders left are placed cheaply
  // (`RecreateContext.hurry`), and the search after it stops at once.
  run.ctx.hurry = () => pastDeadline(run);
  recreate(
    run.ctx,
    first,
    // A start plan's orders left out are in its `unassigned` already, and the recreate takes them.
    start ? [] : Array.from({ length: inst.n }, (_, i) => i).filter((o) => !seeded.has(o)),
  );
  run.ctx.hurry = null;
  run.ctx.blink = run.tuning.blinkRate;
  // Without time windows a route is worth opening only for the goods, and the recreate opens
  // one when an order fits nowhere else; where opening a route costs something (vehicles
  // first, fixed costs) a route started for its own sake is almost never kept.
  run.ctx.newRouteRate = inst.timed && inst.vFixed.every((f) => f === 0) ? run.tuning.newRouteRate : 0;
  report(run, first.sol, true);
  return first.sol;
}
