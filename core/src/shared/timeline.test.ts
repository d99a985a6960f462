import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  HOUR_MS,
  MINUTE_MS,
  TIMELINE_MIN_ZOOM_MS,
  clampZoom,
  displaySpan,
  hourMarks,
  placeMovedItem,
  snapTimelineStart,
  timelineWindow,
} from './timeline.js';

const t = (h: number, m: number) => new Date(2024, 0, 10, h, m).getTime();
const span = fc
  .tuple(fc.integer({ min: 0, max: 10 * 24 * 60 }), fc.integer({ min: 0, max: 600 }))
  .map(([s, d]) => ({ start: t(0, 0) + s * MINUTE_MS, end: t(0, 0) + (s + d) * MINUTE_MS }));

describe('timeline window', () => {
  it('snaps the start to the hour when minutes are 30 or fewer', () => {
    expect(snapTimelineStart(t(8, 30))).toBe(t(8, 0));
    expect(snapTimelineStart(t(8, 0))).toBe(t(8, 0));
    expect(snapTimelineStart(t(8, 31))).toBe(t(8, 30));
  });
  it('ends one hour after the last end', () => {
    expect(timelineWindow([])).toBeNull();
    expect(
      timelineWindow([
        { start: t(8, 20), end: t(9, 0) },
        { start: t(9, 10), end: t(11, 5) },
      ]),
    ).toEqual({
      start: t(8, 0),
      end: t(12, 5),
    });
  });
  it('always covers every item', () => {
    fc.assert(
      fc.property(fc.array(span, { minLength: 1, maxLength: 20 }), (items) => {
        const w = timelineWindow(items);
        for (const i of items) {
          expect(w?.start).toBeLessThanOrEqual(i.start);
          expect(w?.end).toBeGreaterThanOrEqual(i.end + HOUR_MS);
        }
        expect(Math.min(...items.map((i) => i.start)) - (w?.start ?? 0)).toBeLessThanOrEqual(30 * MINUTE_MS);
      }),
    );
  });
  it('never zooms below 30 minutes', () => {
    fc.assert(
      fc.property(span, (s) => {
        const z = clampZoom(s);
        expect(z.end - z.start).toBeGreaterThanOrEqual(TIMELINE_MIN_ZOOM_MS);
        if (s.end - s.start >= TIMELINE_MIN_ZOOM_MS) expect(z).toEqual(s);
      }),
    );
  });
});

describe('item placement', () => {
  it('widens start, end and instant items by 15 minutes', () => {
    const s = { start: t(8, 0), end: t(8, 0) };
    expect(displaySpan(s, 'start')).toEqual({ start: t(7, 45), end: t(8, 0) });
    expect(displaySpan(s, 'end')).toEqual({ start: t(8, 0), end: t(8, 15) });
    expect(displaySpan(s, 'visit')).toEqual({ start: t(8, 0), end: t(8, 15) });
    expect(displaySpan({ start: t(8, 0), end: t(9, 0) }, 'visit')).toEqual({ start: t(8, 0), end: t(9, 0) });
  });
  it('places moved items one minute after or before the target and keeps their length', () => {
    fc.assert(
      fc.property(span, fc.integer({ min: 0, max: 600 }), (target, minutes) => {
        const d = minutes * MINUTE_MS;
        const after = placeMovedItem(target, 'after', d);
        const before = placeMovedItem(target, 'before', d);
        expect(after.start - target.end).toBe(MINUTE_MS);
        expect(target.start - before.end).toBe(MINUTE_MS);
        expect(after.end - after.start).toBe(d);
        expect(before.end - before.start).toBe(d);
      }),
    );
  });
  it('lists the hour marks of the header', () => {
    expect(hourMarks({ start: t(8, 0), end: t(10, 30) })).toEqual([t(8, 0), t(9, 0), t(10, 0)]);
    expect(hourMarks({ start: t(8, 30), end: t(10, 0) })).toEqual([t(9, 0), t(10, 0)]);
  });
});
