import { describe, expect, it } from 'vitest';
import { at, item } from './indexing.js';

describe('reads by index', () => {
  it('gives the entry of an array of numbers and refuses an index outside it', () => {
    const values = Float64Array.of(3, 0, 7);
    expect(at(values, 0)).toBe(3);
    expect(at(values, 1)).toBe(0);
    expect(at(values, 2)).toBe(7);
    expect(() => at(values, 3)).toThrow(new RangeError('index 3 outside 0..2'));
    expect(() => at(values, -1)).toThrow(RangeError);
  });

  it('gives the entry of a list and refuses an index outside it instead of an empty list', () => {
    const vehiclesByType = [[0, 2], [], [1]];
    expect(item(vehiclesByType, 1)).toEqual([]);
    expect(item(vehiclesByType, 2)).toEqual([1]);
    expect(() => item(vehiclesByType, 3)).toThrow(new RangeError('index 3 outside 0..2'));
    expect(() => item([], 0)).toThrow(new RangeError('index 0 outside 0..-1'));
  });
});
