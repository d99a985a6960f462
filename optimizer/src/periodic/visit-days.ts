import type { Weekday } from './types.js';

/** A choice of visit days for one location, with how unevenly it spreads them through the week. */
export interface DayPattern {
  readonly days: readonly Weekday[];
  readonly mask: number;
  /** Sum over consecutive visits (cyclic over 7 days) of (gap - 7/k)^2: 0 is perfectly even. */
  readonly spread: number;
}

/** Every choice of k distinct days among the usable ones, most evenly spread first. */
export function dayPatterns(usable: readonly Weekday[], k: number): DayPattern[] {
  const days = [...usable].sort((a, b) => a - b);
  const out: DayPattern[] = [];
  if (k <= 0 || k > days.length) return out;
  const pick: Weekday[] = [];
  const walk = (from: number) => {
    if (pick.length === k) {
      out.push({
        days: [...pick],
        mask: pick.reduce<number>((m, d) => m | (1 << d), 0),
        spread: spreadOf(pick),
      });
      return;
    }
    for (let i = from; i <= days.length - (k - pick.length); i++) {
      pick.push(days[i]!);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out.sort((a, b) => a.spread - b.spread || a.mask - b.mask);
}

export function spreadOf(days: readonly Weekday[]): number {
  if (days.length <= 1) return 0;
  const ideal = 7 / days.length;
  let sum = 0;
  for (let i = 0; i < days.length; i++) {
    const gap = i + 1 < days.length ? days[i + 1]! - days[i]! : days[0]! + 7 - days[i]!;
    sum += (gap - ideal) ** 2;
  }
  return sum;
}

export interface DayItem {
  /** Workload one visit adds to its day (service plus an estimate of the drive). */
  readonly weight: number;
  readonly demand: number;
  readonly patterns: readonly DayPattern[];
}

/**
 * Chooses a pattern for each item so the days' workloads even out while visits stay spread:
 * cost = spreadWeight * spread + the squared excess of each touched day over the day target.
 * Most constrained and heaviest items first, then passes that re-choose each item given the rest.
 * Answers the chosen pattern index per item (-1 when an item has no pattern or no capacity left).
 */
export function assignDays(
  items: readonly DayItem[],
  workingDays: readonly Weekday[],
  capacity: number,
  passes = 6,
): Int32Array {
  const load = new Float64Array(7);
  const demand = new Float64Array(7);
  let total = 0;
  for (const item of items)
    if (item.patterns.length > 0) total += item.weight * item.patterns[0]!.days.length;
  const target = total / Math.max(1, workingDays.length);
  const scale = Math.max(1, target);
  const meanWeight =
    total /
    Math.max(
      1,
      items.reduce((s, i) => s + (i.patterns[0]?.days.length ?? 0), 0),
    );
  // One unit of spread costs as much as overshooting a day by about half a visit.
  const spreadWeight = (meanWeight * 0.5) ** 2 / scale ** 2;
  const cost = (item: DayItem, pattern: DayPattern): number => {
    let c = spreadWeight * pattern.spread;
    for (const d of pattern.days) {
      if (demand[d]! + item.demand > capacity + 1e-9) return Infinity;
      const before = Math.max(0, load[d]! - target);
      const after = Math.max(0, load[d]! + item.weight - target);
      c += (after * after - before * before) / (scale * scale) + (load[d]! + item.weight) / (scale * 1e3);
    }
    return c;
  };
  const choose = (item: DayItem): number => {
    let best = -1;
    let bestCost = Infinity;
    item.patterns.forEach((pattern, p) => {
      const c = cost(item, pattern);
      if (c < bestCost) {
        bestCost = c;
        best = p;
      }
    });
    return best;
  };
  const apply = (item: DayItem, p: number, sign: 1 | -1) => {
    if (p < 0) return;
    for (const d of item.patterns[p]!.days) {
      load[d] = load[d]! + sign * item.weight;
      demand[d] = demand[d]! + sign * item.demand;
    }
  };
  const chosen = new Int32Array(items.length).fill(-1);
  const order = items
    .map((item, i) => i)
    .sort(
      (a, b) =>
        items[a]!.patterns.length - items[b]!.patterns.length ||
        items[b]!.weight * (items[b]!.patterns[0]?.days.length ?? 0) -
          items[a]!.weight * (items[a]!.patterns[0]?.days.length ?? 0) ||
        a - b,
    );
  for (const i of order) {
    const p = choose(items[i]!);
    chosen[i] = p;
    apply(items[i]!, p, 1);
  }
  for (let pass = 0; pass < passes; pass++) {
    let changed = false;
    for (const i of order) {
      const item = items[i]!;
      const old = chosen[i]!;
      if (item.patterns.length <= 1 && old >= 0) continue;
      apply(item, old, -1);
      const p = choose(item);
      const keep =
        old >= 0 && p >= 0 && cost(item, item.patterns[old]!) <= cost(item, item.patterns[p]!) + 1e-12;
      const next = keep ? old : p;
      if (next !== old) changed = true;
      chosen[i] = next;
      apply(item, next, 1);
    }
    if (!changed) break;
  }
  return chosen;
}
