import { describe, expect, it } from 'vitest';
import { readNavigationState, todayIso } from './navigation-state.js';

describe('navigation state between master-data pages', () => {
  it('reads a carried name and coordinates, and nothing else', () => {
    expect(readNavigationState({ name: 'Depot', latitude: 41, longitude: 29 })).toEqual({
      name: 'Depot',
      latitude: 41,
      longitude: 29,
    });
    expect(readNavigationState(null)).toBeNull();
    expect(readNavigationState({})).toBeNull();
    expect(readNavigationState({ name: 7 })).toBeNull();
    expect(readNavigationState({ usr: 'x' })).toBeNull();
  });

  it('names today as the date filter sends it', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
