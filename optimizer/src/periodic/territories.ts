/**
 * Balanced territories: a power diagram over the plane (each location goes to the centre t that
 * minimises |p - c_t|^2 - w_t), so every territory is a convex cell; the weights w_t are raised for
 * territories under their target load and lowered for those over it, and the centres follow their
 * territories' centres of gravity. A last pass moves single locations across borders while that
 * lowers the heaviest territory's load relative to its target.
 */
export interface Clustering {
  readonly assignment: Int32Array;
  readonly cx: Float64Array;
  readonly cy: Float64Array;
  readonly weights: Float64Array;
}

export function seedCentres(
  x: Float64Array,
  y: Float64Array,
  load: Float64Array,
  k: number,
  random: () => number,
): { cx: Float64Array; cy: Float64Array } {
  const n = x.length;
  const cx = new Float64Array(k);
  const cy = new Float64Array(k);
  const d2 = new Float64Array(n).fill(Infinity);
  let first = Math.floor(random() * n);
  for (let c = 0; c < k; c++) {
    cx[c] = x[first]!;
    cy[c] = y[first]!;
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const d = (x[i]! - cx[c]!) ** 2 + (y[i]! - cy[c]!) ** 2;
      if (d < d2[i]!) d2[i] = d;
      sum += d2[i]! * (load[i]! + 1e-9);
    }
    let r = random() * sum;
    first = n - 1;
    for (let i = 0; i < n; i++) {
      r -= d2[i]! * (load[i]! + 1e-9);
      if (r <= 0) {
        first = i;
        break;
      }
    }
  }
  return { cx, cy };
}

export function balancedClusters(
  x: Float64Array,
  y: Float64Array,
  load: Float64Array,
  targets: Float64Array,
  start: { cx: Float64Array; cy: Float64Array; weights?: Float64Array },
  iterations = 400,
): Clustering {
  const n = x.length;
  const k = targets.length;
  const cx = Float64Array.from(start.cx);
  const cy = Float64Array.from(start.cy);
  const weights = start.weights ? Float64Array.from(start.weights) : new Float64Array(k);
  const assignment = new Int32Array(n);
  const loads = new Float64Array(k);
  // Typical squared spacing between centres: the scale of the weights.
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < n; i++) {
    minX = Math.min(minX, x[i]!);
    maxX = Math.max(maxX, x[i]!);
    minY = Math.min(minY, y[i]!);
    maxY = Math.max(maxY, y[i]!);
  }
  const spacing2 = ((maxX - minX + 1e-3) * (maxY - minY + 1e-3)) / Math.max(1, k);
  const assign = () => {
    loads.fill(0);
    for (let i = 0; i < n; i++) {
      let best = 0;
      let bestCost = Infinity;
      for (let t = 0; t < k; t++) {
        const c = (x[i]! - cx[t]!) ** 2 + (y[i]! - cy[t]!) ** 2 - weights[t]!;
        if (c < bestCost) {
          bestCost = c;
          best = t;
        }
      }
      assignment[i] = best;
      loads[best] = loads[best]! + load[i]!;
    }
  };
  let step = 0.5;
  let bestSpread = Infinity;
  let bestState = {
    a: Int32Array.from(assignment),
    x: Float64Array.from(cx),
    y: Float64Array.from(cy),
    w: Float64Array.from(weights),
  };
  for (let it = 0; it < iterations; it++) {
    assign();
    let spread = 0;
    for (let t = 0; t < k; t++) spread = Math.max(spread, Math.abs(loads[t]! / targets[t]! - 1));
    if (spread < bestSpread) {
      bestSpread = spread;
      bestState = {
        a: Int32Array.from(assignment),
        x: Float64Array.from(cx),
        y: Float64Array.from(cy),
        w: Float64Array.from(weights),
      };
    }
    if (spread < 0.005) break;
    for (let t = 0; t < k; t++) {
      const gap = Math.max(-1, Math.min(1, 1 - loads[t]! / targets[t]!));
      weights[t] = weights[t]! + step * gap * spacing2;
    }
    // Centres drift to their centres of gravity, slowly so the weights keep their meaning.
    if (it % 5 === 4) {
      const sx = new Float64Array(k);
      const sy = new Float64Array(k);
      const sw = new Float64Array(k);
      for (let i = 0; i < n; i++) {
        const t = assignment[i]!;
        const w = load[i]! + 1e-9;
        sx[t] = sx[t]! + x[i]! * w;
        sy[t] = sy[t]! + y[i]! * w;
        sw[t] = sw[t]! + w;
      }
      for (let t = 0; t < k; t++) {
        if (sw[t]! <= 0) continue;
        cx[t] = 0.7 * cx[t]! + (0.3 * sx[t]!) / sw[t]!;
        cy[t] = 0.7 * cy[t]! + (0.3 * sy[t]!) / sw[t]!;
      }
    }
    if (it % 50 === 49) step *= 0.7;
  }
  assignment.set(bestState.a);
  cx.set(bestState.x);
  cy.set(bestState.y);
  weights.set(bestState.w);
  refineBorders(x, y, load, targets, assignment, cx, cy, weights);
  return { assignment, cx, cy, weights };
}

/** Moves border locations from the most overloaded territory to its neighbours while that helps. */
function refineBorders(
  x: Float64Array,
  y: Float64Array,
  load: Float64Array,
  targets: Float64Array,
  assignment: Int32Array,
  cx: Float64Array,
  cy: Float64Array,
  weights: Float64Array,
): void {
  const n = x.length;
  const k = targets.length;
  const loads = new Float64Array(k);
  for (let i = 0; i < n; i++) loads[assignment[i]!] = loads[assignment[i]!]! + load[i]!;
  const ratio = (t: number, l = loads[t]!) => l / targets[t]!;
  for (let round = 0; round < Math.min(n, 20 * k); round++) {
    let heavy = 0;
    for (let t = 1; t < k; t++) if (ratio(t) > ratio(heavy)) heavy = t;
    let bestI = -1;
    let bestT = -1;
    let bestCost = Infinity;
    for (let i = 0; i < n; i++) {
      if (assignment[i] !== heavy) continue;
      const own = (x[i]! - cx[heavy]!) ** 2 + (y[i]! - cy[heavy]!) ** 2 - weights[heavy]!;
      for (let t = 0; t < k; t++) {
        if (t === heavy) continue;
        if (Math.max(ratio(heavy, loads[heavy]! - load[i]!), ratio(t, loads[t]! + load[i]!)) >= ratio(heavy))
          continue;
        const c = (x[i]! - cx[t]!) ** 2 + (y[i]! - cy[t]!) ** 2 - weights[t]! - own;
        if (c < bestCost) {
          bestCost = c;
          bestI = i;
          bestT = t;
        }
      }
    }
    if (bestI < 0) return;
    loads[heavy] = loads[heavy]! - load[bestI]!;
    loads[bestT] = loads[bestT]! + load[bestI]!;
    assignment[bestI] = bestT;
  }
}
