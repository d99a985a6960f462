/** Entry i of an array of the instance or a route; an index outside it is a bug, not a 0. */
export function at(values: ArrayLike<number>, i: number): number {
  const x = values[i];
  if (x === undefined) throw new RangeError(`index ${i} outside 0..${values.length - 1}`);
  return x;
}

/**
 * Entry i of a list of the search (a vehicle type's vehicles, a plan's routes); an index outside
 * it is a bug, not an empty list. Kept apart from `at`, so that `at`, which the hot loops call,
 * only ever sees arrays of numbers.
 */
export function item<T>(values: readonly T[], i: number): T {
  const x = values[i];
  if (x === undefined) throw new RangeError(`index ${i} outside 0..${values.length - 1}`);
  return x;
}
