import type { ResourceListQuery } from '@rota/adapters-http';

/** A column's sort as the grid reports it. */
export interface GridSort {
  colId: string;
  sort: 'asc' | 'desc';
}

/**
 * One column's filter as the grid keeps it: a text or number condition, a date (`dateFrom` as
 * "YYYY-MM-DD hh:mm:ss"), or the yes/no filter's `{ value }`.
 */
export type GridFilter =
  | { filterType: 'text'; type?: string; filter?: string | null }
  | { filterType: 'number'; type?: string; filter?: number | null }
  | { filterType: 'date'; type?: string; dateFrom?: string | null }
  | { filterType: 'boolean'; value: boolean | null };

export interface GridRequest {
  startRow: number;
  endRow: number;
  sortModel: readonly GridSort[];
  filterModel: Readonly<Record<string, unknown>>;
}

/** The value a filter sends, or null when it filters nothing. */
export function filterValue(filter: unknown): string | null {
  if (!filter || typeof filter !== 'object') return null;
  const f = filter as Partial<Record<string, unknown>>;
  if (f['filterType'] === 'boolean') return typeof f['value'] === 'boolean' ? String(f['value']) : null;
  if (f['filterType'] === 'date') {
    const from = f['dateFrom'];
    return typeof from === 'string' && from.length >= 10 ? from.slice(0, 10) : null;
  }
  const value = f['filter'];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return null;
}

/**
 * The list query of one grid page (spec 02 "Grid behaviour"; core's `listQuerySchema`): the page
 * the rows fall in, the first sort, and one parameter per active filter named as its column.
 * `base` holds what the screen always sends (e.g. a distribution center); filters win over it.
 */
export function listQueryOf(request: GridRequest, base: ResourceListQuery = {}): ResourceListQuery {
  const pageSize = Math.max(1, request.endRow - request.startRow);
  const query: Record<string, string | number | boolean | readonly string[]> = {
    ...base,
    pageIndex: Math.floor(request.startRow / pageSize),
    pageSize,
  };
  const sort = request.sortModel[0];
  if (sort) {
    query['sortBy'] = sort.colId;
    query['sortDirection'] = sort.sort;
  }
  for (const [field, filter] of Object.entries(request.filterModel)) {
    const value = filterValue(filter);
    if (value !== null) query[field] = value;
  }
  return query;
}

/** The query of an export: the same filters and sort, every page. */
export function exportQueryOf(
  sortModel: readonly GridSort[],
  filterModel: Readonly<Record<string, unknown>>,
  base: ResourceListQuery = {},
): ResourceListQuery {
  const {
    pageIndex: _page,
    pageSize: _size,
    ...rest
  } = listQueryOf({ startRow: 0, endRow: 1, sortModel, filterModel }, base);
  return rest;
}

/** The grid's filter model that a prefilter puts in place (text "starts with", dates "equals"). */
export function prefilterModel(
  values: Readonly<Record<string, string | undefined>>,
  kinds: Readonly<Record<string, string>>,
): Record<string, GridFilter> {
  const out: Record<string, GridFilter> = {};
  for (const [field, value] of Object.entries(values)) {
    if (value === undefined || value === '') continue;
    out[field] =
      kinds[field] === 'date'
        ? { filterType: 'date', type: 'equals', dateFrom: `${value} 00:00:00` }
        : { filterType: 'text', type: 'startsWith', filter: value };
  }
  return out;
}
