/**
 * Entry i of an array of the instance or a route; an index outside it is a bug, not a 0. It is
 * read with lists and typed arrays of several kinds, so V8's read in it is polymorphic and slower
 * than a direct one: a loop that runs for every position priced checks its bounds once and reads
 * the array itself (`firstReachable` in position-scan.ts, optimizer/BENCHMARKS.md).
 */
export function at(values: ArrayLike<number>, i: number): number {
  const x = values[i];
  if (x === undefined) throw new RangeError(`index ${i} outside 0..${values.length - 1}`);
  return x;
}

/**
 * Entry i of a list of the search (a vehicle type's vehicles, a plan's routes); an index outside
 * it is a bug, not an empty list. Kept apart from `at`, so that `at` sees no arrays of objects on
 * top of its arrays of numbers.
 */
export function item<T>(values: readonly T[], i: number): T {
  const x = values[i];
  if (x === undefined) throw new RangeError(`index ${i} outside 0..${values.length - 1}`);
  return x;
}
