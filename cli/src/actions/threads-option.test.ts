import { describe, expect, it } from 'vitest';
import { threadsOption } from './solve.actions.js';

describe('--threads', () => {
  it('defaults to every core under a time limit and to one search with an iteration budget alone', () => {
    expect(threadsOption(undefined, { timeLimitSeconds: 10 }, 4)).toBe(4);
    expect(threadsOption(undefined, { timeLimitSeconds: 10, maxIterations: 500 }, 2)).toBe(2);
    expect(threadsOption(undefined, { maxIterations: 500 }, 4)).toBe(1);
    expect(threadsOption('3', { maxIterations: 500 }, 4)).toBe(3);
    expect(threadsOption('1', { timeLimitSeconds: 10 }, 4)).toBe(1);
  });

  it('refuses zero', () => {
    expect(() => threadsOption('0', { timeLimitSeconds: 10 }, 4)).toThrow(/--threads/);
  });
});
