/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the same sequence on
 * every platform, so demo data is reproducible. Never use Math.random in fixtures.
 */
export interface Prng {
  /** uniform in [0, 1) */
  next(): number;
  /** integer in [min, max], both included */
  int(min: number, max: number): number;
  /** uniform in [min, max) */
  float(min: number, max: number): number;
  /** true with the given probability */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** picks by weight; weights need not sum to 1 */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick needs at least one item');
    return items[Math.floor(next() * items.length)] as T;
  };
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let r = next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return pick(items)[0];
  };
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick,
    weighted,
  };
}
