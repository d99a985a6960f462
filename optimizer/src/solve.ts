import { compileProblem } from './engine/instance.js';
import { planRoute, unassignedReason } from './engine/report.js';
import { search } from './engine/search.js';
import { synchronizeReturns } from './engine/synchronize.js';
import { expandPlan, expandProgress, mergeVisits } from './merge-visits.js';
import type { Plan, Problem, SharedSolution, SolveOptions, Violation } from './model/index.js';

const DEFAULT_ITERATIONS = 2000;

/**
 * Solves a routing problem: SISR ruin and recreate with simulated annealing, preceded by fleet
 * minimisation when vehicle usage outranks distance. Stops at the time limit, the iteration
 * budget or on cancellation, and returns the best plan found.
 */
export function solve(problem: Problem, options: SolveOptions = {}): Plan {
  const merged = mergeVisits(problem);
  if (!merged) return solveAsGiven(problem, options);
  const onProgress = options.onProgress;
  const counted: SolveOptions = onProgress
    ? { ...options, onProgress: (progress) => onProgress(expandProgress(progress, merged.members)) }
    : options;
  return expandPlan(solveAsGiven(merged.problem, counted), merged.members);
}

/**
 * `solve` going on from a plan of the problem's own (routes as vehicle and order indices), warm
 * (see `search`), instead of building a first one. Problems whose visits `mergeVisits` would merge
 * are solved from scratch. For `solveDecomposed`'s later passes.
 */
export function solveFrom(
  problem: Problem,
  options: SolveOptions,
  routes: readonly { readonly v: number; readonly seq: readonly number[] }[],
): Plan {
  if (mergeVisits(problem)) return solve(problem, options);
  const start: SharedSolution = {
    missing: 0,
    cost: 0,
    routes: routes.map((r) => ({ v: r.v, seq: r.seq.slice() })),
  };
  return solveAsGiven(problem, options, start);
}

function solveAsGiven(problem: Problem, options: SolveOptions, start?: SharedSolution): Plan {
  const now = options.now ?? (() => Date.now());
  const started = now();
  const inst = compileProblem(problem);
  // The time limit covers compiling the problem too.
  const timed: SolveOptions =
    options.timeLimitMs === undefined
      ? options
      : { ...options, timeLimitMs: Math.max(0, options.timeLimitMs - (now() - started)) };
  const budget: SolveOptions =
    timed.timeLimitMs === undefined && timed.maxIterations === undefined
      ? { ...timed, maxIterations: DEFAULT_ITERATIONS }
      : timed;
  const { best, iterations, elapsedMs, stoppedBy } = search(inst, budget, start);
  const violations: Violation[] = [];
  const routes = synchronizeReturns(
    inst,
    best.routes.map((r) => planRoute(inst, r.v, r.seq, violations)),
    best.routes.map((r) => r.v),
    problem.parameters?.synchronizedArrivalToDepot ?? 0,
    violations,
  );
  if (routes.length < inst.minVehicles)
    violations.push({ kind: 'MIN_VEHICLES', amount: inst.minVehicles - routes.length });
  const unassigned = best.unassigned
    .slice()
    .sort((a, b) => a - b)
    .map((o) => unassignedReason(inst, o, best));
  const sum = (f: (r: (typeof routes)[number]) => number): number => routes.reduce((s, r) => s + f(r), 0);
  return {
    routes,
    unassigned,
    violations,
    totals: {
      vehicles: routes.length,
      distance: sum((r) => r.distance),
      duration: sum((r) => r.duration),
      waiting: sum((r) => r.waiting),
      cost: sum((r) => r.cost),
      assigned: problem.orders.length - unassigned.length,
      unassigned: unassigned.length,
    },
    iterations,
    elapsedMs,
    stoppedBy,
  };
}
