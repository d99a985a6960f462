import type { Sol } from './solution.js';
import { better, draftOf } from './solution.js';
import { recreate } from './recreate.js';
import { edgeScale } from './plan-measures.js';
import { routeExchange, routeExchangeApplies } from './crossover.js';
import type { Member } from './population.js';
import { admit, tournament } from './population.js';
import { polishedBest } from './polish.js';
import { annealStep } from './ruin-recreate-step.js';
import type { Runner } from './search-run.js';
import { looksUntil, progress, report, shareOf, shouldStop } from './search-run.js';

/**
 * The population-based search (`evolve`) keeps POPULATION_MIN to POPULATION_MAX plans: a child
 * that passes the maximum has the population thinned back to the minimum by biased fitness (Vidal
 * et al.'s survivor selection, 25 and 25 + 40 there, where a child's education takes a
 * millisecond; here it takes EDUCATION_STEPS steps, and a search of 10 s on Solomon's 100
 * orders, at about 25,000 steps a second, breeds some 150 children).
 */
const POPULATION_MIN = 6;
const POPULATION_MAX = 12;
/**
 * Steps of a child's education: an annealing from EDUCATION_TEMPERATURE down to the final
 * temperature, each new best polished by the local search. At about ten orders a step, 1,500
 * steps put each of 100 orders back some 150 times, enough for the routes a crossover broke to
 * settle, while a 10 s run still breeds about 150 children. The first value tried, not tuned.
 */
const EDUCATION_STEPS = 1500;
/**
 * Start temperature of a child's education, as a fraction of the average leg cost: a tenth of
 * the annealing's start (3), as a child is already near a good plan and has to settle, not
 * wander off. The first value tried, not tuned.
 */
const EDUCATION_TEMPERATURE = 0.3;
/**
 * Plans the population starts from: the construction and independent ones, each annealed for
 * FIRST_EDUCATION times a child's steps from FIRST_TEMPERATURE (three times a child's), as they
 * start from constructions rather than from good plans; four, so that the first tournaments
 * have plans of several basins to draw from.
 */
const FIRST_MEMBERS = 4;
const FIRST_EDUCATION = 4;
const FIRST_TEMPERATURE = 0.9;
/** Most routes one crossover takes from the donor (Nagata and Kobayashi's SREX takes a few). */
const CROSSOVER_MAX_ROUTES = 3;

/**
 * Whether the distance is improved by a population of plans (`evolve`) rather than a single
 * annealing: distance first, hard time windows, up to POPULATION_MAX_ORDERS orders (the tuning's
 * `populationMaxOrders`), a single pass (not rounds to convergence). Mixed fleets too: a route
 * that comes in by route exchange goes on a vehicle that takes it (`crossover.ts`); on Solomon
 * instances with half the fleet small vans at 50,000 iterations the population's plans cost less
 * than the annealing's in 7 runs of 10 and the same in the other 3 (optimizer/BENCHMARKS.md,
 * "Directed matrices and mixed fleets"). Above 400 orders it was measured worse (same section).
 */
export function populationApplies(run: Runner): boolean {
  const { inst, tuning, options } = run;
  const { weights } = run.full;
  return (
    tuning.population &&
    !options.stopWhenConverged &&
    // A search that goes on from a given plan (`search`'s `start`) anneals it warm: the
    // population would start with three plans built from scratch beside it.
    !run.warm &&
    inst.timed &&
    inst.hardTw &&
    inst.n <= tuning.populationMaxOrders &&
    weights.cost > weights.vehicle &&
    weights.cost > weights.clustering &&
    routeExchangeApplies(run.ctx)
  );
}

/** A child's education: `steps` annealing steps from `T0` (in leg costs) down; its best plan. */
function educate(run: Runner, start: Sol, steps: number, T0: number): Sol {
  const Tf = run.tuning.finalTemperature;
  const scale = edgeScale(run.inst, start, false);
  let cur = start;
  let best = start;
  for (let i = 0; i < steps && !shouldStop(run); i++) {
    const draft = annealStep(run, cur, T0 * (Tf / T0) ** (i / steps) * scale);
    let s = draft.sol;
    if (draft.kept) cur = s;
    if (better(s, best)) {
      // Above FULL_LOCAL_SEARCH_MAX_ORDERS orders only around the routes the step changed (as
      // the annealing polishes its new bests).
      const polished = run.localSearch ? polishedBest(run, s, draft.owned) : null;
      if (polished) {
        s = polished;
        cur = s;
      }
      best = s;
    }
  }
  return best;
}

/** Another first plan: every order placed by the recreate, in one of its random orders. */
function builtAgain(run: Runner): Sol {
  const built = draftOf({ routes: [], unassigned: [], cost: 0, missing: 0 });
  recreate(
    run.ctx,
    built,
    Array.from({ length: run.inst.n }, (_, o) => o),
  );
  return built.sol;
}

/**
 * Population-based search from `start` until `until` (a budget fraction), after Vidal et al.'s
 * hybrid genetic search: two plans drawn by binary tournament on biased fitness, a route exchange
 * between them (`crossover.ts`), the child educated by a short annealing (`educate`), and the
 * population thinned by cost and diversity (`population.ts`). Parallel searches offer their best
 * plans and take the other's at EXCHANGE_POINTS points, as the annealing does.
 */
export function evolve(run: Runner, start: Sol, until: number): Sol {
  const pop: Member[] = [];
  let best = start;
  const add = (s: Sol): void => {
    if (better(s, best)) {
      best = s;
      run.options.exchange?.offer(shareOf(best));
      report(run, best, true);
    } else report(run, best, false);
    admit(run.inst, pop, s, POPULATION_MIN, POPULATION_MAX);
  };
  const firstSteps = EDUCATION_STEPS * FIRST_EDUCATION;
  add(educate(run, start, firstSteps, FIRST_TEMPERATURE));
  for (let i = 1; i < FIRST_MEMBERS && !shouldStop(run); i++) {
    add(educate(run, builtAgain(run), firstSteps, FIRST_TEMPERATURE));
  }
  const look = looksUntil(run, until);
  while (!shouldStop(run)) {
    const f = progress(run);
    if (f >= until) break;
    const other = look(f);
    if (other) add(other);
    if (pop.length < 2) {
      add(educate(run, best, EDUCATION_STEPS, EDUCATION_TEMPERATURE));
      continue;
    }
    const donor = tournament(pop, run.rng);
    let receiver = tournament(pop, run.rng);
    for (let t = 0; t < 3 && receiver === donor; t++) receiver = tournament(pop, run.rng);
    const child = routeExchange(run.ctx, donor.sol, receiver.sol, CROSSOVER_MAX_ROUTES);
    add(educate(run, child, EDUCATION_STEPS, EDUCATION_TEMPERATURE));
  }
  return best;
}
