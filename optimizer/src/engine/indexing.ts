/** Entry i of an array of the instance or a route; an index outside it is a bug, not a 0. */
export function at(values: ArrayLike<number>, i: number): number {
  const x = values[i];
  if (x === undefined) throw new RangeError(`index ${i} outside 0..${values.length - 1}`);
  return x;
}
