import type { Instance } from './instance.js';
import { at, item } from './indexing.js';
import type { Rng } from './rng.js';
import type { Sol } from './solution.js';

/**
 * The plans a population-based search keeps, ranked as in Vidal et al.'s hybrid genetic search:
 * by cost and by how far each is from its closest others (broken pairs), so that a plan unlike
 * the rest survives beside better plans that are all alike.
 */
export interface Member {
  readonly sol: Sol;
  /** The order after each order on its route (-1: the route's end, or not routed). */
  readonly next: Int32Array;
}

/**
 * Plans that rank among the best by cost are kept whatever their diversity: the diversity rank
 * weighs (1 - ELITES / size) in the biased fitness (Vidal et al. keep 4 of 25; 2 of the 6 to 12
 * plans here).
 */
const ELITES = 2;
/** A plan's diversity is its mean broken-pairs distance to this many closest others (Vidal et al.: 5 of 25). */
const CLOSEST = 3;

export function memberOf(inst: Instance, sol: Sol): Member {
  const next = new Int32Array(inst.n).fill(-1);
  for (const r of sol.routes)
    for (let k = 0; k + 1 < r.seq.length; k++) next[at(r.seq, k)] = at(r.seq, k + 1);
  return { sol, next };
}

/** Share of the orders whose successor differs between the two plans (0: the same sequences). */
export function brokenPairs(a: Member, b: Member): number {
  let d = 0;
  for (let o = 0; o < a.next.length; o++) if (a.next[o] !== b.next[o]) d++;
  return a.next.length > 0 ? d / a.next.length : 0;
}

/** Ranks of `values` scaled to [0, 1], the lowest value first (ties by position). */
function ranks(values: readonly number[]): number[] {
  const n = values.length;
  const out = new Array<number>(n).fill(0);
  values
    .map((_, i) => i)
    .sort((x, y) => at(values, x) - at(values, y) || x - y)
    .forEach((i, r) => (out[i] = n > 1 ? r / (n - 1) : 0));
  return out;
}

/** Biased fitness of every member (lower is better): cost rank plus weighted diversity rank. */
export function biasedFitness(pop: readonly Member[]): number[] {
  const costRank = ranks(pop.map((m) => m.sol.cost));
  // The most distant plan ranks first: its diversity is negated.
  const diversity = pop.map((m, i) => {
    const d = pop
      .filter((_, j) => j !== i)
      .map((o) => brokenPairs(m, o))
      .sort((x, y) => x - y)
      .slice(0, CLOSEST);
    return d.length > 0 ? -d.reduce((a, x) => a + x, 0) / d.length : 0;
  });
  const diversityRank = ranks(diversity);
  const weight = pop.length > ELITES ? 1 - ELITES / pop.length : 0;
  return pop.map((_, i) => at(costRank, i) + weight * at(diversityRank, i));
}

/** Binary tournament on biased fitness. */
export function tournament(pop: readonly Member[], rng: Rng): Member {
  const fitness = biasedFitness(pop);
  const a = rng.int(pop.length);
  const b = rng.int(pop.length);
  return item(pop, at(fitness, a) <= at(fitness, b) ? a : b);
}

/**
 * Adds a plan that serves every order it must and is not already kept (the same cost), and once
 * the population passes `max` plans takes out the worst by biased fitness, one at a time, down to
 * `min`. Returns whether the plan was added.
 */
export function admit(inst: Instance, pop: Member[], sol: Sol, min: number, max: number): boolean {
  if (sol.missing > 0 || pop.some((m) => Math.abs(m.sol.cost - sol.cost) < 1e-6)) return false;
  pop.push(memberOf(inst, sol));
  if (pop.length > max) {
    while (pop.length > min) {
      const fitness = biasedFitness(pop);
      let worst = 0;
      for (let i = 1; i < pop.length; i++) if (at(fitness, i) > at(fitness, worst)) worst = i;
      pop.splice(worst, 1);
    }
  }
  return true;
}
