import { describe, expect, it } from 'vitest';
import { largeDay } from './large-day.generator.js';

describe('the large day generator', () => {
  it('gives the same day for a seed, with windows on about 70 % of the orders and room in the fleet', () => {
    const spec = { orders: 400, vehicles: 16, seed: 3 };
    const day = largeDay(spec);
    expect(largeDay(spec)).toEqual(day);
    expect(largeDay({ ...spec, seed: 4 }).orders).not.toEqual(day.orders);
    expect(day.matrices.size).toBe(401);
    expect(day.orders).toHaveLength(400);
    expect(day.vehicles).toHaveLength(16);
    const windowed = day.orders.filter((o) => (o.timeWindows ?? []).length > 0).length;
    expect(windowed / 400).toBeGreaterThan(0.6);
    expect(windowed / 400).toBeLessThan(0.8);
    // The goods fit the fleet in both dimensions, with some slack.
    for (const d of [0, 1]) {
      const goods = day.orders.reduce((s, o) => s + (o.amounts[d] as number), 0);
      const room = day.vehicles.reduce((s, v) => s + (v.capacity[d] as number), 0);
      expect(goods / room).toBeGreaterThan(0.6);
      expect(goods / room).toBeLessThan(0.95);
    }
  });
});
