import { recreate } from './recreate.js';
import { ruinStrings } from './ruin.js';
import type { Draft, Sol } from './solution.js';
import { draftOf, evaluate } from './solution.js';
import { improveVehicles } from './vehicle-swap.js';
import { restoreIndex } from './plan-index.js';
import type { Runner } from './search-run.js';

/**
 * One ruin-and-recreate step. On a fleet of several vehicle types, a tenth of the steps also
 * move routes to cheaper vehicles, except while the fleet is minimised (`shrinking`): there a
 * cheaper vehicle is a smaller one, and routes drifting to small vehicles left no room for the
 * orders of a dropped route (the demo day ended on six vehicles, four of them the smallest).
 */
export function step(run: Runner, cur: Sol, shrinking = false, limit = Infinity): Draft {
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
 * One annealing step from `cur` at temperature T: the step's draft, and whether its plan is kept
 * (otherwise the plan index describes `cur` again). The acceptance threshold is drawn first: a
 * plan whose routes already cost more is lost, and its recreate stops there (see `recreate`).
 */
export function annealStep(run: Runner, cur: Sol, T: number): Draft & { kept: boolean } {
  const threshold = cur.cost - T * Math.log(1 - run.rng.next());
  const draft = step(run, cur, false, cur.missing === 0 ? threshold : Infinity);
  const s = draft.sol;
  const kept = s.missing < cur.missing || (s.missing === cur.missing && s.cost < threshold);
  if (!kept) restoreIndex(run.ctx.index, cur, s, draft.owned);
  return { sol: s, owned: draft.owned, kept };
}
