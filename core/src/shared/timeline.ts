/** Timeline (Gantt) placement rules shared by the job result and track-and-trace screens. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
/** The timeline cannot zoom in below 30 minutes. */
export const TIMELINE_MIN_ZOOM_MS = 30 * MINUTE_MS;
/** The current-time marker refreshes every 60 s. */
export const TIMELINE_NOW_REFRESH_MS = 60_000;
/** Start and end items are widened by 15 minutes so they stay visible. */
export const TIMELINE_EDGE_SHIFT_MS = 15 * MINUTE_MS;
/** Moved items are placed 1 minute after or before their target. */
export const TIMELINE_MOVE_OFFSET_MS = MINUTE_MS;

export interface TimeSpan {
  start: number;
  end: number;
}

/**
 * Snaps a window start: when its minutes are 30 or fewer it goes back to the full hour,
 * otherwise to the half hour, so the hourly header always starts on a mark.
 */
export function snapTimelineStart(start: number): number {
  const d = new Date(start);
  const minutes = d.getMinutes();
  d.setMinutes(minutes <= 30 ? 0 : 30, 0, 0);
  return d.getTime();
}

/** The visible window: first start snapped, last end plus one hour. Null with no items. */
export function timelineWindow(items: readonly TimeSpan[]): TimeSpan | null {
  if (items.length === 0) return null;
  const first = Math.min(...items.map((i) => i.start));
  const last = Math.max(...items.map((i) => i.end));
  return { start: snapTimelineStart(first), end: last + HOUR_MS };
}

/** Clamps a requested zoom window so it is never narrower than the minimum zoom. */
export function clampZoom(window: TimeSpan, minMs = TIMELINE_MIN_ZOOM_MS): TimeSpan {
  const width = window.end - window.start;
  if (width >= minMs) return window;
  const centre = window.start + width / 2;
  return { start: centre - minMs / 2, end: centre + minMs / 2 };
}

export type TimelineItemKind = 'start' | 'visit' | 'end';

/**
 * Display span of an item: the start item is shifted back 15 minutes and the end item forward
 * 15 minutes when their times are equal or they sit at the route's ends; a visit whose start
 * equals its end gets 15 minutes of width so it can be seen.
 */
export function displaySpan(span: TimeSpan, kind: TimelineItemKind): TimeSpan {
  if (kind === 'start') return { start: span.start - TIMELINE_EDGE_SHIFT_MS, end: span.end };
  if (kind === 'end') return { start: span.start, end: span.end + TIMELINE_EDGE_SHIFT_MS };
  return span.start === span.end ? { start: span.start, end: span.end + TIMELINE_EDGE_SHIFT_MS } : span;
}

/** Where a dragged item lands: 1 minute after the target's end or before its start. */
export function placeMovedItem(target: TimeSpan, where: 'after' | 'before', duration: number): TimeSpan {
  if (where === 'after') {
    const start = target.end + TIMELINE_MOVE_OFFSET_MS;
    return { start, end: start + duration };
  }
  const end = target.start - TIMELINE_MOVE_OFFSET_MS;
  return { start: end - duration, end };
}

/** The hour marks of the header between the window's ends. */
export function hourMarks(window: TimeSpan): number[] {
  const marks: number[] = [];
  const d = new Date(window.start);
  d.setMinutes(0, 0, 0);
  if (d.getTime() < window.start) d.setHours(d.getHours() + 1);
  for (let t = d.getTime(); t <= window.end; t += HOUR_MS) marks.push(t);
  return marks;
}
