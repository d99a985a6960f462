import {
  checkDeleteSelection,
  checkUpdateSelection,
  GRID_PAGE_INDEX,
  GRID_PAGE_SIZE,
  type NoSelectionWording,
} from '@rota/core';

/** Modal modes of every grid page (spec 02 "Grid behaviour"). */
export type GridMode = 'add' | 'update' | 'info' | 'delete' | 'closed';

export type ModeDecision = { ok: true; mode: GridMode } | { ok: false; warningKey: string };

/** Add needs nothing; Update and Info need exactly one row; Delete at least one (core's rules). */
export function decideMode(
  mode: GridMode,
  selectedCount: number,
  wording: NoSelectionWording = 'row',
): ModeDecision {
  if (mode === 'add' || mode === 'closed') return { ok: true, mode };
  const check =
    mode === 'delete' ? checkDeleteSelection(selectedCount) : checkUpdateSelection(selectedCount, wording);
  return check.ok ? { ok: true, mode } : { ok: false, warningKey: check.error.messageKey };
}

/** Page size 20 at index 0 by default (locations grid 10), and the sizes offered. */
export const defaultPaging = {
  pageSize: GRID_PAGE_SIZE,
  pageIndex: GRID_PAGE_INDEX,
  pageSizes: [10, 20, 50, 100],
} as const;
