import type { SharedSolution, SolveOptions, Tuning } from '../model/index.js';
import type { Instance } from './instance.js';
import type { RecreateContext } from './recreate-context.js';
import { createRecreateContext } from './recreate-context.js';
import type { Rng } from './rng.js';
import { createRng } from './rng.js';
import type { RuinParams } from './ruin.js';
import type { Sol } from './solution.js';
import { evaluate } from './solution.js';
import { capacityScore } from './vehicle-swap.js';
import type { LocalSearchScratch } from './local-search.js';
import { createLocalSearchScratch, localSearchApplies } from './local-search.js';
import { newRoute, refreshRoute } from './route.js';
import { FULL_LOCAL_SEARCH_MAX_ORDERS } from './polish.js';
import { defaultTuning } from './tuning.js';

/**
 * Looks at the plans parallel searches share, per annealing: at these evenly spaced points of the
 * schedule a search takes another's best plan when it is better than its own. Between them the
 * searches anneal apart, which keeps them different. Looking every 200 iterations (as before)
 * pulled both onto one trajectory: 20 R1/RC1 instances at 10 s on two threads, seed 1, gave
 * +0.42 % against +0.45 % on one thread; with 8 points +0.27 %, with no look at all (the better
 * of two independent searches) +0.32 % (optimizer/BENCHMARKS.md, "Parallel searches").
 */
const EXCHANGE_POINTS = 8;

/**
 * Up to this many orders an improving step has the routes it changed put in order by the
 * intra-route operators (see `anneal`); above it the step stays as the recreate left it, and the
 * time goes to more steps. On the 1,000-customer instances with long routes (about 33 and 38
 * stops) the polish took half of the search: vehicles first, 120 s, one thread, 0.9-1.1 million
 * steps with it against 1.7-2.0 million without; G-C2 seeds 1 and 2 15,537.59 and 15,437.92
 * with it against 15,271.47 and 15,154.55 without (two threads 15,529.28 and 15,420.00 against
 * 15,305.60 and 15,131.71), G-R2 14,943.09 against 14,819.07, G-RC2 15,385.20 against
 * 15,238.93 (two threads 15,241.92 and 15,163.60 against 15,275.04 and 15,095.83). See
 * optimizer/BENCHMARKS.md, "No polish of improving steps above 400 orders". Solomon's and
 * CVRPLIB X's instances (100 to 392 orders) keep it: their plans are the same as before.
 */
const INTRA_POLISH_MAX_ORDERS = 400;

export function shareOf(sol: Sol): SharedSolution {
  return { missing: sol.missing, cost: sol.cost, routes: sol.routes.map((r) => ({ v: r.v, seq: r.seq })) };
}

/** A shared plan rebuilt (and priced) in this search's instance. */
export function adopt(inst: Instance, shared: SharedSolution): Sol {
  const served = new Uint8Array(inst.n);
  const routes = shared.routes.map((r) => {
    const route = newRoute(r.v);
    route.seq = r.seq.slice();
    for (const o of r.seq) served[o] = 1;
    refreshRoute(inst, route);
    return route;
  });
  const unassigned: number[] = [];
  for (let o = 0; o < inst.n; o++) if (served[o] === 0) unassigned.push(o);
  const sol: Sol = { routes, unassigned, cost: 0, missing: 0 };
  evaluate(inst, sol);
  return sol;
}

export interface SearchResult {
  best: Sol;
  iterations: number;
  elapsedMs: number;
  stoppedBy: 'TIME_LIMIT' | 'ITERATIONS' | 'CANCELLED' | 'CONVERGED';
}

export interface Runner {
  /** The instance this phase prices with: `full`, or `legsOnly` while the fleet is minimised. */
  inst: Instance;
  readonly full: Instance;
  /** The instance with the routes' spread left out (the same object as `full` when it weighs nothing). */
  readonly legsOnly: Instance;
  readonly rng: Rng;
  readonly ctx: RecreateContext;
  readonly ruin: RuinParams;
  readonly options: SolveOptions;
  readonly tuning: Tuning;
  readonly localSearch: boolean;
  /** Whether an improving step's changed routes are polished (INTRA_POLISH_MAX_ORDERS). */
  readonly intraPolish: boolean;
  readonly lsScratch: LocalSearchScratch;
  /** Whether the plan a search ends with is polished once more (`finalPolish`). */
  readonly finalPolish: boolean;
  readonly now: () => number;
  readonly t0: number;
  iterations: number;
  stoppedBy: SearchResult['stoppedBy'] | null;
  lastReport: number;
  /** With `stopWhenConverged`: the current round's first iteration and length. */
  roundStart: number;
  /** Clock at the start of the round (t0 without rounds). */
  roundStartMs: number;
  roundLength: number | null;
  /** Later rounds start warm (a mild reheat of the best plan), not hot. */
  warm: boolean;
  /** The instance's weight of the routes' spread (set aside while the fleet is minimised). */
  readonly spreadWeight: number;
  readonly capScore: Float64Array;
}

/**
 * Fraction of the budget used so far (time or iterations, whichever is further). In a round, the
 * budget is the round's iterations or the time left when it began, whichever ends first.
 */
export function progress(run: Runner): number {
  const { options } = run;
  let f = 0;
  if (options.timeLimitMs !== undefined) {
    const left = options.timeLimitMs - (run.roundStartMs - run.t0);
    f = Math.max(f, left > 0 ? (run.now() - run.roundStartMs) / left : 1);
  }
  if (options.maxIterations !== undefined) f = Math.max(f, run.iterations / options.maxIterations);
  if (run.roundLength !== null) f = Math.max(f, (run.iterations - run.roundStart) / run.roundLength);
  return f;
}

export function shouldStop(run: Runner): boolean {
  const { options } = run;
  if (options.signal?.aborted) run.stoppedBy = 'CANCELLED';
  else if (options.maxIterations !== undefined && run.iterations >= options.maxIterations)
    run.stoppedBy = 'ITERATIONS';
  else if (options.timeLimitMs !== undefined && run.now() - run.t0 >= options.timeLimitMs)
    run.stoppedBy = 'TIME_LIMIT';
  return run.stoppedBy !== null;
}

/** Whether the time limit has passed or the solve was cancelled (an iteration budget aside). */
export function pastDeadline(run: Runner): boolean {
  const { options } = run;
  return (
    options.signal?.aborted === true ||
    (options.timeLimitMs !== undefined && run.now() - run.t0 >= options.timeLimitMs)
  );
}

export function report(run: Runner, best: Sol, force: boolean): void {
  const cb = run.options.onProgress;
  if (!cb) return;
  const t = run.now();
  if (!force && t - run.lastReport < 200) return;
  run.lastReport = t;
  cb({
    bestCost: best.cost,
    unassigned: best.unassigned.length,
    unassignedOrderIds: best.unassigned.map((o) => run.inst.problem.orders[o]?.id ?? String(o)),
    vehicles: best.routes.length,
    elapsedMs: t - run.t0,
    iteration: run.iterations,
  });
}

/**
 * The EXCHANGE_POINTS looks of a phase that runs from now until `until` (a budget fraction):
 * `look(f)`, at progress f, gives the plan the searches share when a point has been passed since
 * the last look (rebuilt in this search's instance), and null otherwise or without an exchange.
 */
export function looksUntil(run: Runner, until: number): (f: number) => Sol | null {
  const exchange = run.options.exchange;
  const f0 = Math.min(progress(run), until);
  const every = (until - f0) / EXCHANGE_POINTS;
  let next = f0 + every;
  return (f) => {
    if (!exchange || f < next) return null;
    next = f0 + every * (Math.floor((f - f0) / every) + 1);
    const shared = exchange.take();
    return shared ? adopt(run.inst, shared) : null;
  };
}

/** Prices the search's next phase with `inst` (the problem data itself never changes). */
export function usePricing(run: Runner, inst: Instance): void {
  run.inst = inst;
  run.ctx.inst = inst;
}

/** A search's state at its start: its clock, its random stream, its pricing and its polish. */
export function createRunner(inst: Instance, options: SolveOptions): Runner {
  const now = options.now ?? (() => Date.now());
  const tuning = { ...defaultTuning, ...options.tuning };
  const rng = createRng(options.seed ?? 1);
  const t0 = now();
  const polishes = tuning.localSearch && localSearchApplies(inst);
  return {
    inst,
    full: inst,
    legsOnly: inst.clusterWeight === 0 ? inst : { ...inst, clusterWeight: 0 },
    rng,
    // The first plan is built without blinks: every position is priced.
    ctx: createRecreateContext(inst, rng, 0),
    ruin: {
      avgRemoved: Math.min(tuning.averageRemoved, Math.max(2, inst.n / 2)),
      maxString: tuning.maxStringLength,
    },
    tuning,
    localSearch: polishes,
    intraPolish: polishes && inst.n <= INTRA_POLISH_MAX_ORDERS,
    lsScratch: createLocalSearchScratch(inst),
    finalPolish: polishes && inst.n <= FULL_LOCAL_SEARCH_MAX_ORDERS,
    options,
    now,
    t0,
    iterations: 0,
    stoppedBy: null,
    lastReport: -Infinity,
    roundStart: 0,
    roundStartMs: t0,
    warm: false,
    roundLength: null,
    spreadWeight: inst.clusterWeight,
    capScore: Float64Array.from({ length: inst.nVehicles }, (_, v) => capacityScore(inst, v)),
  };
}
