import { simulateRoute } from '../simulate.js';
import type { LocalSearchState, Move } from './local-search-state.js';
import { IMPROVEMENT_EPSILON, rewriteRoute, routeAt } from './local-search-state.js';

/**
 * An intra-route rewrite as a move: the new sequence is simulated in full (exact under every
 * constraint); the move applies when it is feasible and cheaper.
 */
export function rewriteMove(st: LocalSearchState, ri: number, seq: number[]): Move | null {
  const r = routeAt(st, ri);
  const sim = simulateRoute(st.inst, r.v, seq, seq.length);
  if (!sim.feasible || sim.cost >= r.cost - IMPROVEMENT_EPSILON) return null;
  return {
    delta: sim.cost - r.cost,
    apply: () =>
      rewriteRoute(st, ri, (x) => {
        x.seq.length = 0;
        x.seq.push(...seq);
      }),
  };
}
