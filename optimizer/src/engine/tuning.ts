import type { Tuning } from '../model/index.js';

/** Above this many orders the single annealing stays: at 1,000 orders it measured better. */
const POPULATION_MAX_ORDERS = 400;

/**
 * The search's defaults. `blinkRate` is three times SISR's 0.01: late in a run many kept steps
 * put back a plan of the same cost (39 % of the steps kept at the end of 30 s on X-n303-k21), and
 * skipping more of the positions the recreate prices makes fewer of them. One thread, two runs
 * side by side (BENCHMARKS.md, "Blinks three times as often"): Solomon's 39 instances outside C1
 * and C2 at 10 s, seeds 1-5, +0.35 % against +0.41 % on average (shorter with four seeds, level
 * with the fifth); CVRPLIB X's four largest at 30 s, seeds 1-4, +0.74 % against +0.85 %. On two
 * threads CVRPLIB X's runs differ by more than that (+0.38 % over six runs against +0.37 % over
 * twelve at 0.01). At 0.05 CVRPLIB X did as well and Solomon worse (+0.42 % against +0.28 % with
 * seeds 6 and 7).
 */
export const defaultTuning: Tuning = {
  startTemperature: 3,
  finalTemperature: 0.01,
  averageRemoved: 10,
  maxStringLength: 10,
  blinkRate: 0.03,
  newRouteRate: 0.02,
  ejectionRate: 0.3,
  fleetShare: 0.8,
  clusteringShare: 0.6,
  localSearch: true,
  population: true,
  populationMaxOrders: POPULATION_MAX_ORDERS,
};
