import type { SharedSolution, SolveOptions } from '../model/index.js';
import type { Instance } from './instance.js';
import { fleetLowerBound, repriced } from './plan-measures.js';
import type { Sol } from './solution.js';
import { better } from './solution.js';
import { firstRoundLength, hasConverged, nextRoundLength } from './convergence.js';
import { anneal } from './annealing.js';
import { construct } from './construction.js';
import { evolve, populationApplies } from './evolution.js';
import { minimiseFleet } from './fleet-minimisation.js';
import { finalPolish } from './polish.js';
import type { Runner, SearchResult } from './search-run.js';
import { createRunner, progress, report, shareOf, usePricing } from './search-run.js';

/**
 * One pass of the search from `start` to the end of the budget (or of the round): fleet
 * minimisation when vehicle usage ranks first, the spread when Clustering outranks distance,
 * then annealing.
 */
function improve(run: Runner, start: Sol, shrinkFleet = true): Sol {
  const { weights } = run.full;
  const vehiclesFirst = shrinkFleet && weights.vehicle > weights.cost && weights.vehicle > weights.clustering;
  let best = start;
  if (vehiclesFirst) {
    // The fleet is minimised on legs alone: the spread is weighed once the fleet is set.
    const spreadWeight = run.spreadWeight;
    if (run.inst.clusterWeight !== 0) {
      usePricing(run, run.legsOnly);
      if (spreadWeight > 0) best = repriced(run.inst, best);
    }
    best = minimiseFleet(run, best, run.tuning.fleetShare);
    usePricing(run, run.full);
    if (spreadWeight > 0) best = repriced(run.inst, best);
  }
  // Clustering above distance: the spread is annealed first, then the legs within it.
  if (weights.clustering > weights.cost) {
    const f = progress(run);
    const grouped = anneal(run, best, f + (1 - f) * run.tuning.clusteringShare, true);
    if (better(grouped, best)) best = grouped;
  }
  const annealed = populationApplies(run) ? evolve(run, best, 1) : anneal(run, best, 1);
  return better(annealed, best) ? annealed : best;
}

/**
 * Early stopping (`stopWhenConverged`): rounds of the search, each from the best plan so far,
 * until a round of annealing alone shows that the search has converged or the budget ends.
 */
function improveInRounds(run: Runner, built: Sol): Sol {
  const inst = run.full;
  run.roundLength = firstRoundLength(inst.n);
  let best = improve(run, built);
  // Fleet minimisation goes on in later rounds only while it keeps removing routes.
  // ... and not once it has reached the fewest vehicles the goods allow.
  const floor = Math.max(1, inst.minVehicles, fleetLowerBound(inst));
  let shrinking = best.routes.length < built.routes.length && best.routes.length > floor;
  while (run.stoppedBy === null) {
    run.roundStart = run.iterations;
    run.roundStartMs = run.now();
    run.roundLength = nextRoundLength(run.iterations);
    run.warm = !shrinking;
    const next = improve(run, best, shrinking);
    // Only a round of annealing alone can show that the search has converged.
    const converged = !shrinking && hasConverged(inst, best, next);
    shrinking = shrinking && next.missing <= best.missing && next.routes.length < best.routes.length;
    if (better(next, best)) best = next;
    if (converged && run.stoppedBy === null) run.stoppedBy = 'CONVERGED';
  }
  return best;
}

/**
 * The search. With `start` (routes of this instance's vehicles and orders, feasible) it goes on
 * from that plan instead of building one, and anneals it warm (from a tenth of the usual start
 * temperature, as the later rounds of early stopping do), so that it improves the plan rather
 * than leaving it; the orders `start` does not serve are put in by the first step.
 */
export function search(inst: Instance, options: SolveOptions, start?: SharedSolution): SearchResult {
  const run = createRunner(inst, options);
  let best = construct(run, start);
  best = options.stopWhenConverged ? improveInRounds(run, best) : improve(run, best);
  best = finalPolish(run, best);
  // The plan this search ends with is offered too (fleet minimisation alone never offers).
  options.exchange?.offer(shareOf(best));
  report(run, best, true);
  return {
    best,
    iterations: run.iterations,
    elapsedMs: run.now() - run.t0,
    stoppedBy: run.stoppedBy ?? 'ITERATIONS',
  };
}
