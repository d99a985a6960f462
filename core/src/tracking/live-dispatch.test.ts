import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actualClockOf, arrangeMove, type DispatchVisit } from './live-dispatch.js';

const route = (ids: number[], started = 0): DispatchVisit[] =>
  ids.map((stopId, i) => ({ stopId, visitOrder: i + 1, started: i < started }));

describe('arrangeMove', () => {
  it('puts the stop right after the named visit of its own route, or first', () => {
    const own = route([10, 11, 12, 13]);
    expect(arrangeMove(own, null, 4, 1)).toEqual({
      ok: true,
      arrangement: new Map([['source', [10, 13, 11, 12]]]),
    });
    expect(arrangeMove(own, null, 2, 0)).toEqual({
      ok: true,
      arrangement: new Map([['source', [11, 10, 12, 13]]]),
    });
    expect(arrangeMove(own, null, 1, 4)).toEqual({
      ok: true,
      arrangement: new Map([['source', [11, 12, 13, 10]]]),
    });
  });

  it('moves the stop to another route, which gets it after the named visit', () => {
    expect(arrangeMove(route([1, 2, 3]), route([7, 8]), 2, 1)).toEqual({
      ok: true,
      arrangement: new Map([
        ['source', [1, 3]],
        ['target', [7, 2, 8]],
      ]),
    });
    expect(arrangeMove(route([1]), route([]), 1, 0)).toEqual({
      ok: true,
      arrangement: new Map([
        ['source', []],
        ['target', [1]],
      ]),
    });
  });

  it('refuses unknown and started stops, unknown places, places before a started visit and no change', () => {
    const own = route([10, 11, 12], 1);
    expect(arrangeMove(own, null, 9, 0)).toMatchObject({ ok: false, refusal: { reason: 'unknownStop' } });
    expect(arrangeMove(own, null, 1, 3)).toMatchObject({ ok: false, refusal: { reason: 'stopStarted' } });
    expect(arrangeMove(own, null, 3, 7)).toMatchObject({ ok: false, refusal: { reason: 'unknownPosition' } });
    expect(arrangeMove(own, null, 3, 3)).toMatchObject({ ok: false, refusal: { reason: 'unknownPosition' } });
    expect(arrangeMove(own, null, 3, 0)).toEqual({
      ok: false,
      refusal: { reason: 'beforeStarted', params: { afterVisitOrder: 0, startedVisitOrder: 1 } },
    });
    expect(arrangeMove(own, null, 3, 2)).toMatchObject({ ok: false, refusal: { reason: 'unchanged' } });
    expect(arrangeMove(route([1]), route([5, 6], 2), 1, 1)).toMatchObject({
      ok: false,
      refusal: { reason: 'beforeStarted', params: { startedVisitOrder: 2 } },
    });
  });

  it('keeps every stop once and the started ones where they were', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 12 }),
        fc.nat(),
        fc.nat(),
        (size, startedRaw, pick, after) => {
          const started = Math.min(startedRaw, size);
          const own = route(
            Array.from({ length: size }, (_, i) => 100 + i),
            started,
          );
          const visitOrder = (pick % size) + 1;
          const afterVisitOrder = after % (size + 1);
          const answer = arrangeMove(own, null, visitOrder, afterVisitOrder);
          if (!answer.ok) return;
          const arranged = answer.arrangement.get('source') ?? [];
          expect([...arranged].sort()).toEqual(own.map((s) => s.stopId).sort());
          expect(arranged.slice(0, started)).toEqual(own.slice(0, started).map((s) => s.stopId));
          expect(arranged).not.toEqual(own.map((s) => s.stopId));
        },
      ),
      { seed: 7 },
    );
  });
});

describe('actualClockOf', () => {
  it('names reports stamped ahead of now a replay, and past ones the wall clock', () => {
    const now = '2026-12-07T10:00:00Z';
    expect(actualClockOf([], now)).toBe('wallClock');
    expect(actualClockOf(['2026-12-07T09:00:00Z', null], now)).toBe('wallClock');
    expect(actualClockOf(['2026-12-07T10:01:00Z'], now)).toBe('wallClock');
    expect(actualClockOf(['2026-12-07T09:00:00Z', '2026-12-07T14:00:00Z'], now)).toBe('replayed');
  });
});
