/** Percentage bars clamp non-numeric or negative values to 0 and values above 100 to 100. */
export function clampPercent(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (Number.isNaN(n) || n < 0) return 0;
  return Math.min(100, n) + 0;
}

export type BandColour = 'red' | 'amber' | 'green';
export const BAND_HEX: Record<BandColour, string> = { red: '#dc3545', amber: '#ffc107', green: '#28a745' };

/** Overall progress bar: red below 33, amber 33 to 65, green 66 and up. */
export function overallProgressColour(value: unknown): BandColour {
  const v = clampPercent(value);
  if (v < 33) return 'red';
  return v < 66 ? 'amber' : 'green';
}

/** Route task bars: green 70 and above, amber 40 to 69, red below 40. */
export function routeProgressColour(value: unknown): BandColour {
  const v = clampPercent(value);
  if (v >= 70) return 'green';
  return v >= 40 ? 'amber' : 'red';
}

/** The bar label moves outside the bar when the value is under 20. */
export function labelOutsideBar(value: unknown): boolean {
  return clampPercent(value) < 20;
}

/** Route task progress shows 5 routes per page; paging only with more than 5. */
export const ROUTE_PROGRESS_PAGE_SIZE = 5;

export function pageOf<T>(items: readonly T[], page: number, size = ROUTE_PROGRESS_PAGE_SIZE): T[] {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const p = Math.min(Math.max(0, Math.floor(page)), pages - 1);
  return items.slice(p * size, p * size + size);
}

export function hasPaging(count: number, size = ROUTE_PROGRESS_PAGE_SIZE): boolean {
  return count > size;
}
