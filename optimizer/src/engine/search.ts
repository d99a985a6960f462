import type { SharedSolution, SolveOptions, Tuning } from '../model/index.js';
import type { Instance } from './instance.js';
import type { RecreateContext } from './recreate.js';
import { createRecreateContext, recreate } from './recreate.js';
import type { Rng } from './rng.js';
import { createRng } from './rng.js';
import type { RuinParams } from './ruin.js';
import { ruinStrings } from './ruin.js';
import { edgeScale, fleetLowerBound, mustPlace, repriced } from './plan-measures.js';
import type { Draft, Sol } from './solution.js';
import { better, draftOf, evaluate } from './solution.js';
import { capacityScore, improveVehicles, upgradeVehicles } from './vehicle-swap.js';
import type { LocalSearchScratch } from './local-search.js';
import { createLocalSearchScratch, localSearch, localSearchApplies } from './local-search.js';
import { seedDistantRoutes } from './seed.js';
import { firstRoundLength, hasConverged, nextRoundLength } from './convergence.js';
import { newRoute, refreshRoute } from './route.js';
import type { Route } from './route.js';
import { restoreIndex } from './plan-index.js';
import { applyEjection, bestEjection, ejectionApplies } from './ejection.js';
import { at, item } from './indexing.js';
import { routeExchange, routeExchangeApplies } from './crossover.js';
import type { Member } from './population.js';
import { admit, tournament } from './population.js';

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
 * Up to this many orders a new best plan is polished by local search over all its orders; above
 * it, over the orders of the routes the step changed. A full pass at 1,000 orders costs tens of
 * milliseconds and a new best comes almost every step early on: polishing it all left 90 to 240
 * iterations in 30 s on the 1,000-customer clustered instances (npm run bench -- --set synthetic).
 */
const FULL_LOCAL_SEARCH_MAX_ORDERS = 400;

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

/** The orders of the routes a step copied on write or opened (its draft's `owned`). */
function changedOrders(changed: Iterable<Route>): number[] {
  const out: number[] = [];
  for (const r of changed) out.push(...r.seq);
  return out;
}

function shareOf(sol: Sol): SharedSolution {
  return { missing: sol.missing, cost: sol.cost, routes: sol.routes.map((r) => ({ v: r.v, seq: r.seq })) };
}

/** A shared plan rebuilt (and priced) in this search's instance. */
function adopt(inst: Instance, shared: SharedSolution): Sol {
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

interface Runner {
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
function progress(run: Runner): number {
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

function shouldStop(run: Runner): boolean {
  const { options } = run;
  if (options.signal?.aborted) run.stoppedBy = 'CANCELLED';
  else if (options.maxIterations !== undefined && run.iterations >= options.maxIterations)
    run.stoppedBy = 'ITERATIONS';
  else if (options.timeLimitMs !== undefined && run.now() - run.t0 >= options.timeLimitMs)
    run.stoppedBy = 'TIME_LIMIT';
  return run.stoppedBy !== null;
}

/** Whether the time limit has passed or the solve was cancelled (an iteration budget aside). */
function pastDeadline(run: Runner): boolean {
  const { options } = run;
  return (
    options.signal?.aborted === true ||
    (options.timeLimitMs !== undefined && run.now() - run.t0 >= options.timeLimitMs)
  );
}

function report(run: Runner, best: Sol, force: boolean): void {
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
 * One ruin-and-recreate step. On a fleet of several vehicle types, a tenth of the steps also
 * move routes to cheaper vehicles, except while the fleet is minimised (`shrinking`): there a
 * cheaper vehicle is a smaller one, and routes drifting to small vehicles left no room for the
 * orders of a dropped route (the demo day ended on six vehicles, four of them the smallest).
 */
function step(run: Runner, cur: Sol, shrinking = false, limit = Infinity): Draft {
  const draft = draftOf(cur);
  // Fleet minimisation takes no route whole: it already drops routes on its own schedule, and a
  // whole route recreated without new routes would count its orders as absent.
  const removed = ruinStrings(
    run.inst,
    run.rng,
    cur,
    draft,
    run.ruin,
    run.ctx.index,
    !shrinking,
    shrinking ? cur.unassigned : [],
  );
  const swap = run.inst.nTypes > 1 && !shrinking && run.rng.next() < 0.1;
  // Cheaper vehicles can bring a plan back under the limit, so a step that swaps has none.
  run.ctx.costLimit = swap ? Infinity : limit;
  recreate(run.ctx, draft, removed);
  run.ctx.costLimit = Infinity;
  if (swap) {
    improveVehicles(run.ctx, draft);
    evaluate(run.inst, draft.sol);
  }
  run.iterations++;
  return draft;
}

/**
 * The EXCHANGE_POINTS looks of a phase that runs from now until `until` (a budget fraction):
 * `look(f)`, at progress f, gives the plan the searches share when a point has been passed since
 * the last look (rebuilt in this search's instance), and null otherwise or without an exchange.
 */
function looksUntil(run: Runner, until: number): (f: number) => Sol | null {
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

/**
 * One annealing step from `cur` at temperature T: the step's draft, and whether its plan is kept
 * (otherwise the plan index describes `cur` again). The acceptance threshold is drawn first: a
 * plan whose routes already cost more is lost, and its recreate stops there (see `recreate`).
 */
function annealStep(run: Runner, cur: Sol, T: number): Draft & { kept: boolean } {
  const threshold = cur.cost - T * Math.log(1 - run.rng.next());
  const draft = step(run, cur, false, cur.missing === 0 ? threshold : Infinity);
  const s = draft.sol;
  const kept = s.missing < cur.missing || (s.missing === cur.missing && s.cost < threshold);
  if (!kept) restoreIndex(run.ctx.index, cur, s, draft.owned);
  return { sol: s, owned: draft.owned, kept };
}

/**
 * Simulated-annealing ruin and recreate from `start` until `until` (a budget fraction). The
 * temperature follows the legs' cost, or with `spread` the routes' spread as well.
 */
function anneal(run: Runner, start: Sol, until: number, spread = false): Sol {
  const scale = edgeScale(run.inst, start, spread);
  const T0 = (run.warm ? run.tuning.finalTemperature * WARM_RESTART : run.tuning.startTemperature) * scale;
  const Tf = run.tuning.finalTemperature * scale;
  const f0 = Math.min(progress(run), until);
  let cur = start;
  let best = start;
  const look = looksUntil(run, until);
  while (!shouldStop(run)) {
    const f = progress(run);
    if (f >= until) break;
    const other = look(f);
    if (other && better(other, best)) {
      best = other;
      cur = other;
    }
    const x = until > f0 ? (f - f0) / (until - f0) : 1;
    const before = cur;
    const draft = annealStep(run, cur, T0 * (Tf / T0) ** x);
    let s = draft.sol;
    if (draft.kept) cur = s;
    if (
      run.intraPolish &&
      cur === s &&
      s.missing === before.missing &&
      s.cost < before.cost &&
      !better(s, best)
    ) {
      // An improving step (not a new best: that one gets the full polish below) has the routes
      // it changed put in order by the intra-route operators alone (up to
      // INTRA_POLISH_MAX_ORDERS orders): the recreate places one order at a time, so a changed
      // route is often a little out of order, and the annealing would judge later steps from a
      // worse plan. CVRPLIB X-n256 to X-n393 at 30 s, seeds 1-6: +0.675 % against +0.708 %
      // without it (optimizer/BENCHMARKS.md).
      const polished = draftOf(s);
      if (localSearch(run.inst, run.rng, polished, changedOrders(draft.owned), 'intra', run.lsScratch)) {
        s = polished.sol;
        cur = s;
      }
    }
    if (better(s, best)) {
      if (run.localSearch) {
        const polished = draftOf(s);
        const focus = run.inst.n > FULL_LOCAL_SEARCH_MAX_ORDERS ? changedOrders(draft.owned) : null;
        if (localSearch(run.inst, run.rng, polished, focus, 'all', run.lsScratch)) {
          s = polished.sol;
          cur = s;
        }
      }
      best = s;
      run.options.exchange?.offer(shareOf(best));
      report(run, best, true);
    } else report(run, best, false);
  }
  return best;
}

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
/** Above this many orders the single annealing stays: at 1,000 orders it measured better. */
const POPULATION_MAX_ORDERS = 400;

/**
 * Whether the distance is improved by a population of plans (`evolve`) rather than a single
 * annealing: distance first, hard time windows, up to POPULATION_MAX_ORDERS orders (the tuning's
 * `populationMaxOrders`), a single pass (not rounds to convergence). Mixed fleets too: a route
 * that comes in by route exchange goes on a vehicle that takes it (`crossover.ts`); on Solomon
 * instances with half the fleet small vans at 50,000 iterations the population's plans cost less
 * than the annealing's in 7 runs of 10 and the same in the other 3 (optimizer/BENCHMARKS.md,
 * "Directed matrices and mixed fleets"). Above 400 orders it was measured worse (same section).
 */
function populationApplies(run: Runner): boolean {
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
      const polished = draftOf(s);
      // Above FULL_LOCAL_SEARCH_MAX_ORDERS orders only around the routes the step changed (as
      // the annealing polishes its new bests).
      const focus = run.inst.n > FULL_LOCAL_SEARCH_MAX_ORDERS ? changedOrders(draft.owned) : null;
      if (run.localSearch && localSearch(run.inst, run.rng, polished, focus, 'all', run.lsScratch)) {
        s = polished.sol;
        cur = s;
      }
      best = s;
    }
  }
  return best;
}

/**
 * Population-based search from `start` until `until` (a budget fraction), after Vidal et al.'s
 * hybrid genetic search: two plans drawn by binary tournament on biased fitness, a route exchange
 * between them (`crossover.ts`), the child educated by a short annealing (`educate`), and the
 * population thinned by cost and diversity (`population.ts`). Parallel searches offer their best
 * plans and take the other's at EXCHANGE_POINTS points, as the annealing does.
 */
function evolve(run: Runner, start: Sol, until: number): Sol {
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
    const built = draftOf({ routes: [], unassigned: [], cost: 0, missing: 0 });
    recreate(
      run.ctx,
      built,
      Array.from({ length: run.inst.n }, (_, o) => o),
    );
    add(educate(run, built.sol, firstSteps, FIRST_TEMPERATURE));
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

function withoutRoute(run: Runner, sol: Sol, random: boolean): Sol {
  const order = sol.routes
    .map((_, i) => i)
    .sort((x, y) => (sol.routes[x] as Route).seq.length - (sol.routes[y] as Route).seq.length);
  // The smallest route first; after a stall, another one, small ones more likely.
  const pick = random ? at(order, Math.floor(run.rng.next() ** 2 * order.length)) : at(order, 0);
  const routes = sol.routes.slice();
  const gone = item(routes.splice(pick, 1), 0);
  const next: Sol = { routes, unassigned: sol.unassigned.concat(gone.seq), cost: 0, missing: 0 };
  // On a fleet of several types, the routes left take the largest free vehicles.
  if (run.inst.nTypes > 1) upgradeVehicles(run.ctx, { sol: next, owned: new Set() }, run.capScore);
  evaluate(run.inst, next);
  return next;
}

/**
 * Failed attempts in a row (each a stall of `stallLimit` steps with a route dropped) after which
 * fleet minimisation gives up and leaves the rest of its share to the annealing: FLEET_PATIENCE
 * divided by the square of the orders (an attempt is 30 steps per order, a step's work grows
 * with the orders), at least FLEET_MIN_ATTEMPTS. Solomon's 100 orders get 100: with 25, fleet
 * minimisation gave up after 3-4 s of its 8 on R104 and RC101 at 10 s, and R104, R108, R109,
 * R110, R112, RC101, RC102, RC105 and RC106 (10 s, one thread, seeds 1-4) ended on 411 vehicles
 * against 402 with 100 (the same 402 as with no limit at all). 1,000 orders get 4: in 120 s runs
 * of G-C1 and G-R1 every vehicle went within the first 0.5 % of the budget, 600 s runs ended on
 * the 120 s runs' fleets, and the 80 % share left a 120 s run 24 s for distance.
 */
const FLEET_PATIENCE = 1_000_000;
/**
 * Of parallel searches, the odd ones give up sooner: FLEET_QUICK_PATIENCE divided by the orders
 * (Solomon 25). Where the fleet cannot shrink they anneal the distance for most of the budget
 * (with 100 attempts on every search, R2 and RC2 at their best known fleets ended +1.25 % and
 * +1.95 % above the best known distance at 10 s on two threads, against +1.15 % and +0.70 %),
 * and where the even searches find a route fewer, that plan wins. R204, R207, R210, R211, RC202,
 * RC204, RC206 and RC207 at 10 s on two threads, seeds 1-3: +2.27, +1.58, +1.61 % with the
 * split, +3.10, +2.07, +3.94 % with 100 attempts on both (the same 21 vehicles every time).
 */
const FLEET_QUICK_PATIENCE = 2500;
const FLEET_MIN_ATTEMPTS = 4;

/**
 * SISR fleet minimisation: drop a route, then ruin and recreate guided by absence counts
 * (accept fewer missing orders, or missing orders that were absent less often). After a long
 * stall it starts again from the best plan with another route dropped, until FLEET_PATIENCE.
 */
function minimiseFleet(run: Runner, start: Sol, until: number): Sol {
  const floor = Math.max(1, run.inst.minVehicles, fleetLowerBound(run.inst));
  const placed = mustPlace(run.inst);
  const short = (s: Sol): number => s.unassigned.reduce((a, o) => a + at(placed, o), 0);
  if (short(start) === 0 && start.routes.length <= floor) return start;
  const absences = new Float64Array(run.inst.n);
  const absent = (s: Sol): number => s.unassigned.reduce((a, o) => a + (placed[o] ? at(absences, o) : 0), 0);
  // A mixed fleet gets longer attempts: with 30 steps per order before a restart, the demo day
  // reached three vehicles on four seeds of five; with 100 on all five (Solomon's single-type
  // fleets lost two vehicles with 100, so they keep 30).
  const stallLimit = Math.max(1000, (run.inst.nTypes > 1 ? 100 : 30) * run.inst.n);
  let best = start;
  // A construction that left orders out is repaired first (new routes allowed), then shrunk.
  let cur = short(start) > 0 ? start : withoutRoute(run, start, false);
  let fewest = short(cur);
  let lastGain = run.iterations;
  const quick = (run.options.exchange?.search ?? 0) % 2 === 1;
  const patience = Math.max(
    FLEET_MIN_ATTEMPTS,
    Math.round(quick ? FLEET_QUICK_PATIENCE / run.inst.n : FLEET_PATIENCE / run.inst.n ** 2),
  );
  let failed = 0;
  // The quick searches leave the ejections out: their part is to give up soon where the fleet
  // cannot shrink and anneal the distance. An ejection costs a dozen ruin-and-recreate steps on
  // R112 (0.23 ms) and 3.7 ms on RC202's two 50-order routes, and with it their patience (counted
  // in steps) ran past the fleet's share of the budget: RC2 at its best known fleets, 10 s, two
  // threads, seed 1 +3.48 % above the best known distance with them, +3.17 % without.
  const ejectionRate = ejectionApplies(run.inst) && !quick ? run.tuning.ejectionRate : 0;
  // Nagata and Bräysy's penalty counters: how often each order has been inserted by ejection.
  const ejectWeight = new Float64Array(run.inst.n).fill(1);
  run.ctx.priority = absences;
  run.ctx.mustPlace = placed;
  while (!shouldStop(run) && progress(run) < until) {
    run.ctx.allowNewRoutes = short(best) > 0;
    // A step that leaves out more orders than the kept plan is lost: its recreate stops at the
    // first order too many, and only the orders it tried count as absent.
    run.ctx.missingLimit = short(cur);
    const draft = step(run, cur, true);
    run.ctx.missingLimit = Infinity;
    const s = draft.sol;
    const tried = s.unassigned.length - run.ctx.untried;
    for (let x = 0; x < tried; x++) {
      const o = s.unassigned[x] as number;
      absences[o] = at(absences, o) + 1;
    }
    const missing = short(s);
    if (missing < short(cur) || (missing === short(cur) && absent(s) < absent(cur))) cur = s;
    else restoreIndex(run.ctx.index, cur, s, draft.owned);
    if (
      ejectionRate > 0 &&
      short(cur) > 0 &&
      run.iterations - lastGain > EJECTION_STALL_PER_ORDER * run.inst.n &&
      run.rng.next() < ejectionRate
    )
      cur = ejectOne(run, cur, placed, ejectWeight);
    if (short(cur) < fewest) {
      fewest = short(cur);
      lastGain = run.iterations;
    }
    if (short(cur) === 0) {
      if (short(best) > 0 || better(cur, best)) best = cur;
      report(run, best, true);
      if (cur.routes.length <= floor) break;
      failed = 0;
      cur = withoutRoute(run, cur, false);
      fewest = short(cur);
      lastGain = run.iterations;
    } else {
      if (run.iterations - lastGain > stallLimit) {
        // A repair that stalls leaves the rest to the annealing.
        if (short(best) > 0 || ++failed >= patience) break;
        cur = withoutRoute(run, best, true);
        absences.fill(0);
        ejectWeight.fill(1);
        fewest = short(cur);
        lastGain = run.iterations;
      }
      report(run, best, false);
    }
  }
  run.ctx.allowNewRoutes = true;
  run.ctx.priority = null;
  run.ctx.mustPlace = null;
  return short(best) > 0 && better(cur, best) ? cur : best;
}

/**
 * Most orders an ejection insertion takes out of a route (Nagata and Bräysy's k_max is 5). At
 * three a call takes 0.23 ms on R112 (vehicles first, 10 s, one thread: 25,642 calls), and the
 * sets found eject about one order on average.
 */
const MAX_EJECTED = 3;

/**
 * Ejections start once the ruin-and-recreate steps have gone this many steps per order without
 * leaving out fewer orders than their fewest. While those steps still make progress the plan is
 * theirs: with ejections from the first step, C2 (whose fleet of 3 is reached in under a
 * thousand steps) ended +6.77 % above the best known distance at 10 s on two threads with seed 3
 * (C203, C204 and C206 13-24 % above), +1.31 % with this wait, at the same fleets elsewhere.
 */
const EJECTION_STALL_PER_ORDER = 1;

/**
 * Ejection insertion of one order left out, drawn at random, into the route and position where
 * the orders it ejects weigh least (`ejection.ts`); the step is kept whatever it ejects, as in
 * Nagata and Bräysy's route minimisation, and the ruin and recreate steps that follow place the
 * ejected orders again or not.
 */
function ejectOne(run: Runner, cur: Sol, placed: ArrayLike<number>, weight: Float64Array): Sol {
  const left = cur.unassigned.filter((o) => placed[o]);
  const o = left[run.rng.int(left.length)];
  if (o === undefined) return cur;
  weight[o] = (weight[o] as number) + 1;
  const e = bestEjection(run.inst, cur, o, weight, MAX_EJECTED, run.rng);
  if (!e) return cur;
  const draft = draftOf(cur);
  applyEjection(run.inst, draft, o, e);
  evaluate(run.inst, draft.sol);
  return draft.sol;
}

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
const defaultTuning: Tuning = {
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

/** Prices the search's next phase with `inst` (the problem data itself never changes). */
function usePricing(run: Runner, inst: Instance): void {
  run.inst = inst;
  run.ctx.inst = inst;
}

/**
 * The plan a search ends with, polished once more by the local search over all its orders, now
 * also trying each order first and last on every other route (`evaluateRouteEndRelocate`): the
 * neighbour moves miss a place next to a route's start or end whenever the route's first or
 * last stop is not near the order. It prices every route for every order, so it runs once, on
 * the plan returned; only improving moves, so that plan is never longer. CVRPLIB X-n256 to
 * X-n393 at 300,000 iterations, one thread, seeds 1-10: 13 of the 40 plans 2-6 units shorter
 * (X-n303 and X-n351), -0.005 point on average. Up to FULL_LOCAL_SEARCH_MAX_ORDERS orders: on
 * the 1,000-customer instances the pass over all orders took 0.2-0.45 s, past the time limit.
 */
function finalPolish(run: Runner, best: Sol): Sol {
  // Without a single step (an iteration budget of 0) the construction is returned as built.
  if (!run.finalPolish || run.iterations === 0 || best.routes.length < 2) return best;
  const polished = draftOf(best);
  return localSearch(run.inst, run.rng, polished, null, 'all', run.lsScratch, true) ? polished.sol : best;
}

/** A later round's start temperature, in final temperatures (a tenth of a first round's). */
const WARM_RESTART = 30;

/**
 * The search. With `start` (routes of this instance's vehicles and orders, feasible) it goes on
 * from that plan instead of building one, and anneals it warm (from a tenth of the usual start
 * temperature, as the later rounds of early stopping do), so that it improves the plan rather
 * than leaving it; the orders `start` does not serve are put in by the first step.
 */
export function search(inst: Instance, options: SolveOptions, start?: SharedSolution): SearchResult {
  const now = options.now ?? (() => Date.now());
  const tuning = { ...defaultTuning, ...options.tuning };
  const rng = createRng(options.seed ?? 1);
  const t0 = now();
  const polishes = tuning.localSearch && localSearchApplies(inst);
  const run: Runner = {
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
  run.ctx.blink = tuning.blinkRate;
  // Without time windows a route is worth opening only for the goods, and the recreate opens
  // one when an order fits nowhere else; where opening a route costs something (vehicles
  // first, fixed costs) a route started for its own sake is almost never kept.
  run.ctx.newRouteRate = inst.timed && inst.vFixed.every((f) => f === 0) ? tuning.newRouteRate : 0;
  let best = first.sol;
  report(run, best, true);
  if (!options.stopWhenConverged) best = improve(run, best);
  else {
    run.roundLength = firstRoundLength(inst.n);
    const built = best;
    best = improve(run, best);
    // Fleet minimisation goes on in later rounds only while it keeps removing routes.
    // ... and not once it has reached the fewest vehicles the goods allow.
    const floor = Math.max(1, inst.minVehicles, fleetLowerBound(inst));
    let shrinking = best.routes.length < built.routes.length && best.routes.length > floor;
    while (run.stoppedBy === null) {
      run.roundStart = run.iterations;
      run.roundStartMs = now();
      run.roundLength = nextRoundLength(run.iterations);
      run.warm = !shrinking;
      const next = improve(run, best, shrinking);
      // Only a round of annealing alone can show that the search has converged.
      const converged = !shrinking && hasConverged(inst, best, next);
      shrinking = shrinking && next.missing <= best.missing && next.routes.length < best.routes.length;
      if (better(next, best)) best = next;
      if (converged && run.stoppedBy === null) run.stoppedBy = 'CONVERGED';
    }
  }
  best = finalPolish(run, best);
  // The plan this search ends with is offered too (fleet minimisation alone never offers).
  options.exchange?.offer(shareOf(best));
  report(run, best, true);
  return {
    best,
    iterations: run.iterations,
    elapsedMs: now() - run.t0,
    stoppedBy: run.stoppedBy ?? 'ITERATIONS',
  };
}
