import { edgeScale } from './plan-measures.js';
import type { Sol } from './solution.js';
import { better } from './solution.js';
import { changedOrders, polishedBest, polishedPlan } from './polish.js';
import { annealStep } from './ruin-recreate-step.js';
import type { Runner } from './search-run.js';
import { looksUntil, progress, report, shareOf, shouldStop } from './search-run.js';

/** A later round's start temperature, in final temperatures (a tenth of a first round's). */
const WARM_RESTART = 30;

/**
 * Whether a step kept `s`, which improves the plan before it (`before`) without being a new best
 * (that one gets the full polish): its changed routes are then put in order by the intra-route
 * operators alone (up to INTRA_POLISH_MAX_ORDERS orders, `Runner.intraPolish`). The recreate
 * places one order at a time, so a changed route is often a little out of order, and the
 * annealing would judge later steps from a worse plan. CVRPLIB X-n256 to X-n393 at 30 s, seeds
 * 1-6: +0.675 % against +0.708 % without it (optimizer/BENCHMARKS.md).
 */
function improves(run: Runner, before: Sol, cur: Sol, s: Sol, best: Sol): boolean {
  return (
    run.intraPolish && cur === s && s.missing === before.missing && s.cost < before.cost && !better(s, best)
  );
}

/**
 * Simulated-annealing ruin and recreate from `start` until `until` (a budget fraction). The
 * temperature follows the legs' cost, or with `spread` the routes' spread as well.
 */
export function anneal(run: Runner, start: Sol, until: number, spread = false): Sol {
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
    const tidied = improves(run, before, cur, s, best)
      ? polishedPlan(run, s, changedOrders(draft.owned), 'intra')
      : null;
    if (tidied) {
      s = tidied;
      cur = s;
    }
    if (better(s, best)) {
      const polished = run.localSearch ? polishedBest(run, s, draft.owned) : null;
      if (polished) {
        s = polished;
        cur = s;
      }
      best = s;
      run.options.exchange?.offer(shareOf(best));
      report(run, best, true);
    } else report(run, best, false);
  }
  return best;
}
