import type { Instance } from './instance.js';
import type { Sol } from './solution.js';

/**
 * The stopping rule of `stopWhenConverged`.
 *
 * The search runs in rounds, each an annealing schedule from the best plan so far: the first
 * from the usual start temperature, later ones from a tenth of it (a warm restart). The first round has `ROUND_ITERATIONS_PER_ORDER` iterations per order (at least
 * `MIN_ROUND_ITERATIONS`); every later round is as long as all the rounds before it together, so
 * the window that must bring an improvement grows with the instance and with the time already
 * spent. When vehicle usage ranks first, a round minimises the fleet again only while the round
 * before removed a route. After a round of annealing alone, the search stops as converged when
 * that round planned no more orders, used no fewer vehicles and lowered the cost by no more than
 * `CONVERGED_GAIN` of the legs' cost. The time limit stays the ceiling: a round that reaches it
 * ends the search as before. Rounds count iterations, so where the ceiling is not reached the
 * plan depends on the seed alone.
 */
/**
 * 1,000 per order: shorter first rounds (100 per order) stopped the 97-order demo day after
 * 8.6 s with a plan 24 % longer than a full minute's, and 300 per order neither converged within
 * the minute nor matched it (244.9 against 195.4 km); small jobs still converge well under 1 s.
 */
export const ROUND_ITERATIONS_PER_ORDER = 1000;
/** 5,000: below five orders a round this long costs milliseconds and still anneals from hot to cold. */
export const MIN_ROUND_ITERATIONS = 5000;
/** 0.1 %: a round that doubles the search and gains less than this brings no further improvement. */
export const CONVERGED_GAIN = 0.001;

/** Iterations of the first round for an instance of `orders` orders. */
export function firstRoundLength(orders: number): number {
  return Math.max(MIN_ROUND_ITERATIONS, ROUND_ITERATIONS_PER_ORDER * orders);
}

/** Iterations of the next round: as many as all the search before it. */
export function nextRoundLength(iterationsSoFar: number, orders: number): number {
  return Math.max(firstRoundLength(orders), iterationsSoFar);
}

/** The cost of the plan's legs and vehicle hours, without fixed vehicle costs (at least 1). */
export function legCost(inst: Instance, sol: Sol): number {
  let sum = 0;
  for (const r of sol.routes) sum += r.cost - (inst.vFixed[r.v] ?? 0);
  return Math.max(1, sum);
}

/** Whether a round that turned `before` into `after` brought no further improvement. */
export function hasConverged(inst: Instance, before: Sol, after: Sol): boolean {
  if (after.missing < before.missing) return false;
  if (after.missing === before.missing && after.routes.length < before.routes.length) return false;
  return before.cost - after.cost <= CONVERGED_GAIN * legCost(inst, before);
}
