import type { LocalSearchOperator } from './local-search-state.js';
import { intraRelocate } from './intra-relocate.operator.js';
import { intraTwoOpt } from './intra-two-opt.operator.js';
import { relocateAfter, relocateBefore } from './relocate.operator.js';
import { swap } from './swap.operator.js';
import { twoOptStar } from './two-opt-star.operator.js';

/**
 * The local search's operators, tried in this order on each pair (u, v): for u and v on one
 * route the intra-route ones, else the inter-route ones. Adding an operator adds an entry.
 */
export const LOCAL_SEARCH_OPERATORS: readonly LocalSearchOperator[] = [
  intraRelocate,
  intraTwoOpt,
  relocateAfter,
  relocateBefore,
  swap,
  twoOptStar,
];

export type { LocalSearchOperator, LocalSearchState, Move } from './local-search-state.js';
