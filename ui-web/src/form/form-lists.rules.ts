/** Reorderable list (spec 02): items can be removed (kept, struck through) and restored. */
export interface ListItem {
  removed?: boolean;
  stepOrder?: number;
  [key: string]: unknown;
}

/** stepOrder renumbered from 1 by position. */
export function renumber<T extends ListItem>(items: readonly T[]): T[] {
  return items.map((item, index) => ({ ...item, stepOrder: index + 1 }));
}

export function moveItem<T extends ListItem>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return renumber(next);
}

/** Marks an item removed unless it is the last active one (at least one must stay). */
export function removeItem<T extends ListItem>(
  items: readonly T[],
  index: number,
): { ok: true; items: T[] } | { ok: false; messageKey: string } {
  const active = items.filter((item) => !item.removed).length;
  if (!items[index] || items[index].removed) return { ok: true, items: [...items] };
  if (active <= 1) return { ok: false, messageKey: 'form.lastActiveItem' };
  const next = items.map((item, i) => (i === index ? { ...item, removed: true } : item));
  return { ok: true, items: renumber([...next.filter((i) => !i.removed), ...next.filter((i) => i.removed)]) };
}

/** A restored item moves after the active ones. */
export function restoreItem<T extends ListItem>(items: readonly T[], index: number): T[] {
  const item = items[index];
  if (!item?.removed) return [...items];
  const rest = items.filter((_, i) => i !== index);
  const active = rest.filter((i) => !i.removed);
  const removed = rest.filter((i) => i.removed);
  return renumber([...active, { ...item, removed: false }, ...removed]);
}

/** Weekly visit frequency (spec 02): days-between and day sets exclude each other. */
export interface VisitFrequency {
  visitFrequency: number;
  daysBetweenTwoConsecutiveVisits: number | null;
  dayOfWeeks: number[][];
}

export function chooseDaysBetween(value: VisitFrequency, days: number | null): VisitFrequency {
  return {
    ...value,
    daysBetweenTwoConsecutiveVisits: days,
    dayOfWeeks: days === null ? value.dayOfWeeks : [],
  };
}

/** A day set is added only when its size equals the frequency; duplicates are ignored. */
export function addDaySet(
  value: VisitFrequency,
  days: readonly number[],
): { ok: boolean; value: VisitFrequency } {
  const set = [...new Set(days)].filter((d) => d >= 0 && d <= 6).sort((a, b) => a - b);
  if (set.length !== value.visitFrequency) return { ok: false, value };
  const key = set.join(',');
  if (value.dayOfWeeks.some((existing) => [...existing].sort((a, b) => a - b).join(',') === key))
    return { ok: false, value };
  return {
    ok: true,
    value: { ...value, daysBetweenTwoConsecutiveVisits: null, dayOfWeeks: [...value.dayOfWeeks, set] },
  };
}
