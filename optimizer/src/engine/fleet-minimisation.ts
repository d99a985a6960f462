import { fleetLowerBound, mustPlace } from './plan-measures.js';
import type { Sol } from './solution.js';
import { better, draftOf, evaluate } from './solution.js';
import { upgradeVehicles } from './vehicle-swap.js';
import type { Route } from './route.js';
import { restoreIndex } from './plan-index.js';
import { applyEjection, bestEjection, ejectionApplies } from './ejection.js';
import { at, item } from './indexing.js';
import { step } from './ruin-recreate-step.js';
import type { Runner } from './search-run.js';
import { progress, report, shouldStop } from './search-run.js';

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

/** Fleet minimisation under way: its counters, its best and current plans, its patience. */
interface Shrinking {
  /** 1 for the orders that must be placed (the others never count as short). */
  readonly placed: Uint8Array;
  /** SISR's absence counts: how often each order has been left out by a step. */
  readonly absences: Float64Array;
  /** Nagata and Bräysy's penalty counters: how often each order has been inserted by ejection. */
  readonly ejectWeight: Float64Array;
  /** The fewest vehicles the goods allow: fleet minimisation stops there. */
  readonly floor: number;
  /** Steps without leaving out fewer orders after which another route is tried. */
  readonly stallLimit: number;
  /** Failed attempts in a row after which it gives up. */
  readonly patience: number;
  readonly ejectionRate: number;
  best: Sol;
  cur: Sol;
  fewest: number;
  lastGain: number;
  failed: number;
}

/** Orders of `s` left out that must be placed (`placed`, see `mustPlace`). */
function shortOf(placed: Uint8Array, s: Sol): number {
  return s.unassigned.reduce((a, o) => a + at(placed, o), 0);
}

const short = (sh: Shrinking, s: Sol): number => shortOf(sh.placed, s);

/** How often the orders `s` leaves out (of those that must be placed) have been left out before. */
function absent(sh: Shrinking, s: Sol): number {
  return s.unassigned.reduce((a, o) => a + (sh.placed[o] ? at(sh.absences, o) : 0), 0);
}

function startShrinking(run: Runner, start: Sol, floor: number, placed: Uint8Array): Shrinking {
  // A mixed fleet gets longer attempts: with 30 steps per order before a restart, the demo day
  // reached three vehicles on four seeds of five; with 100 on all five (Solomon's single-type
  // fleets lost two vehicles with 100, so they keep 30).
  const stallLimit = Math.max(1000, (run.inst.nTypes > 1 ? 100 : 30) * run.inst.n);
  // A construction that left orders out is repaired first (new routes allowed), then shrunk.
  const cur = shortOf(placed, start) > 0 ? start : withoutRoute(run, start, false);
  const quick = (run.options.exchange?.search ?? 0) % 2 === 1;
  const patience = Math.max(
    FLEET_MIN_ATTEMPTS,
    Math.round(quick ? FLEET_QUICK_PATIENCE / run.inst.n : FLEET_PATIENCE / run.inst.n ** 2),
  );
  // The quick searches leave the ejections out: their part is to give up soon where the fleet
  // cannot shrink and anneal the distance. An ejection costs a dozen ruin-and-recreate steps on
  // R112 (0.23 ms) and 3.7 ms on RC202's two 50-order routes, and with it their patience (counted
  // in steps) ran past the fleet's share of the budget: RC2 at its best known fleets, 10 s, two
  // threads, seed 1 +3.48 % above the best known distance with them, +3.17 % without.
  const ejectionRate = ejectionApplies(run.inst) && !quick ? run.tuning.ejectionRate : 0;
  const sh: Shrinking = {
    placed,
    absences: new Float64Array(run.inst.n),
    ejectWeight: new Float64Array(run.inst.n).fill(1),
    floor,
    stallLimit,
    patience,
    ejectionRate,
    best: start,
    cur,
    fewest: 0,
    lastGain: run.iterations,
    failed: 0,
  };
  sh.fewest = short(sh, cur);
  return sh;
}

/**
 * One ruin-and-recreate step of fleet minimisation: kept when it leaves out fewer orders, or as
 * many that were absent less often; now and then an ejection insertion after it.
 */
function shrinkStep(run: Runner, sh: Shrinking): void {
  // A step that leaves out more orders than the kept plan is lost: its recreate stops at the
  // first order too many, and only the orders it tried count as absent.
  run.ctx.missingLimit = short(sh, sh.cur);
  const draft = step(run, sh.cur, true);
  run.ctx.missingLimit = Infinity;
  const s = draft.sol;
  const tried = s.unassigned.length - run.ctx.untried;
  for (let x = 0; x < tried; x++) {
    const o = s.unassigned[x] as number;
    sh.absences[o] = at(sh.absences, o) + 1;
  }
  const missing = short(sh, s);
  const was = short(sh, sh.cur);
  if (missing < was || (missing === was && absent(sh, s) < absent(sh, sh.cur))) sh.cur = s;
  else restoreIndex(run.ctx.index, sh.cur, s, draft.owned);
  if (
    sh.ejectionRate > 0 &&
    short(sh, sh.cur) > 0 &&
    run.iterations - sh.lastGain > EJECTION_STALL_PER_ORDER * run.inst.n &&
    run.rng.next() < sh.ejectionRate
  )
    sh.cur = ejectOne(run, sh.cur, sh.placed, sh.ejectWeight);
  if (short(sh, sh.cur) < sh.fewest) {
    sh.fewest = short(sh, sh.cur);
    sh.lastGain = run.iterations;
  }
}

/**
 * After a step: a plan that places every order becomes the best and loses another route; a stall
 * starts again from the best plan with another route dropped. False when fleet minimisation ends
 * (at the floor, or out of patience).
 */
function goesOn(run: Runner, sh: Shrinking): boolean {
  const { cur } = sh;
  if (short(sh, cur) === 0) {
    if (short(sh, sh.best) > 0 || better(cur, sh.best)) sh.best = cur;
    report(run, sh.best, true);
    if (cur.routes.length <= sh.floor) return false;
    sh.failed = 0;
    sh.cur = withoutRoute(run, cur, false);
    sh.fewest = short(sh, sh.cur);
    sh.lastGain = run.iterations;
    return true;
  }
  if (run.iterations - sh.lastGain > sh.stallLimit) {
    // A repair that stalls leaves the rest to the annealing.
    if (short(sh, sh.best) > 0 || ++sh.failed >= sh.patience) return false;
    sh.cur = withoutRoute(run, sh.best, true);
    sh.absences.fill(0);
    sh.ejectWeight.fill(1);
    sh.fewest = short(sh, sh.cur);
    sh.lastGain = run.iterations;
  }
  report(run, sh.best, false);
  return true;
}

/**
 * SISR fleet minimisation: drop a route, then ruin and recreate guided by absence counts
 * (accept fewer missing orders, or missing orders that were absent less often). After a long
 * stall it starts again from the best plan with another route dropped, until FLEET_PATIENCE.
 */
export function minimiseFleet(run: Runner, start: Sol, until: number): Sol {
  const floor = Math.max(1, run.inst.minVehicles, fleetLowerBound(run.inst));
  const placed = mustPlace(run.inst);
  if (shortOf(placed, start) === 0 && start.routes.length <= floor) return start;
  const sh = startShrinking(run, start, floor, placed);
  run.ctx.priority = sh.absences;
  run.ctx.mustPlace = placed;
  while (!shouldStop(run) && progress(run) < until) {
    run.ctx.allowNewRoutes = short(sh, sh.best) > 0;
    shrinkStep(run, sh);
    if (!goesOn(run, sh)) break;
  }
  run.ctx.allowNewRoutes = true;
  run.ctx.priority = null;
  run.ctx.mustPlace = null;
  return short(sh, sh.best) > 0 && better(sh.cur, sh.best) ? sh.cur : sh.best;
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
