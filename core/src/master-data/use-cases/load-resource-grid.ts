import { isEmptyGridAnswer } from '../../shared/resource-crud.rules.js';
import { notice, type Notice } from '../../shared/message.js';
import type { HttpAnswer, ResourceGateway } from '../../shared/ports.js';

export interface LoadGridOptions<TList, TRow> {
  query?: Record<string, string | number | boolean | readonly string[]>;
  /** Takes the rows out of the list answer (e.g. `data.vehicleResultList`). */
  rows: (data: TList) => readonly TRow[] | null | undefined;
  /** Warning shown when even the fallback is empty ('Data not found' unless a screen names its own). */
  emptyMessageKey?: string;
}

export interface GridLoad<TList, TRow> {
  rows: TRow[];
  data: TList | null;
  notices: Notice[];
  usedFallback: boolean;
}

function rowsOf<TList, TRow>(
  answer: HttpAnswer<TList>,
  pick: (d: TList) => readonly TRow[] | null | undefined,
): TRow[] {
  const data = answer.body?.data;
  if (data === null || data === undefined) return [];
  return [...(pick(data) ?? [])];
}

/**
 * Loads a grid: GET {resource}; an empty answer (204, empty list or null) falls back to
 * GET {resource}/no-content-data-results; still empty shows the screen's "not found" warning.
 */
export async function loadResourceGrid<TItem, TList, TRow>(
  ports: { gateway: ResourceGateway<TItem, TList> },
  options: LoadGridOptions<TList, TRow>,
): Promise<GridLoad<TList, TRow>> {
  const first = await ports.gateway.list(options.query);
  const pick = (d: unknown) => (d === null || d === undefined ? d : options.rows(d as TList));
  if (!isEmptyGridAnswer(first, pick)) {
    return {
      rows: rowsOf(first, options.rows),
      data: first.body?.data ?? null,
      notices: [],
      usedFallback: false,
    };
  }
  const fallback = await ports.gateway.noContentData();
  const rows = isEmptyGridAnswer(fallback, pick) ? [] : rowsOf(fallback, options.rows);
  return {
    rows,
    data: fallback.body?.data ?? null,
    notices: rows.length === 0 ? [notice('warning', options.emptyMessageKey ?? 'grid.dataNotFound')] : [],
    usedFallback: true,
  };
}
