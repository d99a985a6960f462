import { describe, expect, it } from 'vitest';
import { defaultOrderFilter, locationGridEntry } from './orders.rules.js';

describe('order and location grid entry', () => {
  const clock = { now: () => new Date(2024, 1, 21, 10, 0) };
  it('filters orders by today and the passed location', () => {
    expect(defaultOrderFilter(clock)).toEqual({ date: '2024-02-21' });
    expect(defaultOrderFilter(clock, { locationName: 'Shop' })).toEqual({
      date: '2024-02-21',
      locationName: 'Shop',
    });
    expect(defaultOrderFilter(clock, { locationName: null })).toEqual({ date: '2024-02-21' });
  });
  it('prefilters locations and shows back only with navigation state', () => {
    expect(locationGridEntry({ name: 'Shop' })).toEqual({ nameFilter: 'Shop', showBack: true });
    expect(locationGridEntry(null)).toEqual({ nameFilter: null, showBack: false });
    expect(locationGridEntry({})).toEqual({ nameFilter: null, showBack: true });
  });
});
