import type { Instance } from './instance.js';
import type { Sol } from './solution.js';
import { at } from './indexing.js';

/**
 * The stopping rule of `stopWhenConverged`.
 *
 * The search runs in rounds, each an annealing schedule from the best plan so far: the first
 * from the usual start temperature, later ones from a tenth of it (a warm restart). The first round has `ROUND_ITERATIONS_PER_ORDER` iterations per order (at least
 * `MIN_ROUND_ITERATIONS`); every later round is `NEXT_ROUND_SHARE` of all the rounds before it
 * together (at least `MIN_ROUND_ITERATIONS`), so the window that must bring an improvement grows
 * with the instance and with the time already spent. When vehicle usage ranks first, a round minimises the fleet again only while the round
 * before removed a route. After a round of annealing alone, the search stops as converged when
 * that round planned no more orders, used no fewer vehicles and lowered the cost by no more than
 * `CONVERGED_GAIN` of the legs' cost. The time limit stays the ceiling: a round that reaches it
 * ends the search as before. Rounds count iterations; with an iteration budget and no clock the
 * plan depends on the seed alone, while under a time limit the annealing schedule also follows
 * the clock (search-run.ts `progress`).
 */
/**
 * 2,000 per order, later rounds a quarter of the search so far. One long first annealing does
 * better than several short ones: on the demo day (97 orders), seeds 1-5, no clock, the rule
 * stopped after 242,500 iterations on four seeds and 303,125 on one, at a mean cost 0.4 % under
 * that of 600,000-iteration runs (server/bench/early-stop.ts --iterations 600000); with 1,000 per order and later rounds as long as the search so
 * far it needed 194,000 to 3,104,000 iterations; with 1,500 per order and halves, 218,250 to
 * 327,375 at +0.1 %. (Before fleet minimisation was fixed, runs of one day differed by their
 * vehicle count, and no round length gave a reliable stop.)
 */
export const ROUND_ITERATIONS_PER_ORDER = 2000;
/** A later round's length as a share of the iterations before it. */
export const NEXT_ROUND_SHARE = 0.25;
/** 5,000: below five orders a round this long costs milliseconds and still anneals from hot to cold. */
export const MIN_ROUND_ITERATIONS = 5000;
/** 0.1 %: a round that doubles the search and gains less than this brings no further improvement. */
export const CONVERGED_GAIN = 0.001;

/** Iterations of the first round for an instance of `orders` orders. */
export function firstRoundLength(orders: number): number {
  return Math.max(MIN_ROUND_ITERATIONS, ROUND_ITERATIONS_PER_ORDER * orders);
}

/** Iterations of the next round: a share of all the search before it. */
export function nextRoundLength(iterationsSoFar: number): number {
  return Math.max(MIN_ROUND_ITERATIONS, Math.ceil(NEXT_ROUND_SHARE * iterationsSoFar));
}

/** The cost of the plan's legs and vehicle hours, without fixed vehicle costs (at least 1). */
export function legCost(inst: Instance, sol: Sol): number {
  let sum = 0;
  for (const r of sol.routes) sum += r.cost - at(inst.vFixed, r.v);
  return Math.max(1, sum);
}

/** Whether a round that turned `before` into `after` brought no further improvement. */
export function hasConverged(inst: Instance, before: Sol, after: Sol): boolean {
  if (after.missing < before.missing) return false;
  if (after.missing === before.missing && after.routes.length < before.routes.length) return false;
  return before.cost - after.cost <= CONVERGED_GAIN * legCost(inst, before);
}
